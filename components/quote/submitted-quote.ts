/**
 * The answer to a sent quote, kept in this tab's session storage for the confirmation page: the
 * page never looks a quote up by number, so it can show no one else's quote, and a reload of
 * the same tab still shows it.
 */
export type SubmittedQuote = {
  quoteNumber: string;
  contactEmail: string;
  rows: [string, string][];
  readyBy: string;
  artwork: string;
};

/** Also read by the confirmation page's inline script, before its JavaScript loads. */
export const SUBMITTED_QUOTE_STORAGE_KEY = 'coastline.submitted-quote';

export function saveSubmittedQuote(quote: SubmittedQuote): void {
  try {
    window.sessionStorage.setItem(SUBMITTED_QUOTE_STORAGE_KEY, JSON.stringify(quote));
  } catch {
    // Storage disabled: the confirmation page then says where the details are (the e-mail).
  }
}

const isRow = (row: unknown): row is [string, string] =>
  Array.isArray(row) && row.length === 2 && row.every((cell) => typeof cell === 'string');

/** The saved answer as stored (a string, so it can serve as a store snapshot). */
export function savedSubmittedQuote(): string | null {
  try {
    return window.sessionStorage.getItem(SUBMITTED_QUOTE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** A saved answer read back, or undefined when it is missing or not one. */
export function parseSubmittedQuote(text: string | null): SubmittedQuote | undefined {
  try {
    const saved: unknown = JSON.parse(text ?? 'null');
    if (typeof saved !== 'object' || saved === null) return undefined;
    const quote = saved as Record<string, unknown>;
    const texts = ['quoteNumber', 'contactEmail', 'readyBy', 'artwork'] as const;
    if (!texts.every((key) => typeof quote[key] === 'string')) return undefined;
    if (!Array.isArray(quote.rows) || !quote.rows.every(isRow)) return undefined;
    return saved as SubmittedQuote;
  } catch {
    return undefined;
  }
}
