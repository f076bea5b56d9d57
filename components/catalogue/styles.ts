/** Button looks shared by catalogue links and buttons (orange-700 keeps 4.5:1 contrast). */
export const primaryButton =
  'inline-flex items-center justify-center rounded-md bg-orange-700 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-800';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50';
