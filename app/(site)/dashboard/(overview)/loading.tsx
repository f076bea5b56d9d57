/** Shown below the greeting and the account's details (layout.tsx) while the quotes are read. */
export default function DashboardLoading() {
  return (
    <div role="status" aria-live="polite">
      <p className="sr-only">Loading your quote requests…</p>
      <div aria-hidden="true" className="h-64 animate-pulse rounded-lg bg-slate-100" />
    </div>
  );
}
