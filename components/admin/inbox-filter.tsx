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

/** What the quote searches match (lib/orders quoteSearchCondition). */
export const QUOTE_SEARCH_HINT = 'Quote number, customer name or e-mail (the start of it is enough).';

/** The console's search box (`q`), labelled Search, with a hint saying what it matches. */
export function SearchField({ id, value, hint }: { id: string; value: string | undefined; hint: string }) {
  return (
    <div className="min-w-0 flex-1 basis-60">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        Search
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={value ?? ''}
        aria-describedby={`${id}-hint`}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base focus:ring-2 focus:ring-orange-700 focus:outline-none"
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}
