import { ActionForm, SubmitButton } from '@/components/admin/action-form';
import type { FormAction } from '@/components/admin/form-state';
import { SAVED_ADDRESS_LIMIT, addressLines, type SavedAddress } from '@/lib/account-data';
import { AccountPage, BackToDashboard } from './account-page';
import { AddressFields } from './address-fields';

/** The account's address book: each address with its edit, default and delete, and the form to add one. */
export function SavedAddresses({
  addresses,
  save,
  makeDefault,
  remove,
}: {
  addresses: SavedAddress[];
  save: FormAction;
  makeDefault: FormAction;
  remove: FormAction;
}) {
  const full = addresses.length >= SAVED_ADDRESS_LIMIT;
  return (
    <AccountPage
      title="Saved addresses"
      intro={[
        `The quote form offers these when your order is shipped or dropped off. Each quote keeps its own copy, so changing an address here never changes an order. You can keep up to ${SAVED_ADDRESS_LIMIT}.`,
      ]}
    >
      <section aria-labelledby="addresses-heading" className="space-y-4">
        <h2 id="addresses-heading" className="text-xl font-bold text-slate-900">
          Your addresses
        </h2>
        {addresses.length === 0 ? (
          <p className="text-slate-700">You have not saved an address yet.</p>
        ) : (
          <ul aria-label="Your addresses" className="space-y-4">
            {addresses.map((address) => (
              <li key={address.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <address className="text-slate-900 not-italic">
                    {addressLines(address).map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                  {address.isDefault ? (
                    <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
                      Default
                    </span>
                  ) : null}
                </div>
                <div className="flex flex-wrap gap-3">
                  {address.isDefault ? null : (
                    <ActionForm action={makeDefault} label={`Make ${address.address1} the default`}>
                      <input type="hidden" name="id" value={address.id} />
                      <SubmitButton variant="secondary">Make default</SubmitButton>
                    </ActionForm>
                  )}
                  <ActionForm action={remove} label={`Delete ${address.address1}`}>
                    <input type="hidden" name="id" value={address.id} />
                    <SubmitButton variant="secondary">Delete</SubmitButton>
                  </ActionForm>
                </div>
                <details className="rounded-md bg-slate-50 p-3">
                  <summary className="cursor-pointer font-semibold text-orange-800 focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:outline-none">
                    Edit this address
                  </summary>
                  <ActionForm action={save} label={`Edit ${address.address1}`} className="mt-3 space-y-4">
                    <AddressFields idPrefix={`address-${address.id}`} address={address} />
                    <SubmitButton>Save address</SubmitButton>
                  </ActionForm>
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="add-address-heading" className="space-y-4">
        <h2 id="add-address-heading" className="text-xl font-bold text-slate-900">
          Add an address
        </h2>
        {full ? (
          <p className="text-slate-700">
            You have {SAVED_ADDRESS_LIMIT} saved addresses, the most an account keeps. Delete one you no
            longer use to add another.
          </p>
        ) : (
          <ActionForm action={save} label="Add an address" className="space-y-4">
            <AddressFields idPrefix="new-address" />
            <SubmitButton>Add address</SubmitButton>
          </ActionForm>
        )}
      </section>
      <BackToDashboard />
    </AccountPage>
  );
}
