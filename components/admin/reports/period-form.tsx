import { buttonClass } from '@/components/ui/button';

const inputClass =
  'mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus:ring-2 focus:ring-orange-700 focus:outline-none aria-[invalid=true]:border-red-700';

type Values = { from: string; to: string };

function DateField({
  name,
  label,
  value,
  error,
  focused = false,
}: {
  name: keyof Values;
  label: string;
  value: string;
  error?: string;
  /** The first field a refusal names: focused on arrival, so its message is read out with it. */
  focused?: boolean;
}) {
  const id = `period-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        defaultValue={value}
        required
        autoFocus={focused}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The reports' period: two shop days, both included; a refused period says why, keeping what was typed. */
export function PeriodForm({ values, errors }: { values: Values; errors: Partial<Values> }) {
  const problem = errors.from ?? errors.to;
  return (
    <form method="get" action="/admin/reports" aria-label="Period" className="space-y-2">
      {problem ? (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <DateField
          name="from"
          label="First day"
          value={values.from}
          focused={Boolean(errors.from)}
          {...(errors.from ? { error: errors.from } : {})}
        />
        <DateField
          name="to"
          label="Last day"
          value={values.to}
          focused={!errors.from && Boolean(errors.to)}
          {...(errors.to ? { error: errors.to } : {})}
        />
        <button type="submit" className={buttonClass('primary', 'compact')}>
          Show figures
        </button>
      </div>
      <p className="text-sm text-slate-600">Days in shop time (Pacific); weeks run Monday to Sunday.</p>
    </form>
  );
}
