import { requireStaffForRoute } from '@/lib/auth/server';
import { apiRoute, fileResponse, parseInput } from '@/lib/http/server';
import { jobTicketsPdf, ticketQuerySchema } from '@/lib/tickets/server';

export const dynamic = 'force-dynamic';

/**
 * Job tickets as one PDF, e.g. /admin/tickets/pdf?numbers=Q-…,Q-…: staff only (anyone else
 * gets 404), a ticket per page. Personal data: never stored by a cache.
 */
export const GET = apiRoute(
  async (request) => {
    await requireStaffForRoute(request);
    const { numbers } = parseInput(ticketQuerySchema, {
      numbers: new URL(request.url).searchParams.get('numbers') ?? undefined,
    });
    const fileName = numbers.length === 1 ? `job-ticket-${numbers[0]}.pdf` : 'job-tickets.pdf';
    return fileResponse(await jobTicketsPdf(numbers), 'application/pdf', 'private, no-store', {
      'Content-Disposition': `inline; filename="${fileName}"`,
    });
  },
  { stateChanging: false },
);
