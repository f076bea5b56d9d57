import { SHOP_TIME_ZONE } from '@/lib/constants';
import type { DocumentLink } from '@/lib/documents/server';
import { formatDollars } from '@/lib/pricing';

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });

/**
 * A quote's invoices and receipts, each with its PDF: the same table for staff and customer.
 * `empty` is said when there is none (nothing at all without it).
 */
export function DocumentList({ documents, empty }: { documents: DocumentLink[]; empty?: string }) {
  if (documents.length === 0) return empty ? <p className="text-slate-600">{empty}</p> : null;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Document
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              Number
            </th>
            {/* The date is on the PDF: a phone's table keeps to what fits. */}
            <th scope="col" className="hidden py-2 pr-4 font-semibold sm:table-cell">
              Date
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              Total
            </th>
            <th scope="col" className="py-2 font-semibold">
              <span className="sr-only">Download</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {documents.map((document) => (
            <tr key={document.fileName}>
              <td className="py-2 pr-4">{document.label}</td>
              <td className="py-2 pr-4 font-mono">{document.number}</td>
              <td className="hidden py-2 pr-4 whitespace-nowrap sm:table-cell">
                {day.format(document.issuedAt)}
              </td>
              <td className="py-2 pr-4 text-right">{formatDollars(document.totalCents / 100)}</td>
              <td className="py-2">
                <a
                  href={document.href}
                  download={document.fileName}
                  // Short on screen so the table fits a phone; its name says which document.
                  aria-label={`Download ${document.label.toLowerCase()} ${document.number} (PDF)`}
                  className="font-semibold text-orange-800 underline hover:text-orange-900"
                >
                  PDF
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
