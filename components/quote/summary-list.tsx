/** Label and value pairs, '-' for what is still open. */
export function SummaryList({ id, rows }: { id?: string; rows: [string, string][] }) {
  return (
    <dl id={id} className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-slate-700">{term}</dt>
          <dd className="break-words text-slate-900">{detail || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}
