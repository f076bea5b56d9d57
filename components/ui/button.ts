export type ButtonVariant = 'primary' | 'secondary';
export type ButtonSize = 'compact' | 'regular' | 'large';

const variants: Record<ButtonVariant, string> = {
  // orange-700 on white keeps 4.5:1 contrast.
  // Disabled: grey with dark text, still readable (4.5:1), and clearly not clickable.
  primary:
    'bg-orange-700 text-white shadow-sm hover:bg-orange-800 disabled:bg-slate-400 disabled:text-slate-900 disabled:shadow-none',
  secondary: 'border border-slate-300 bg-white text-slate-900 hover:border-slate-400 hover:bg-slate-50',
};

const sizes: Record<ButtonSize, string> = {
  compact: 'px-4 py-2 text-sm',
  regular: 'px-5 py-2.5 text-sm',
  large: 'px-6 py-3',
};

/** The one button look of the site, for buttons and for links that act as buttons. */
export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'regular'): string {
  return `inline-flex items-center justify-center rounded-md font-semibold disabled:cursor-not-allowed ${variants[variant]} ${sizes[size]}`;
}
