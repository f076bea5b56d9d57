import { requireStaffForRoute } from '@/lib/auth/server';
import { apiRoute, parseInput } from '@/lib/http/server';
import { reportCsv, reportExportSchema } from '@/lib/reports/server';

export const dynamic = 'force-dynamic';

/**
 * A report, or the period's quotes or orders, as CSV, e.g.
 * /admin/reports/csv?report=weekly&from=2026-09-01&to=2026-11-27: staff only (anyone else gets
 * 404). Customers' names and addresses: never stored by a cache.
 */
export const GET = apiRoute(
  async (request) => {
    await requireStaffForRoute(request);
    const params = new URL(request.url).searchParams;
    const { report, from, to } = parseInput(reportExportSchema, {
      report: params.get('report') ?? undefined,
      from: params.get('from') ?? undefined,
      to: params.get('to') ?? undefined,
    });
    const { fileName, text } = await reportCsv(report, { from, to });
    return new Response(text, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
  { stateChanging: false },
);
