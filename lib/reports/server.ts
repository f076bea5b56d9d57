import 'server-only';
import { z } from 'zod';
import { toCsv } from './csv';
import { periodSchema, type Period } from './period';
import { EXPORTS, REPORTS, reportTable, type ReportId } from './tables';

/**
 * The shop's numbers (issue 35 §4): reports for a period of shop days, each a table (which a
 * chart draws) and a CSV file, and the period's quotes and orders as CSV.
 */
export { defaultPeriod, periodSchema, type Period } from './period';
export { reportTable, reportTitles, type ColumnKind, type ReportId, type ReportTable } from './tables';

/** `?report=&from=&to=` of a CSV export. */
export const reportExportSchema = z.intersection(
  z.object({ report: z.enum([...REPORTS, ...EXPORTS], { error: 'Choose one of the reports.' }) }),
  periodSchema,
);

/**
 * A report as a CSV file, named for what it holds and when. It starts with a byte order mark:
 * without one, Excel reads UTF-8 as the PC's old code page and garbles every accented name.
 */
export async function reportCsv(id: ReportId, period: Period): Promise<{ fileName: string; text: string }> {
  const table = await reportTable(id, period);
  return {
    fileName: `${id}-${period.from}-to-${period.to}.csv`,
    text: `\uFEFF${toCsv(
      table.columns.map((column) => column.label),
      table.rows,
    )}`,
  };
}
