import type { Metadata } from 'next';
import Link from 'next/link';
import { JobTicketSheet } from '@/components/admin/tickets/job-ticket-sheet';
import { PrintButton } from '@/components/admin/tickets/print-button';
import { requireStaff } from '@/lib/auth/server';
import { DomainError } from '@/lib/errors';
import { artworkStorage } from '@/lib/storage/server';
import { jobTickets, ticketQuerySchema } from '@/lib/tickets/server';

export const metadata: Metadata = { title: 'Job tickets' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The tickets named by `?numbers=Q-…,Q-…`, or why there are none. */
async function ticketsOf(numbers: string | string[] | undefined) {
  const query = ticketQuerySchema.safeParse({
    numbers: Array.isArray(numbers) ? numbers.join(',') : numbers,
  });
  if (!query.success) return { problem: query.error.issues[0]?.message ?? 'Name at least one quote number.' };
  try {
    return { numbers: query.data.numbers, tickets: await jobTickets(query.data.numbers) };
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'not_found') return { problem: error.message };
    throw error;
  }
}

export default async function JobTicketsPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const result = await ticketsOf((await searchParams).numbers);
  if (!result.tickets) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-extrabold tracking-tight">Job tickets</h1>
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {result.problem}
        </p>
        <Link href="/admin" className="font-semibold text-orange-800 underline">
          ← All quotes
        </Link>
      </div>
    );
  }
  const storage = artworkStorage();
  const thumbnails = await Promise.all(
    result.tickets.map((ticket) =>
      ticket.artwork.thumbnailRef ? storage.downloadUrl(ticket.artwork.thumbnailRef) : undefined,
    ),
  );
  const pdfHref = `/admin/tickets/pdf?numbers=${encodeURIComponent(result.numbers.join(','))}`;
  return (
    <div className="space-y-6 print:space-y-0">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-2xl font-extrabold tracking-tight">
          {result.tickets.length === 1 ? 'Job ticket' : `${result.tickets.length} job tickets`}
        </h1>
        <div className="flex flex-wrap items-center gap-4">
          <a href={pdfHref} className="font-semibold text-orange-800 underline">
            Download PDF
          </a>
          <PrintButton />
        </div>
      </div>
      {result.tickets.map((ticket, index) => (
        <JobTicketSheet
          key={ticket.number}
          ticket={ticket}
          {...(thumbnails[index] ? { thumbnailUrl: thumbnails[index] } : {})}
        />
      ))}
    </div>
  );
}
