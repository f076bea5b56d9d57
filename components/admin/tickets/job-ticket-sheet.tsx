import { Facts } from '@/components/admin/quote-sections';
import { formatDateTime } from '@/components/admin/format';
import type { TicketView } from '@/lib/tickets/server';
import { QrCode } from './qr-code';

/** One order's job ticket, a sheet of its own when printed. */
export function JobTicketSheet({ ticket, thumbnailUrl }: { ticket: TicketView; thumbnailUrl?: string }) {
  const { customer } = ticket;
  const headingId = `ticket-${ticket.number}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-300 bg-white p-4 break-inside-avoid sm:p-6 print:rounded-none print:border-0 print:p-0 print:break-after-page"
    >
      <header className="flex items-start justify-between gap-4 border-b border-slate-300 pb-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-slate-600">Job ticket</p>
          <h2 id={headingId} className="font-mono text-2xl font-extrabold break-all">
            {ticket.number}
          </h2>
          <p className="mt-1 text-slate-700">
            {ticket.stage} · {ticket.readyBy}
          </p>
        </div>
        <QrCode value={ticket.consoleUrl} label={`QR code: the console page of ${ticket.number}`} />
      </header>

      <div className="mt-4 grid gap-6 md:grid-cols-[1fr_auto] print:grid-cols-[1fr_auto]">
        <div className="min-w-0 space-y-5">
          <section aria-labelledby={`${headingId}-customer`}>
            <h3 id={`${headingId}-customer`} className="font-bold">
              Customer
            </h3>
            <div className="mt-2">
              <Facts
                items={[
                  ['Name', customer.name],
                  ...(customer.company ? ([['Company', customer.company]] as [string, string][]) : []),
                  ...(customer.purchaseOrder
                    ? ([['PO number', customer.purchaseOrder]] as [string, string][])
                    : []),
                  ['E-mail', customer.email],
                  ['Phone', customer.phone],
                ]}
              />
            </div>
          </section>
          <section aria-labelledby={`${headingId}-job`}>
            <h3 id={`${headingId}-job`} className="font-bold">
              Job
            </h3>
            <div className="mt-2">
              <Facts
                items={[
                  ...ticket.details.map(({ label, value }): [string, string] => [label, value]),
                  ['Artwork file', ticket.artwork.fileName ?? 'Not sent yet'],
                  [
                    'Approved proof',
                    ticket.approvedProofVersion
                      ? `Version ${ticket.approvedProofVersion}`
                      : 'None approved yet',
                  ],
                  ['Due', ticket.readyBy],
                  ['Fulfillment', ticket.fulfilment],
                  ...(ticket.address ? ([['Ship to', ticket.address]] as [string, string][]) : []),
                ]}
              />
            </div>
          </section>
        </div>
        {thumbnailUrl ? (
          // A signed, short-lived link to the stored picture: next/image cannot optimise it.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={thumbnailUrl}
            alt={`Artwork of ${ticket.number}`}
            className="max-h-48 w-48 max-w-full self-start rounded border border-slate-200 object-contain"
          />
        ) : null}
      </div>

      <section aria-labelledby={`${headingId}-check`} className="mt-5">
        <h3 id={`${headingId}-check`} className="font-bold">
          Artwork check
        </h3>
        <p className="mt-1">
          {ticket.preflight
            ? `${ticket.preflight.status}. ${ticket.preflight.messages.join(' ')}`.trim()
            : 'Not checked.'}
        </p>
      </section>

      {ticket.notes.length > 0 ? (
        <section aria-labelledby={`${headingId}-notes`} className="mt-5">
          <h3 id={`${headingId}-notes`} className="font-bold">
            Staff notes
          </h3>
          <ol className="mt-1 space-y-2">
            {ticket.notes.map((note, index) => (
              <li key={index} className="border-l-4 border-slate-200 pl-3">
                <p className="text-sm text-slate-600">
                  {formatDateTime(note.at)} · {note.author}
                </p>
                <p className="whitespace-pre-line">{note.text}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </article>
  );
}
