import Link from 'next/link';
import type { Metadata } from 'next';
import { QuoteBoard } from '@/components/admin/board/quote-board';
import { QuoteList } from '@/components/admin/quote-list';
import { requireStaff } from '@/lib/auth/server';
import { boardQuerySchema, loadBoard } from '@/lib/orders/server';
import { startProductionAction } from './actions';

export const metadata: Metadata = { title: 'Orders' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const viewLinkClass = (current: boolean) =>
  `rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:outline-none ${
    current ? 'bg-slate-900 text-white' : 'text-slate-800 underline underline-offset-2 hover:bg-slate-100'
  }`;

/** The console's landing page: the board of open orders by stage, or every quote as a list. */
export default async function OrdersPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const params = await searchParams;
  const list = first(params.view) === 'list';
  const query = boardQuerySchema.parse({ sort: first(params.sort), search: first(params.q) });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight">{list ? 'Quotes' : 'Orders board'}</h1>
        <nav aria-label="Views">
          <ul className="flex gap-1">
            <li>
              <Link href="/admin" aria-current={list ? undefined : 'page'} className={viewLinkClass(!list)}>
                Board
              </Link>
            </li>
            <li>
              <Link
                href="/admin?view=list"
                aria-current={list ? 'page' : undefined}
                className={viewLinkClass(list)}
              >
                List
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      {list ? (
        <QuoteList params={params} />
      ) : (
        <QuoteBoard
          columns={await loadBoard(query)}
          query={query}
          now={new Date()}
          startProduction={startProductionAction}
        />
      )}
    </div>
  );
}
