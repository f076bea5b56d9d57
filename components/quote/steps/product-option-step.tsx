import { quoteProducts } from '@/content/quote-products';
import { withPictures } from '../choice-pictures';
import { isEmbossed, materialForOption } from '../draft';
import { ChoiceGroup } from '../fields';
import type { StepProps } from './step-props';

/** The chosen product's options; stickers & labels' options are shapes, each drawn and explained. */
export function ProductOptionStep({ heading, draft, errors, onChange }: StepProps) {
  const product = quoteProducts.find((candidate) => candidate.id === draft.product);
  const options = product?.options.map((option) => ({ value: option.id, label: option.name })) ?? [];
  return (
    <ChoiceGroup
      name="productOption"
      legend={heading}
      options={isEmbossed(draft.product) ? withPictures('productOption', options) : options}
      value={draft.productOption}
      // Each option has its own materials (and, beyond stickers, its own sizes): the one chosen
      // stays if the option offers it, else its first is preselected, so the steps after it show
      // as the spec's reveal has them.
      onChange={(productOption) =>
        onChange({ productOption, material: materialForOption(draft, productOption) })
      }
      errors={errors.productOption}
    />
  );
}
