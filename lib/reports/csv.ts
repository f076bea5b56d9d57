/**
 * CSV as spreadsheets read it (RFC 4180: CRLF lines, fields quoted when they hold a comma, a
 * quote or a line break, quotes doubled), safe to open: a text cell starting with = + - @,
 * TAB or CR would run as a formula in Excel or Sheets, so it gets a leading apostrophe and
 * reads as the text it is. Numbers are the shop's own figures and stay numbers.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: the header row, then the rows, each line ending CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
