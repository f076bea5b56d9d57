import 'server-only';
import { stageLabels } from '@/lib/orders';
import { paymentStatusLabels } from '@/lib/payments';
import { productName } from '@/lib/quotes';
import type { CsvCell } from './csv';
import type { Period } from './period';
import {
  conversionFigures,
  ordersApproved,
  proofRoundFigures,
  quotesReceived,
  topProductFigures,
  turnaroundFigures,
  weeklyFigures,
} from './queries';

/** How a column's values read: the page formats them, the CSV writes them plain. */
export type ColumnKind = 'text' | 'week' | 'count' | 'dollars' | 'percent' | 'hours';

/** One report as a table: the truth the page's chart draws and the CSV holds. */
export type ReportTable = {
  columns: { label: string; kind: ColumnKind }[];
  rows: CsvCell[][];
};

/** The reports the page shows, each exportable; the two exports are the period's rows themselves. */
export const REPORTS = ['weekly', 'conversion', 'turnaround', 'proof-rounds', 'top-products'] as const;
export const EXPORTS = ['quotes', 'orders'] as const;
export type ReportId = (typeof REPORTS)[number] | (typeof EXPORTS)[number];

export const reportTitles: Record<ReportId, string> = {
  weekly: 'Quotes, orders and revenue per week',
  conversion: 'Conversion from quote to paid',
  turnaround: 'Average time from quote to first proof, approval and shipping',
  'proof-rounds': 'Proof rounds per order',
  'top-products': 'Top products',
  quotes: 'Quotes',
  orders: 'Orders',
};

const dollars = (cents: number) => Math.round(cents) / 100;
const hours = (seconds: number | null) => (seconds === null ? null : Math.round(seconds / 360) / 10);
const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

const turnaroundLabels = {
  first_proof: 'Quote to first proof',
  approval: 'Quote to approval',
  hand_over: 'Quote to shipping (or pickup)',
} as const;

const builders: Record<ReportId, (period: Period) => Promise<ReportTable>> = {
  weekly: async (period) => ({
    columns: [
      { label: 'Week of', kind: 'week' },
      { label: 'Quotes', kind: 'count' },
      { label: 'Orders', kind: 'count' },
      { label: 'Revenue', kind: 'dollars' },
    ],
    rows: (await weeklyFigures(period)).map((row) => [
      row.week,
      row.quotes,
      row.orders,
      dollars(row.revenueCents),
    ]),
  }),
  conversion: async (period) => ({
    columns: [
      { label: 'Week of', kind: 'week' },
      { label: 'Quotes', kind: 'count' },
      { label: 'Paid', kind: 'count' },
      { label: 'Conversion', kind: 'percent' },
    ],
    rows: (await conversionFigures(period)).map((row) => [
      row.week,
      row.quotes,
      row.paid,
      percent(row.paid, row.quotes),
    ]),
  }),
  turnaround: async (period) => ({
    columns: [
      { label: 'Measure', kind: 'text' },
      { label: 'Orders', kind: 'count' },
      { label: 'Average', kind: 'hours' },
    ],
    rows: (await turnaroundFigures(period)).map((row) => [
      turnaroundLabels[row.measure],
      row.orders,
      hours(row.averageSeconds),
    ]),
  }),
  'proof-rounds': async (period) => ({
    columns: [
      { label: 'Proofs sent', kind: 'count' },
      { label: 'Orders', kind: 'count' },
    ],
    rows: (await proofRoundFigures(period)).map((row) => [row.rounds, row.orders]),
  }),
  'top-products': async (period) => ({
    columns: [
      { label: 'Product', kind: 'text' },
      { label: 'Quotes', kind: 'count' },
      { label: 'Orders', kind: 'count' },
      { label: 'Order value', kind: 'dollars' },
    ],
    rows: (await topProductFigures(period)).map((row) => [
      productName(row.product),
      row.quotes,
      row.orders,
      dollars(row.orderValueCents),
    ]),
  }),
  quotes: async (period) => ({
    columns: [
      { label: 'Number', kind: 'text' },
      { label: 'Received', kind: 'text' },
      { label: 'Name', kind: 'text' },
      { label: 'E-mail', kind: 'text' },
      { label: 'Phone', kind: 'text' },
      { label: 'Company', kind: 'text' },
      { label: 'Product', kind: 'text' },
      { label: 'Option', kind: 'text' },
      { label: 'Quantity', kind: 'count' },
      { label: 'Stage', kind: 'text' },
      { label: 'Total', kind: 'dollars' },
      { label: 'Payment', kind: 'text' },
    ],
    rows: (await quotesReceived(period)).map((row) => [
      row.number,
      row.receivedAt,
      row.name,
      row.email,
      row.phone,
      row.company,
      productName(row.product),
      row.productOption,
      row.quantity,
      stageLabels[row.stage],
      dollars(row.totalCents),
      paymentStatusLabels[row.paymentStatus],
    ]),
  }),
  orders: async (period) => ({
    columns: [
      { label: 'Number', kind: 'text' },
      { label: 'Approved', kind: 'text' },
      { label: 'Name', kind: 'text' },
      { label: 'E-mail', kind: 'text' },
      { label: 'Company', kind: 'text' },
      { label: 'Product', kind: 'text' },
      { label: 'Quantity', kind: 'count' },
      { label: 'Stage', kind: 'text' },
      { label: 'Total', kind: 'dollars' },
      { label: 'Paid', kind: 'dollars' },
    ],
    rows: (await ordersApproved(period)).map((row) => [
      row.number,
      row.approvedAt,
      row.name,
      row.email,
      row.company,
      productName(row.product),
      row.quantity,
      stageLabels[row.stage],
      dollars(row.totalCents),
      dollars(row.paidCents),
    ]),
  }),
};

/** One report's table for the period. */
export function reportTable(id: ReportId, period: Period): Promise<ReportTable> {
  return builders[id](period);
}
