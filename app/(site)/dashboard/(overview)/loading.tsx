/** Shown inside the site shell while the dashboard checks the session and reads the quotes. */
export default function DashboardLoading() {
  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 pt-8 pb-16" role="status" aria-live="polite">
      <p className="sr-only">Loading your account…</p>
      <div aria-hidden="true" className="space-y-3">
        <div className="h-9 w-72 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-96 max-w-full animate-pulse rounded bg-slate-100" />
      </div>
      <div aria-hidden="true" className="h-40 animate-pulse rounded-lg bg-slate-100" />
      <div aria-hidden="true" className="h-64 animate-pulse rounded-lg bg-slate-100" />
    </div>
  );
}
