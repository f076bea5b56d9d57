/** One of the inbox's filters: a labelled choice of a value, or any (when `any` names that choice). */
export function InboxFilter({
  id,
  name,
  label,
  value,
  any,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  /** The choice that filters nothing, e.g. "All stages". */
  any?: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="basis-48">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus:ring-2 focus:ring-orange-700 focus:outline-none"
      >
        {any ? <option value="">{any}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {/* Lines the selects up with the search field, whose hint takes this room. */}
      <p className="mt-1 text-sm text-transparent select-none" aria-hidden="true">
        .
      </p>
    </div>
  );
}
