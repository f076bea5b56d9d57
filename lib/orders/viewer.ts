import 'server-only';
import { headers } from 'next/headers';
import { getServerSession } from '@/lib/auth';
import { clientAddress } from '@/lib/http';
import type { QuoteViewer } from './access';

/** The viewer of the current request (pages and actions): its session, link token and address. */
export async function currentViewer(accessToken?: string): Promise<QuoteViewer> {
  const [user, requestHeaders] = await Promise.all([getServerSession(), headers()]);
  // clientAddress reads the forwarding chain the same way for pages as for route handlers.
  const address = clientAddress(new Request('http://viewer.invalid/', { headers: requestHeaders }));
  return { ...(user ? { user } : {}), ...(accessToken ? { accessToken } : {}), address };
}
