import { fulfillmentOptions } from '@/content/quote-products';
import { shippingCountry, usStates } from '@/content/us-states';
import { COMPANY_NAME_MAX_LENGTH, PO_NUMBER_MAX_LENGTH, ZIP_LENGTH } from '@/lib/constants';
import { clearedAddress, needsAddress } from '../draft';
import { ChoiceGroup, SelectField, TextField } from '../fields';
import { SaveAddressChoice, SavedAddressPicker } from '../saved-address-picker';
import type { SavedAddressChoices } from '../use-saved-addresses';
import type { StepProps } from './step-props';

type Props = StepProps & {
  /** "Ready by ..." or "Delivered by ..." for a fulfillment method. */
  readyBy: (method: string) => string;
  /** A signed-in customer's saved addresses (none for a guest). */
  saved: SavedAddressChoices;
};

const contactFields = [
  { name: 'contactName', label: 'Name', type: 'text', autoComplete: 'name' },
  { name: 'contactEmail', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'contactPhone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  // Business buyers: printed on every document of the order.
  {
    name: 'companyName',
    label: 'Company name',
    type: 'text',
    autoComplete: 'organization',
    optional: true,
    maxLength: COMPANY_NAME_MAX_LENGTH,
  },
  {
    name: 'poNumber',
    label: 'PO number',
    type: 'text',
    autoComplete: 'off',
    optional: true,
    maxLength: PO_NUMBER_MAX_LENGTH,
  },
] as const;

const streetFields = [
  { name: 'shippingAddress1', label: 'Address line 1', autoComplete: 'address-line1' },
  { name: 'shippingAddress2', label: 'Address line 2', autoComplete: 'address-line2', optional: true },
  { name: 'shippingCity', label: 'City', autoComplete: 'address-level2' },
] as const;

const stateOptions = usStates.map((state) => ({ value: state.code, label: state.name }));

/** Contact details, how the order reaches the customer, and the address when it travels. */
export function ContactStep({ heading, draft, errors, onChange, readyBy, saved }: Props) {
  // Pickup needs no address: one typed for drop-off or shipping is not kept.
  const chooseFulfillment = (fulfillmentMethod: string) =>
    onChange(
      fulfillmentMethod === 'pickup' ? { fulfillmentMethod, ...clearedAddress() } : { fulfillmentMethod },
    );
  return (
    <div className="space-y-6">
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-3 text-lg font-semibold text-slate-900">{heading}</legend>
        {contactFields.map((field) => (
          <TextField
            key={field.name}
            id={field.name}
            label={field.label}
            type={field.type}
            autoComplete={field.autoComplete}
            optional={'optional' in field}
            maxLength={'maxLength' in field ? field.maxLength : undefined}
            value={draft[field.name]}
            onChange={(typed) => onChange({ [field.name]: typed })}
            errors={errors[field.name]}
          />
        ))}
      </fieldset>
      <ChoiceGroup
        name="fulfillmentMethod"
        legend="How would you like to receive your order?"
        options={fulfillmentOptions.map((option) => ({ ...option, hint: readyBy(option.value) }))}
        value={draft.fulfillmentMethod}
        onChange={chooseFulfillment}
        errors={errors.fulfillmentMethod}
      />
      {needsAddress(draft) && (
        <fieldset id="step-address" className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-3 text-lg font-semibold text-slate-900">
            {draft.fulfillmentMethod === 'ship' ? 'Shipping address' : 'Drop-off address'}
          </legend>
          {draft.fulfillmentMethod === 'ship' && (
            <p className="text-sm text-slate-700 sm:col-span-2">
              Shipping is free anywhere in the United States (the 50 states and Washington, D.C.).
            </p>
          )}
          <SavedAddressPicker saved={saved} />
          {streetFields.map((field) => (
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
          <SelectField
            id="shippingState"
            label="State"
            prompt="Choose a state"
            options={stateOptions}
            autoComplete="address-level1"
            value={draft.shippingState}
            onChange={(shippingState) => onChange({ shippingState })}
            errors={errors.shippingState}
          />
          <TextField
            id="shippingPostalCode"
            label="ZIP code"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={ZIP_LENGTH}
            value={draft.shippingPostalCode}
            onChange={(shippingPostalCode) => onChange({ shippingPostalCode })}
            errors={errors.shippingPostalCode}
          />
          <TextField
            id="shippingCountry"
            label="Country"
            autoComplete="country-name"
            readOnly
            value={shippingCountry.name}
            onChange={() => undefined}
            errors={errors.shippingCountry}
          />
          <SaveAddressChoice saved={saved} />
        </fieldset>
      )}
    </div>
  );
}
