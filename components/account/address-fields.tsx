import { CheckboxField, Field, SelectField } from '@/components/admin/action-form';
import { usStates } from '@/content/us-states';
import { addressLimits, type SavedAddress } from '@/lib/account-data';
import { ZIP_LENGTH } from '@/lib/constants';

const stateOptions = [
  { value: '', label: 'Choose a state' },
  ...usStates.map((state) => ({ value: state.code, label: state.name })),
];

/** The fields of a saved address, empty to add one or filled with the one being edited. */
export function AddressFields({ idPrefix, address }: { idPrefix: string; address?: SavedAddress }) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const max = addressLimits.fieldMaxLength;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {address ? <input type="hidden" name="id" value={address.id} /> : null}
      <Field
        name="address1"
        id={id('address1')}
        label="Address line 1"
        autoComplete="address-line1"
        required
        maxLength={max}
        defaultValue={address?.address1}
      />
      <Field
        name="address2"
        id={id('address2')}
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        maxLength={max}
        defaultValue={address?.address2 ?? ''}
      />
      <Field
        name="city"
        id={id('city')}
        label="City"
        autoComplete="address-level2"
        required
        maxLength={max}
        defaultValue={address?.city}
      />
      <SelectField
        name="state"
        id={id('state')}
        label="State"
        options={stateOptions}
        defaultValue={address?.state ?? ''}
      />
      <Field
        name="postalCode"
        id={id('postalCode')}
        label="ZIP code"
        autoComplete="postal-code"
        required
        maxLength={ZIP_LENGTH}
        defaultValue={address?.postalCode}
      />
      <CheckboxField
        name="isDefault"
        id={id('isDefault')}
        label="Use as my default address"
        hint="The quote form fills it in for you."
        defaultChecked={address?.isDefault ?? false}
      />
    </div>
  );
}
