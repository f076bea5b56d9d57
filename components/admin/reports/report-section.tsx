import { Section } from '@/components/admin/quote-sections';
import type { Period, ReportId, ReportTable } from '@/lib/reports/server';
import { BarChart } from './bar-chart';
import { formatReportValue } from './report-values';

/** One report: its charts (each of some columns of the table), its table, and its CSV download. */
export function ReportSection({
  id,
  title,
  table,
  charts,
  period,
  empty,
}: {
  id: ReportId;
  title: string;
  table: ReportTable;
  charts: number[][];
  period: Period;
  empty: string;
}) {
  const [labelColumn] = table.columns;
  const csvHref = `/admin/reports/csv?${new URLSearchParams({ report: id, ...period })}`;
  return (
    <Section id={`report-${id}`} title={title}>
      {table.rows.length === 0 ? (
        <p className="text-slate-600">{empty}</p>
      ) : (
        <div className="space-y-4">
          {charts.map((charted) => (
            <BarChart
              key={charted.join()}
              labels={table.rows.map((row) => formatReportValue(labelColumn!.kind, row[0]))}
              series={charted.map((column) => ({
                name: table.columns[column]!.label,
                values: table.rows.map((row) => (typeof row[column] === 'number' ? row[column] : null)),
              }))}
              format={(value) => formatReportValue(table.columns[charted[0]!]!.kind, value)}
            />
          ))}
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {table.columns.map((column, index) => (
                    <th
                      key={column.label}
                      scope="col"
                      className={`px-3 py-2 ${index > 0 ? 'text-right' : ''}`}
                    >
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {table.rows.map((row, rowIndex) => (
                  <tr key={rowIndex}>
                    {row.map((cell, index) =>
                      index === 0 ? (
                        <th key={index} scope="row" className="px-3 py-2 font-semibold">
                          {formatReportValue(table.columns[index]!.kind, cell)}
                        </th>
                      ) : (
                        <td key={index} className="px-3 py-2 text-right tabular-nums">
                          {formatReportValue(table.columns[index]!.kind, cell)}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
      <p className="mt-3">
        <a href={csvHref} className="font-semibold text-orange-800 underline" download>
          Download “{title}” as CSV
        </a>
      </p>
    </Section>
  );
}
