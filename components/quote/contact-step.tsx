import { fulfillmentOptions } from '@/content/quote-products';
import type { QuoteDraft } from './draft';
import { ChoiceGroup, TextField } from './fields';

type Props = {
  draft: QuoteDraft;
  errors: Record<string, string[] | undefined>;
  onChange: (changes: Partial<QuoteDraft>) => void;
  onFulfillment: (method: string) => void;
};

const addressFields = [
  { name: 'shippingAddress1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'shippingAddress2', label: 'Address line 2', autoComplete: 'address-line2', optional: true },
  { name: 'shippingCity', label: 'City', autoComplete: 'address-level2' },
  { name: 'shippingState', label: 'State', autoComplete: 'address-level1' },
  { name: 'shippingPostalCode', label: 'Postal code', autoComplete: 'postal-code' },
  { name: 'shippingCountry', label: 'Country', autoComplete: 'country-name' },
] as const;

/** Contact details, how the order reaches the customer, and the address when it travels. */
export function ContactStep({ draft, errors, onChange, onFulfillment }: Props) {
  const needsAddress = draft.fulfillmentMethod === 'dropoff' || draft.fulfillmentMethod === 'ship';
  return (
    <div className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-3 text-lg font-semibold text-slate-900">Contact information</legend>
        <TextField
          id="contactName"
          label="Name"
          autoComplete="name"
          value={draft.contactName}
          onChange={(contactName) => onChange({ contactName })}
          errors={errors.contactName}
        />
        <TextField
          id="contactEmail"
          label="Email"
          type="email"
          autoComplete="email"
          value={draft.contactEmail}
          onChange={(contactEmail) => onChange({ contactEmail })}
          errors={errors.contactEmail}
        />
        <TextField
          id="contactPhone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={draft.contactPhone}
          onChange={(contactPhone) => onChange({ contactPhone })}
          errors={errors.contactPhone}
        />
      </fieldset>
      <ChoiceGroup
        name="fulfillmentMethod"
        legend="How would you like to receive your order?"
        options={fulfillmentOptions}
        value={draft.fulfillmentMethod}
        onChange={onFulfillment}
        errors={errors.fulfillmentMethod}
      />
      {needsAddress && (
        <fieldset id="step-address" className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-lg font-semibold text-slate-900">
            {draft.fulfillmentMethod === 'ship' ? 'Shipping address' : 'Drop-off address'}
          </legend>
          {addressFields.map((field) => (
            <TextField
              key={field.name}
              id={field.name}
              label={field.label}
              autoComplete={field.autoComplete}
              optional={'optional' in field}
              value={draft[field.name]}
              onChange={(value) => onChange({ [field.name]: value })}
              errors={errors[field.name]}
            />
          ))}
        </fieldset>
      )}
    </div>
  );
}
