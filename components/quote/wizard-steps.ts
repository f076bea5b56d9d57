import { quoteProducts } from '@/content/quote-products';
import { isEmbossed, priceRequestOf, sizesFor, type QuoteDraft } from './draft';

export type QuoteStepId =
  | 'product'
  | 'productOption'
  | 'material'
  | 'embossingOption'
  | 'finishOption'
  | 'size'
  | 'quantity'
  | 'upload'
  | 'contact';

type QuoteStep = {
  id: QuoteStepId;
  title: string;
  /** The product's choices carry their number in their heading ("4. Finish"); what follows them does not. */
  numbered: boolean;
  /** Whether the chosen product has this step at all. */
  appliesTo: (draft: QuoteDraft) => boolean;
  /** Whether what the step needs has been chosen, so that it appears. */
  revealed: (draft: QuoteDraft) => boolean;
};

const always = () => true;
const isPriced = (draft: QuoteDraft) => priceRequestOf(draft) !== undefined;

/** The wizard's steps in their order (spec §4 "Quote flow"): each appears once the ones before it are done. */
const quoteSteps: readonly QuoteStep[] = [
  { id: 'product', title: 'Product', numbered: true, appliesTo: always, revealed: always },
  {
    id: 'productOption',
    title: 'Product option',
    numbered: true,
    appliesTo: always,
    revealed: (draft) => quoteProducts.some((product) => product.id === draft.product),
  },
  {
    id: 'material',
    title: 'Material',
    numbered: true,
    appliesTo: always,
    revealed: (draft) => Boolean(draft.productOption),
  },
  // Stickers & labels are embossed after their material is chosen.
  {
    id: 'embossingOption',
    title: 'Embossing',
    numbered: true,
    appliesTo: (draft) => isEmbossed(draft.product),
    revealed: (draft) => Boolean(draft.productOption && draft.material),
  },
  {
    id: 'finishOption',
    title: 'Finish',
    numbered: true,
    appliesTo: always,
    revealed: (draft) => Boolean(draft.material && (!isEmbossed(draft.product) || draft.embossingOption)),
  },
  {
    id: 'size',
    title: 'Size',
    numbered: true,
    appliesTo: always,
    revealed: (draft) => Boolean(draft.finishOption) && sizesFor(draft).length > 0,
  },
  { id: 'quantity', title: 'Quantity and price', numbered: false, appliesTo: always, revealed: isPriced },
  {
    id: 'upload',
    title: 'Artwork',
    numbered: false,
    appliesTo: always,
    revealed: (draft) => isPriced(draft) && Boolean(draft.quantityChoice),
  },
  {
    id: 'contact',
    title: 'Contact information',
    numbered: false,
    appliesTo: always,
    revealed: (draft) => isPriced(draft) && Boolean(draft.quantityChoice && draft.uploadOption),
  },
];

/** A step as the wizard shows it: its heading carries its number among the steps that apply. */
export type VisibleStep = { id: QuoteStepId; heading: string };

/** The steps the draft has reached, in order, each with its heading. */
export function visibleSteps(draft: QuoteDraft): VisibleStep[] {
  return quoteSteps
    .filter((step) => step.appliesTo(draft))
    .map((step, index) => ({ step, number: index + 1 }))
    .filter(({ step }) => step.revealed(draft))
    .map(({ step, number }) => ({
      id: step.id,
      heading: step.numbered ? `${number}. ${step.title}` : step.title,
    }));
}

/** A step's title, for a step shown on its own. */
export function titleOf(id: QuoteStepId): string {
  return quoteSteps.find((step) => step.id === id)!.title;
}
