import type { PriceLine } from '@/lib/pricing';
import { centsToDollars, quantitiesText } from '@/lib/pricing/line-fields';

/** A price line as the console's form posts it: every field a string, money in dollars. */
export function priceLineForm(line: PriceLine): Record<string, string> {
  const fields: Record<string, string> = {
    unit: line.unit,
    'reference.width': String(line.reference.width),
    'reference.height': String(line.reference.height),
    'reference.quantity': String(line.reference.quantity),
    areaExponent: String(line.areaExponent),
    minimumUnitCents: centsToDollars(line.minimumUnitCents),
    setupCents: centsToDollars(line.setupCents),
    'finish.matte': String(line.finish.matte),
    'finish.gloss': String(line.finish.gloss),
    'sizeInches.min': String(line.sizeInches.min),
    'sizeInches.max': String(line.sizeInches.max),
    'sizeInches.maxHeight': String(line.sizeInches.maxHeight),
    'customQuantity.min': String(line.customQuantity.min),
    'customQuantity.max': String(line.customQuantity.max),
    'customQuantity.step': String(line.customQuantity.step),
    matrixQuantities: quantitiesText(line.matrixQuantities),
    discount: String(line.discount),
  };
  line.brackets.forEach(({ upTo, cents }, index) => {
    fields[`brackets.${index}.upTo`] = upTo === null ? '' : String(upTo);
    fields[`brackets.${index}.cents`] = centsToDollars(cents);
  });
  line.materials.forEach(({ factor }, index) => (fields[`materials.${index}.factor`] = String(factor)));
  line.embossing.forEach(({ factor, setupCents }, index) => {
    fields[`embossing.${index}.factor`] = String(factor);
    fields[`embossing.${index}.setupCents`] = centsToDollars(setupCents);
  });
  return fields;
}
