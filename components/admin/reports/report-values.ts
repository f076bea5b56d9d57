import type { ColumnKind } from '@/lib/reports/server';
import type { CsvCell } from '@/lib/reports';
import { formatDollars, formatQuantity } from '@/lib/pricing';

// Weeks are calendar days (YYYY-MM-DD), read at noon UTC and printed in UTC: the same day everywhere.
const weekFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A report cell as the page shows it; a figure there is no data for reads as a dash. */
export function formatReportValue(kind: ColumnKind, value: CsvCell): string {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'string')
    return kind === 'week' ? weekFormat.format(new Date(`${value}T12:00:00Z`)) : value;
  switch (kind) {
    case 'dollars':
      return formatDollars(value);
    case 'percent':
      return `${value.toFixed(1)}%`;
    case 'hours':
      return value >= 48 ? `${(value / 24).toFixed(1)} days` : `${value.toFixed(1)} hours`;
    default:
      return formatQuantity(value);
  }
}
