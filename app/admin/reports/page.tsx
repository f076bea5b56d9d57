import type { Metadata } from 'next';
import { PeriodForm } from '@/components/admin/reports/period-form';
import { ReportSection } from '@/components/admin/reports/report-section';
import { requireStaff } from '@/lib/auth/server';
import {
  defaultPeriod,
  periodSchema,
  reportTable,
  reportTitles,
  type Period,
  type ReportId,
} from '@/lib/reports/server';
import { shopDay } from '@/lib/shop-time';

export const metadata: Metadata = { title: 'Reports' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/** Each report, the table columns its charts draw, and what it says when the period has nothing. */
const shown: { id: ReportId; charts: number[][]; empty: string }[] = [
  { id: 'weekly', charts: [[1, 2], [3]], empty: 'No week in this period.' },
  { id: 'conversion', charts: [[3]], empty: 'No week in this period.' },
  { id: 'turnaround', charts: [[2]], empty: 'No quote in this period.' },
  { id: 'proof-rounds', charts: [[1]], empty: 'No order from a quote of this period yet.' },
  { id: 'top-products', charts: [[1, 2]], empty: 'No quote in this period.' },
];

export default async function ReportsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const params = await searchParams;
  const asked = params.from !== undefined || params.to !== undefined;
  const values = asked
    ? { from: text(params.from), to: text(params.to) }
    : defaultPeriod(shopDay(new Date()));
  const parsed = periodSchema.safeParse(values);
  const errors = parsed.success
    ? {}
    : Object.fromEntries(
        parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'from'), issue.message]),
      );
  const period: Period | undefined = parsed.success ? parsed.data : undefined;
  const tables = period ? await Promise.all(shown.map(({ id }) => reportTable(id, period))) : [];
  const exportHref = (id: ReportId) =>
    period ? `/admin/reports/csv?${new URLSearchParams({ report: id, ...period })}` : '';

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-extrabold tracking-tight">Reports</h1>
      <PeriodForm values={values} errors={errors} />
      {period ? (
        <>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <a href={exportHref('quotes')} className="font-semibold text-orange-800 underline" download>
                Export the period’s quotes (CSV)
              </a>
            </li>
            <li>
              <a href={exportHref('orders')} className="font-semibold text-orange-800 underline" download>
                Export the period’s orders (CSV)
              </a>
            </li>
          </ul>
          {shown.map(({ id, charts, empty }, index) => (
            <ReportSection
              key={id}
              id={id}
              title={reportTitles[id]}
              table={tables[index]!}
              charts={charts}
              period={period}
              empty={empty}
            />
          ))}
        </>
      ) : null}
    </div>
  );
}
