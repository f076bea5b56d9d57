import Link from 'next/link';
import { formatLongDate } from '@/lib/shop-time';
import type { PromotionState, StaffPromotion } from '@/lib/promotions/server';

const headings: Record<PromotionState, string> = {
  running: 'Running',
  upcoming: 'Upcoming',
  ended: 'Ended',
};

/** One group of deals (running, upcoming or ended) as a table, with how often each was used. */
export function PromotionList({
  state,
  promotions,
  productNames,
}: {
  state: PromotionState;
  promotions: StaffPromotion[];
  productNames: ReadonlyMap<string, string>;
}) {
  const headingId = `deals-${state}`;
  return (
    <section aria-labelledby={headingId} className="space-y-2">
      <h2 id={headingId} className="text-lg font-bold">
        {headings[state]} ({promotions.length})
      </h2>
      {promotions.length === 0 ? (
        <p className="text-slate-600">None.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="p-3">
                  Code
                </th>
                <th scope="col" className="p-3">
                  Title
                </th>
                <th scope="col" className="p-3">
                  Off
                </th>
                <th scope="col" className="p-3">
                  Days
                </th>
                <th scope="col" className="p-3">
                  Products
                </th>
                <th scope="col" className="p-3">
                  Used
                </th>
                <th scope="col" className="p-3">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {promotions.map((promotion) => (
                <tr key={promotion.id}>
                  <td className="p-3 font-mono font-semibold">{promotion.code}</td>
                  <td className="p-3">
                    {promotion.title}
                    {promotion.featured ? (
                      <span className="ml-2 text-xs font-semibold text-orange-800">Featured</span>
                    ) : null}
                  </td>
                  <td className="p-3">{promotion.percentOff}%</td>
                  <td className="p-3 whitespace-nowrap">
                    {formatLongDate(promotion.startsOn)} – {formatLongDate(promotion.expiresOn)}
                  </td>
                  <td className="p-3">
                    {promotion.productIds.length === 0
                      ? 'All'
                      : promotion.productIds.map((id) => productNames.get(id) ?? id).join(', ')}
                  </td>
                  <td className="p-3" data-testid="redemptions">
                    {promotion.redemptionCount}
                    {promotion.maxRedemptions ? ` of ${promotion.maxRedemptions}` : ''}
                    {promotion.oncePerCustomer ? ' · once each' : ''}
                  </td>
                  <td className="p-3">
                    <Link
                      href={`/admin/deals/${promotion.id}`}
                      className="font-semibold text-orange-800 underline"
                    >
                      Edit<span className="sr-only"> {promotion.code}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
