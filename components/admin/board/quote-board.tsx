import Link from 'next/link';
import { ActionForm } from '@/components/admin/action-form';
import type { FormAction } from '@/components/admin/form-state';
import { InboxFilter, QUOTE_SEARCH_HINT, SearchField } from '@/components/admin/inbox-filter';
import { buttonClass } from '@/components/ui/button';
import type { BoardColumn, BoardQuery } from '@/lib/orders/server';
import { stageLabels, type OrderStage } from '@/lib/orders';
import { BoardCard } from './board-card';
import { BulkActions } from './bulk-actions';

/** Columns whose orders can be started or have their tickets printed in bulk. */
const BULK_STAGES: readonly OrderStage[] = ['approved', 'in_production'];

const countText = (column: BoardColumn) =>
  `${column.count.toLocaleString('en-US')}${column.overCap ? '+' : ''}`;

/**
 * The console's board: a column per open stage with its count and its first cards, soonest
 * due first; the columns scroll sideways inside the page on any width.
 */
export function QuoteBoard({
  columns,
  query,
  now,
  startProduction,
}: {
  columns: BoardColumn[];
  query: BoardQuery;
  now: Date;
  startProduction: FormAction;
}) {
  const search = query.search ? `&q=${encodeURIComponent(query.search)}` : '';
  return (
    <div className="space-y-4">
      <form
        method="get"
        action="/admin"
        className="flex flex-wrap items-end gap-3"
        role="search"
        aria-label="Board"
      >
        <SearchField id="board-search" value={query.search} hint={QUOTE_SEARCH_HINT} />
        <InboxFilter
          id="board-sort"
          name="sort"
          label="Order cards by"
          value={query.sort}
          options={[
            { value: 'due', label: 'Ready-by date' },
            { value: 'newest', label: 'Newest first' },
          ]}
        />
        <div className="pb-7">
          <button type="submit" className={buttonClass('primary', 'compact')}>
            Show
          </button>
        </div>
      </form>

      {/* Every stage's count at a glance, each a jump to its column (most are off screen on a phone). */}
      <nav aria-label="Stages">
        <ul className="flex flex-wrap gap-2 text-sm">
          {columns.map((column) => (
            <li key={column.stage}>
              <a
                href={`#column-${column.stage}`}
                className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-orange-700 focus-visible:outline-none"
              >
                {stageLabels[column.stage]} <span className="text-slate-600">{countText(column)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <ActionForm action={startProduction} label="Orders on the board" className="space-y-3" messageFirst>
        <BulkActions />
        {/* Relative: it contains the columns' visually hidden (absolute) text, which would otherwise reach past the page's edge. */}
        <div className="relative -mx-4 overflow-x-auto px-4 pb-2">
          <div className="flex w-max items-start gap-3">
            {columns.map((column) => (
              <section
                key={column.stage}
                aria-labelledby={`column-${column.stage}`}
                className="w-72 shrink-0 rounded-lg bg-slate-100 p-2"
              >
                <h2
                  id={`column-${column.stage}`}
                  className="flex items-baseline justify-between px-1 pb-2 font-bold"
                >
                  <span>{stageLabels[column.stage]}</span>{' '}
                  <span className="rounded-full bg-white px-2 text-sm font-semibold text-slate-700">
                    {countText(column)}
                    <span className="sr-only"> {column.count === 1 ? 'order' : 'orders'}</span>
                  </span>
                </h2>
                {column.cards.length === 0 ? (
                  <p className="px-1 pb-2 text-sm text-slate-600">None.</p>
                ) : (
                  <ul className="space-y-2">
                    {column.cards.map((card) => (
                      <BoardCard
                        key={card.id}
                        card={card}
                        now={now}
                        selectable={BULK_STAGES.includes(column.stage)}
                      />
                    ))}
                  </ul>
                )}
                {column.overCap || column.count > column.cards.length ? (
                  <Link
                    href={`/admin?view=list&status=${column.stage}${search}`}
                    className="mt-2 inline-block px-1 text-sm font-semibold text-orange-800 underline"
                  >
                    All {countText(column)} in the list
                  </Link>
                ) : null}
              </section>
            ))}
          </div>
        </div>
      </ActionForm>
    </div>
  );
}
