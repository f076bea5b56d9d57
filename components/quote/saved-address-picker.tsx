// Not the area's entry: that carries the address schema, and with it zod, into the wizard's scripts.
import { addressLines } from '@/lib/account-data';
import { ChoiceGroup } from './fields';
import { NEW_ADDRESS } from './saved-address-choice';
import type { SavedAddressChoices } from './use-saved-addresses';

/** The saved addresses to pick from, and "A new address" to type one; nothing for a guest. */
export function SavedAddressPicker({ saved }: { saved: SavedAddressChoices }) {
  if (saved.addresses.length === 0) return null;
  return (
    <div className="sm:col-span-2">
      <ChoiceGroup
        name="savedAddress"
        legend="Your saved addresses"
        options={[
          ...saved.addresses.map((address) => ({
            value: address.id,
            label: addressLines(address).join(', '),
            hint: address.isDefault ? 'Default' : undefined,
          })),
          { value: NEW_ADDRESS, label: 'A new address' },
        ]}
        value={saved.chosen}
        onChange={saved.choose}
      />
    </div>
  );
}

/** For a signed-in customer typing a new address: keep it in the account with the quote. */
export function SaveAddressChoice({ saved }: { saved: SavedAddressChoices }) {
  if (!saved.signedIn || saved.chosen !== NEW_ADDRESS) return null;
  if (saved.full) {
    return (
      <p className="text-sm text-slate-700 sm:col-span-2">
        You have {saved.limit} saved addresses, the most an account keeps: this one is used for this quote
        only.
      </p>
    );
  }
  return (
    <label className="flex items-center gap-2 text-slate-800 sm:col-span-2">
      <input
        type="checkbox"
        checked={saved.saveNew}
        onChange={(event) => saved.setSaveNew(event.target.checked)}
        className="h-4 w-4 accent-orange-700 focus-visible:ring-2 focus-visible:ring-orange-700"
      />
      Save this address to my account
    </label>
  );
}
