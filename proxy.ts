import { NextResponse, type NextRequest } from 'next/server';
import { sessionFromCookies } from '@/lib/auth';

/**
 * Guards the account pages: without a valid session (tokens verified against the configured
 * issuer's key set) the visitor is sent to log in. Next 16 runs this in the Node runtime.
 */
export async function proxy(request: NextRequest) {
  if (await sessionFromCookies(request.cookies)) return NextResponse.next();
  const login = new URL('/login', request.url);
  login.searchParams.set('next', request.nextUrl.pathname);
  return NextResponse.redirect(login);
}

export const config = { matcher: ['/dashboard'] };
