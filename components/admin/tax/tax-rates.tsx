import { ActionForm, Field, SubmitButton } from '@/components/admin/action-form';
import type { FormAction } from '@/components/admin/form-state';
import { formatDateTime } from '@/components/admin/format';
import { shopTaxRegistration } from '@/content/tax';
import { formatRate, PPM_PER_PERCENT, stateName } from '@/lib/tax';
import type { TaxRateRow } from '@/lib/tax/server';

/** The console's Tax page: the states where the shop collects sales tax, and their rates. */
export function TaxRates({
  rates,
  setRate,
  removeRate,
}: {
  rates: TaxRateRow[];
  setRate: FormAction;
  removeRate: FormAction;
}) {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight">Sales tax</h1>
      <p className="max-w-3xl text-slate-600">
        Pickup and drop-off are sales at the shop, taxed at the {stateName(shopTaxRegistration.state)} rate
        (first set to {shopTaxRegistration.place}&apos;s). Shipments are taxed at the rate of the state they
        go to, and not at all where the shop has no rate. A change applies to quotes sent from now on.
      </p>
      <ul
        className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        aria-label="Tax rates"
      >
        {rates.map((rate) => (
          <li key={rate.state} className="flex flex-wrap items-end justify-between gap-4 p-4">
            <div className="min-w-48">
              <p className="font-semibold">
                {stateName(rate.state)}: {formatRate(rate.ratePpm)}
              </p>
              <p className="text-sm text-slate-600">
                {rate.updatedBy === 'seed' ? 'As first set' : `Changed by ${rate.updatedBy}`} ·{' '}
                {formatDateTime(rate.updatedAt)}
              </p>
            </div>
            <ActionForm
              action={setRate}
              className="flex flex-wrap items-end gap-3"
              label={`Change the ${stateName(rate.state)} rate`}
            >
              <input type="hidden" name="state" value={rate.state} />
              <Field
                id={`rate-${rate.state}`}
                name="rate"
                label={`New ${stateName(rate.state)} rate (%)`}
                hint={`Now ${rate.ratePpm / PPM_PER_PERCENT}`}
                required
              />
              <SubmitButton>Change rate</SubmitButton>
            </ActionForm>
            {rate.state === shopTaxRegistration.state ? null : (
              <ActionForm action={removeRate} label={`Remove ${stateName(rate.state)}`}>
                <input type="hidden" name="state" value={rate.state} />
                <SubmitButton variant="secondary">Remove {stateName(rate.state)}</SubmitButton>
              </ActionForm>
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby="add-state-heading" className="max-w-md">
        <h2 id="add-state-heading" className="text-lg font-bold">
          Add a state
        </h2>
        <p className="text-sm text-slate-600">Where the shop has registered to collect sales tax.</p>
        <ActionForm action={setRate} className="mt-3 space-y-3">
          <Field
            id="add-state"
            name="state"
            label="State (two-letter code, e.g. NV)"
            required
            autoComplete="off"
          />
          <Field id="add-rate" name="rate" label="Rate (%, e.g. 8.25)" required autoComplete="off" />
          <SubmitButton>Add state</SubmitButton>
        </ActionForm>
      </section>
    </div>
  );
}
