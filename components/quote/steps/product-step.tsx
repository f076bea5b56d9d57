import { quoteProducts } from '@/content/quote-products';
import { clearedSizeAndQuantity } from '../draft';
import { ChoiceGroup } from '../fields';
import type { StepProps } from './step-props';

const productChoices = quoteProducts.map((product) => ({ value: product.id, label: product.name }));

/** The product; choosing another one leaves its option, material, size and quantity to choose again. */
export function ProductStep({ heading, draft, errors, onChange }: StepProps) {
  return (
    <ChoiceGroup
      name="product"
      legend={heading}
      options={productChoices}
      value={draft.product}
      onChange={(product) => onChange({ product, productOption: '', ...clearedSizeAndQuantity })}
      errors={errors.product}
    />
  );
}
