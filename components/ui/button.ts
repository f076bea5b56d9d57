export type ButtonVariant = 'primary' | 'secondary';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-orange-700 text-white shadow-sm hover:bg-orange-800',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-50',
};

/** The one button look of the site, for buttons and for links that act as buttons. */
export function buttonClass(variant: ButtonVariant = 'primary'): string {
  return `inline-flex items-center justify-center rounded-md px-5 py-2.5 text-sm font-semibold ${variants[variant]}`;
}
