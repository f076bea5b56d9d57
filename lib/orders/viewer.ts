import 'server-only';
import { headers } from 'next/headers';
import { z } from 'zod';
import { getServerSession, sessionFromRequest } from '@/lib/auth/server';
import { clientAddress, parseInput } from '@/lib/http/server';
import type { QuoteViewer } from './access';

/** The viewer of the current request (pages and actions): its session, link token and address. */
export async function currentViewer(accessToken?: string): Promise<QuoteViewer> {
  const [user, requestHeaders] = await Promise.all([getServerSession(), headers()]);
  // clientAddress reads the forwarding chain the same way for pages as for route handlers.
  const address = clientAddress(new Request('http://viewer.invalid/', { headers: requestHeaders }));
  return { ...(user ? { user } : {}), ...(accessToken ? { accessToken } : {}), address };
}

const accessQuerySchema = z.object({
  /** The e-mailed quote link's token, for guests (the quote page passes it on). */
  access: z.string().min(1).max(200).optional(),
});

/** The viewer of a route handler's request: its session, the link token of its `access` query, its address. */
export async function viewerOfRequest(request: Request): Promise<QuoteViewer> {
  const { access } = parseInput(accessQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
  const user = await sessionFromRequest(request);
  return {
    ...(user ? { user } : {}),
    ...(access ? { accessToken: access } : {}),
    address: clientAddress(request),
  };
}
