import type { PriceLine } from './index';

/**
 * A price line as the console's form posts it and as its history compares it: one entry per
 * field, named by its path in the line (`brackets.1.cents`), so a refusal of priceLineSchema
 * names the very input it concerns. Money is typed in dollars and converted to whole cents
 * from the digits typed (no floating point on the way), so "0.29" is 29 cents exactly.
 */

const PLAIN_NUMBER = /^\d+(\.\d+)?$/;
const DOLLARS = /^(\d+)(?:\.(\d{1,2}))?$/;

const moneyMessage = 'Enter dollars and cents, e.g. 0.34.';
const numberMessage = 'Enter a number, e.g. 1.25.';
const quantitiesMessage = 'Enter whole numbers separated by commas, e.g. 100, 250, 500.';

/** Cents as the form shows them: "0.34". */
export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

/** Whole cents from typed dollars ("0.3" → 30), undefined unless it is dollars and at most two decimals. */
function dollarsToCents(typed: string): number | undefined {
  const match = DOLLARS.exec(typed.trim().replace(/^\$/, ''));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The matrix quantities as one field: "100, 250, 500". */
export const quantitiesText = (quantities: readonly number[]) => quantities.join(', ');

export type LineFormResult = { ok: true; line: PriceLine } | { ok: false; errors: Record<string, string> };

/**
 * The line staff typed: every field of `shape`'s kind read from the form. The materials and
 * embossings a line prices are the catalogue's (`shape`'s, in its order): only their factors
 * and fees are typed. The brackets are as many as the form posted. Whether the line is one the
 * engine may use is priceLineSchema's to say, afterwards.
 */
export function readLineForm(
  values: Readonly<Record<string, string | undefined>>,
  shape: PriceLine,
): LineFormResult {
  const errors: Record<string, string> = {};
  const text = (field: string) => (values[field] ?? '').trim();
  const number = (field: string) => {
    const typed = text(field);
    if (PLAIN_NUMBER.test(typed)) return Number(typed);
    errors[field] = numberMessage;
    return 0;
  };
  const cents = (field: string) => {
    const parsed = dollarsToCents(text(field));
    if (parsed === undefined) errors[field] = moneyMessage;
    return parsed ?? 0;
  };
  const bracketCount = Object.keys(values).filter((key) => /^brackets\.\d+\.cents$/.test(key)).length;
  const brackets = Array.from({ length: bracketCount }, (_, index) => ({
    // An empty limit is the open last bracket.
    upTo: text(`brackets.${index}.upTo`) === '' ? null : number(`brackets.${index}.upTo`),
    cents: cents(`brackets.${index}.cents`),
  }));
  const quantities = text('matrixQuantities')
    .split(/[\s,]+/)
    .filter(Boolean);
  if (quantities.length === 0 || !quantities.every((quantity) => /^\d+$/.test(quantity))) {
    errors.matrixQuantities = quantitiesMessage;
  }
  const unit = text('unit');
  if (unit !== 'piece' && unit !== 'sheet' && unit !== 'inch') errors.unit = 'Please choose a unit.';
  const line: PriceLine = {
    unit: unit as PriceLine['unit'],
    reference: {
      width: number('reference.width'),
      height: number('reference.height'),
      quantity: number('reference.quantity'),
    },
    brackets,
    areaExponent: number('areaExponent'),
    minimumUnitCents: cents('minimumUnitCents'),
    setupCents: cents('setupCents'),
    embossing: shape.embossing.map(({ id }, index) => ({
      id,
      factor: number(`embossing.${index}.factor`),
      setupCents: cents(`embossing.${index}.setupCents`),
    })),
    finish: { matte: number('finish.matte'), gloss: number('finish.gloss') },
    materials: shape.materials.map(({ id }, index) => ({ id, factor: number(`materials.${index}.factor`) })),
    sizeInches: {
      min: number('sizeInches.min'),
      max: number('sizeInches.max'),
      maxHeight: number('sizeInches.maxHeight'),
    },
    customQuantity: {
      min: number('customQuantity.min'),
      max: number('customQuantity.max'),
      step: number('customQuantity.step'),
    },
    matrixQuantities: quantities.map(Number),
    discount: number('discount'),
  };
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, line };
}

/** One field of a line, labelled and shown as staff read it. */
type LineEntry = { field: string; label: string; value: string };

const inches = (value: number) => `${value} in`;

/** Every field of a line, in the form's order, for the history's "what changed". */
function lineEntries(line: PriceLine): LineEntry[] {
  const entry = (field: string, label: string, value: string) => ({ field, label, value });
  return [
    entry('unit', 'Unit', line.unit),
    entry('reference.width', 'Reference width', inches(line.reference.width)),
    entry('reference.height', 'Reference height', inches(line.reference.height)),
    entry('reference.quantity', 'Reference quantity', String(line.reference.quantity)),
    ...line.brackets.flatMap(({ upTo, cents }, index) => [
      entry(
        `brackets.${index}.upTo`,
        `Bracket ${index + 1} up to`,
        upTo === null ? 'no limit' : String(upTo),
      ),
      entry(`brackets.${index}.cents`, `Bracket ${index + 1} per piece`, `$${centsToDollars(cents)}`),
    ]),
    entry('areaExponent', 'Area exponent', String(line.areaExponent)),
    entry('minimumUnitCents', 'Minimum per piece', `$${centsToDollars(line.minimumUnitCents)}`),
    entry('setupCents', 'Setup fee', `$${centsToDollars(line.setupCents)}`),
    entry('finish.matte', 'Matte factor', String(line.finish.matte)),
    entry('finish.gloss', 'Gloss factor', String(line.finish.gloss)),
    ...line.materials.map(({ id, factor }, index) =>
      entry(`materials.${index}.factor`, `Material ${id} factor`, String(factor)),
    ),
    ...line.embossing.flatMap(({ id, factor, setupCents }, index) => [
      entry(`embossing.${index}.factor`, `Embossing ${id} factor`, String(factor)),
      entry(`embossing.${index}.setupCents`, `Embossing ${id} setup`, `$${centsToDollars(setupCents)}`),
    ]),
    entry('sizeInches.min', 'Smallest side', inches(line.sizeInches.min)),
    entry('sizeInches.max', 'Largest width', inches(line.sizeInches.max)),
    entry('sizeInches.maxHeight', 'Largest height', inches(line.sizeInches.maxHeight)),
    entry('customQuantity.min', 'Custom quantity from', String(line.customQuantity.min)),
    entry('customQuantity.max', 'Custom quantity up to', String(line.customQuantity.max)),
    entry('customQuantity.step', 'Custom quantity step', String(line.customQuantity.step)),
    entry('matrixQuantities', 'Matrix quantities', quantitiesText(line.matrixQuantities)),
    entry('discount', 'Discount', `${line.discount} %`),
  ];
}

export type LineChange = { field: string; label: string; before: string; after: string };

/** The fields that differ between two versions of a line, old → new ("—" where one has none). */
export function lineChanges(before: PriceLine, after: PriceLine): LineChange[] {
  const old = new Map(lineEntries(before).map((entry) => [entry.field, entry]));
  const next = new Map(lineEntries(after).map((entry) => [entry.field, entry]));
  const fields = [...new Set([...old.keys(), ...next.keys()])];
  return fields.flatMap((field) => {
    const was = old.get(field);
    const now = next.get(field);
    if (was?.value === now?.value) return [];
    return [{ field, label: (now ?? was)!.label, before: was?.value ?? '—', after: now?.value ?? '—' }];
  });
}
