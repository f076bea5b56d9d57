import type { PriceTable as PriceTableData } from '@/lib/catalogue';
import { formatDollars, formatQuantity } from '@/lib/pricing';
import { formatUnitPrice } from '@/components/quote/money';
import { belowTheFold } from '@/components/layout/below-the-fold';

/**
 * A product's prices at its listed quantities for each listed size: per piece and total, the
 * figures the wizard shows. Each figure links into the wizard with that size and quantity
 * chosen. On a phone the table scrolls inside its box with the size column held in place.
 */
export function PriceTable({ name, table }: { name: string; table: PriceTableData }) {
  const caption =
    `${name}, ${table.finish} finish: price each and total` +
    (table.discount > 0 ? `, with the ${table.discount}% discount taken` : '');
  return (
    <section {...belowTheFold} aria-labelledby="prices-heading">
      <h2 id="prices-heading" className="text-2xl font-bold text-slate-900">
        Prices
      </h2>
      <p className="mt-2 text-slate-700">
        Choose a price to start your quote with that size and quantity. Shipping in the U.S. is free.
      </p>
      {/* The caption, seen above the box (it would scroll away inside it); read once, as the caption. */}
      <p aria-hidden="true" className="mt-4 text-sm font-medium text-slate-700">
        {caption}
      </p>
      <div
        role="region"
        aria-labelledby="prices-caption"
        tabIndex={0}
        className="mt-2 overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-3 focus-visible:outline-orange-700"
      >
        {/* The cells are styled here once, not on each of their links: a page carries every class twice (HTML and payload). */}
        <table className="w-full border-collapse text-sm [&_td]:border-t [&_td]:border-slate-200 [&_td]:p-0 [&_th]:border-t [&_th]:border-slate-200 [&_th]:px-3 [&_th]:py-2 [&_th[scope=row]]:shadow-[1px_0_0_var(--color-slate-200)] [&_a]:block [&_a]:px-3 [&_a]:py-2 [&_a]:whitespace-nowrap [&_a]:text-slate-700 [&_a:focus-visible]:outline-3 [&_a:focus-visible]:-outline-offset-3 [&_a:focus-visible]:outline-orange-700 [&_a:hover]:bg-orange-50 [&_b]:block [&_b]:text-slate-900">
          <caption id="prices-caption" className="sr-only">
            {caption}
          </caption>
          <thead className="bg-slate-50 text-left">
            <tr>
              <th scope="col" className="sticky left-0 bg-slate-50 shadow-[1px_0_0_var(--color-slate-200)]">
                Size
              </th>
              {table.quantities.map((quantity) => (
                <th key={quantity} scope="col" className="whitespace-nowrap">
                  {formatQuantity(quantity)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.size}>
                <th scope="row" className="sticky left-0 bg-white text-left font-semibold whitespace-nowrap">
                  {row.label}
                </th>
                {row.cells.map((cell) => (
                  <td key={cell.quantity}>
                    <a
                      href={cell.href}
                      aria-label={`${row.label}, ${formatQuantity(cell.quantity)}: ${formatDollars(cell.total)} (${formatUnitPrice(cell.total, cell.quantity)})`}
                    >
                      <b>{formatUnitPrice(cell.total, cell.quantity)}</b>
                      {formatDollars(cell.total)}
                    </a>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
