import { ActionForm, CheckboxField, Field, SubmitButton } from '@/components/admin/action-form';
import type { FormAction } from '@/components/admin/form-state';
import type { StaffPromotion } from '@/lib/promotions/server';

/**
 * Every field of a deal, for creating one (no `promotion`) or changing it. The server checks
 * them all again; the limits are shown here so staff need not guess them.
 */
export function PromotionForm({
  action,
  products,
  promotion,
}: {
  action: FormAction;
  products: readonly { id: string; name: string }[];
  promotion?: StaffPromotion;
}) {
  const prefix = promotion ? `deal-${promotion.id}` : 'new-deal';
  const id = (field: string) => `${prefix}-${field}`;
  return (
    <ActionForm
      action={action}
      className="space-y-4"
      label={promotion ? `Edit ${promotion.code}` : 'New deal'}
    >
      {promotion ? (
        <>
          <input type="hidden" name="id" value={promotion.id} />
          <input type="hidden" name="version" value={promotion.version} />
        </>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={id('code')}
          name="code"
          label="Code"
          required
          autoComplete="off"
          hint="3 to 20 letters, digits or hyphens; customers may type it in any case."
          defaultValue={promotion?.code}
        />
        <Field
          id={id('percent')}
          name="percentOff"
          type="number"
          label="Percent off"
          required
          hint="A whole number from 1 to 100."
          defaultValue={promotion ? String(promotion.percentOff) : undefined}
        />
      </div>
      <Field id={id('title')} name="title" label="Title" required defaultValue={promotion?.title} />
      <Field
        id={id('description')}
        name="description"
        label="Description"
        required
        defaultValue={promotion?.description}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          id={id('starts')}
          name="startsOn"
          type="date"
          label="First day"
          required
          hint="Shop time (Pacific)."
          defaultValue={promotion?.startsOn}
        />
        <Field
          id={id('expires')}
          name="expiresOn"
          type="date"
          label="Last day"
          required
          hint="Included: it ends at midnight after it."
          defaultValue={promotion?.expiresOn}
        />
        <Field
          id={id('limit')}
          name="maxRedemptions"
          type="number"
          label="Uses in all"
          hint="Empty for no limit."
          defaultValue={promotion?.maxRedemptions ? String(promotion.maxRedemptions) : undefined}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">
          Products (none ticked: every product)
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {products.map((product) => (
            <CheckboxField
              key={product.id}
              id={id(`product-${product.id}`)}
              name={`product-${product.id}`}
              label={product.name}
              defaultChecked={promotion?.productIds.includes(product.id)}
            />
          ))}
        </div>
      </fieldset>
      <div className="space-y-2">
        <CheckboxField
          id={id('once')}
          name="oncePerCustomer"
          label="Once per customer"
          hint="By account, or by e-mail for guests."
          defaultChecked={promotion?.oncePerCustomer}
        />
        <CheckboxField
          id={id('combinable')}
          name="combinable"
          label="Combines with other offers"
          hint="Off, the site says the offer cannot be combined."
          defaultChecked={promotion?.combinable}
        />
        <CheckboxField
          id={id('featured')}
          name="featured"
          label="Featured"
          hint="Shown in the promotion bar, on the home page and on /deals while it runs."
          defaultChecked={promotion?.featured}
        />
      </div>
      <SubmitButton>{promotion ? 'Save deal' : 'Create deal'}</SubmitButton>
    </ActionForm>
  );
}
