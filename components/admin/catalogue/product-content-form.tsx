import { ActionForm, CheckboxField, Field, SubmitButton } from '@/components/admin/action-form';
import type { FormAction } from '@/components/admin/form-state';
import type { CatalogueProduct } from '@/content/catalogue';
import { productSpecsOf } from '@/lib/catalogue';

const specLabels = [
  ['material', 'Material'],
  ['adhesive', 'Adhesive'],
  ['finish', 'Finish'],
  ['outdoorLife', 'Outdoor life'],
] as const;

/**
 * A product's own words and badges, over its original content. `version` is the saved edit the
 * form was opened at (0: none), so a save made meanwhile by someone else is not undone.
 */
export function ProductContentForm({
  action,
  product,
  version,
}: {
  action: FormAction;
  product: CatalogueProduct;
  version: number;
}) {
  const id = (field: string) => `product-${field}`;
  const specs = productSpecsOf(product);
  return (
    <ActionForm action={action} className="space-y-4" label="Product content">
      <input type="hidden" name="product" value={product.id} />
      <input type="hidden" name="version" value={version} />
      <Field id={id('name')} name="name" label="Name" required defaultValue={product.name} />
      <Field
        id={id('description')}
        name="description"
        label="Description"
        multiline
        required
        hint="One paragraph, up to 400 characters."
        defaultValue={product.description}
      />
      <Field
        id={id('alt')}
        name="alt"
        label="Drawing description (alt text)"
        required
        hint="Read out in place of the drawing, shown while the product has no photo."
        defaultValue={product.alt}
      />
      {specs && (
        <fieldset className="space-y-3">
          <legend className="text-sm font-semibold text-slate-800">Specifications on the product page</legend>
          {specLabels.map(([field, label]) => (
            <Field
              key={field}
              id={id(field)}
              name={field}
              label={label}
              hint="Leave empty for the shop's standard wording."
              defaultValue={specs[field]}
            />
          ))}
        </fieldset>
      )}
      <CheckboxField
        id={id('new')}
        name="isNew"
        label="NEW badge"
        hint="Shown on the sticker listing, and puts the product first among /products' picks. The other listings show NEW for 7 days after a product is added."
        defaultChecked={product.isNew}
      />
      <SubmitButton>Save product</SubmitButton>
    </ActionForm>
  );
}
