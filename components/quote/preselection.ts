import { embossingOptions, finishOptions, findQuoteOption, quoteProducts } from '@/content/quote-products';
import type { LineRules, LineRulesBook } from '@/lib/pricing';
import {
  CUSTOM,
  clearedSizeAndQuantity,
  isEmbossed,
  lineOfDraft,
  materialForOption,
  materialsFor,
  type QuoteDraft,
} from './draft';

/*
 * A wizard link's choices (content/quote-products quoteHref: a catalogue card, a product page's
 * form, a reorder) applied to the draft, each only when the product's own table offers it.
 */

/** A number the URL spells plainly ("2", "2.5"), else undefined ("", "2x", "Infinity"). */
function plainNumber(raw: string | undefined | null): number | undefined {
  const trimmed = raw?.trim();
  if (!trimmed || !/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** Whether a size fits the line's bounds (the same bounds the server checks). */
function fitsLine(line: LineRules, width: number, height: number): boolean {
  const { min, max, maxHeight } = line.sizeInches;
  return width >= min && width <= max && height >= min && height <= maxHeight;
}

/**
 * The size choice for a linked width x height (or a product page form's "size=<w>x<h>"): a
 * predefined size when it is one, else a custom size within the product's bounds.
 */
function linkedSize(query: URLSearchParams, line: LineRules, sizes: readonly string[]): Partial<QuoteDraft> {
  const [formWidth, formHeight] = query.get('size')?.split('x') ?? [];
  const width = plainNumber(query.get('width') ?? formWidth);
  const height = plainNumber(query.get('height') ?? formHeight);
  if (width === undefined || height === undefined) return {};
  const predefined = sizes.find((size) => size === `${width}x${height}`);
  if (predefined) return { sizeChoice: predefined, customWidth: '', customHeight: '' };
  if (!fitsLine(line, width, height)) return {};
  return { sizeChoice: CUSTOM, customWidth: String(width), customHeight: String(height) };
}

/** Whether a custom quantity follows the line's rule (the spec's 50..100,000 in 5s for stickers). */
function allowedQuantity(line: LineRules, quantity: number): boolean {
  const { min, max, step } = line.customQuantity;
  return quantity >= min && quantity <= max && Number.isInteger(quantity / step);
}

/** The quantity choice for a linked quantity: a listed one, else a custom one the product allows. */
function linkedQuantity(query: URLSearchParams, line: LineRules): Partial<QuoteDraft> {
  const quantity = plainNumber(query.get('quantity'));
  if (quantity === undefined) return {};
  if (line.matrixQuantities.includes(quantity))
    return { quantityChoice: String(quantity), customQuantity: '' };
  return allowedQuantity(line, quantity) ? { quantityChoice: CUSTOM, customQuantity: String(quantity) } : {};
}

/** A linked value when the options list it. */
function linkedChoice(query: URLSearchParams, name: string, options: readonly { value: string }[]) {
  const value = query.get(name);
  return options.find((option) => option.value === value)?.value;
}

/**
 * Applies a wizard link's choices (see quoteHref) on top of the draft; values the wizard
 * does not offer are ignored. A link naming only the product and option leaves a saved draft
 * of that product and option as it was; one carrying a size, quantity, finish, embossing or
 * material (a product page's choices, a reorder) sets them.
 */
export function withPreselection(lines: LineRulesBook, draft: QuoteDraft, search: string): QuoteDraft {
  const query = new URLSearchParams(search);
  const product = quoteProducts.find((candidate) => candidate.id === query.get('product'));
  if (!product) return draft;
  const chosen = findQuoteOption(product.id, query.get('option') ?? '');
  const finishOption = linkedChoice(query, 'finish', finishOptions);
  const embossingOption = isEmbossed(product.id)
    ? linkedChoice(query, 'embossing', embossingOptions)
    : undefined;
  const material = chosen
    ? linkedChoice(query, 'material', materialsFor({ product: product.id, productOption: chosen.option.id }))
    : undefined;
  // The line the link's choices lead to bounds its size and quantity.
  const line = lineOfDraft(lines, {
    product: product.id,
    productOption: chosen?.option.id ?? '',
    material:
      material ?? (chosen ? materialForOption({ product: product.id, material: '' }, chosen.option.id) : ''),
    embossingOption: embossingOption ?? draft.embossingOption,
  });
  const choices: Partial<QuoteDraft> = {
    ...(finishOption ? { finishOption } : {}),
    ...(embossingOption ? { embossingOption } : {}),
    ...(material ? { material } : {}),
    ...(chosen ? linkedSize(query, line, chosen.option.sizes) : {}),
    ...linkedQuantity(query, line),
  };
  const sameProduct = draft.product === product.id && (!chosen || draft.productOption === chosen.option.id);
  if (sameProduct && Object.keys(choices).length === 0) {
    // A draft saved before materials were asked for gets its option's first.
    return draft.productOption && !draft.material
      ? { ...draft, material: materialForOption(draft, draft.productOption) }
      : draft;
  }
  // Another product's size, material and quantity mean nothing here (as when picking it in step 1).
  const carried = draft.product === product.id ? draft : { ...draft, ...clearedSizeAndQuantity };
  const productOption = chosen?.option.id ?? (sameProduct ? draft.productOption : '');
  return {
    ...carried,
    product: product.id,
    productOption,
    // An option always has a material: the linked one, the one kept, or its first.
    material: productOption
      ? materialForOption({ product: product.id, material: carried.material }, productOption)
      : '',
    ...choices,
  };
}
