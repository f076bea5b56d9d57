import { cookieHeaderReader } from '@/lib/auth/cookies';
import { amplifyCookies } from './amplify-cookies';

/**
 * The request that server actions and pages read through `next/headers` in a test: whoever the
 * test is acting as. A test file routes next/headers here, then picks the visitor:
 *   jest.mock('next/headers', () => jest.requireActual('@/tests/helpers/request-context').nextHeaders);
 */
const request: { cookie: string; forwardedFor?: string } = { cookie: '' };

/** Acts as the signed-in holder of `tokens` (the cookies Amplify sets), or as a visitor with none. */
export function actAs(tokens: Parameters<typeof amplifyCookies>[0] | undefined): void {
  request.cookie = tokens ? amplifyCookies(tokens) : '';
}

/** Sends exactly this Cookie header: a guest link's access cookie, several sessions', a forged one. */
export function sendCookieHeader(header: string): void {
  request.cookie = header;
}

/** Sends the request from `address` (X-Forwarded-For), as a proxy in front of the shop would. */
export function sendFrom(address: string): void {
  request.forwardedFor = address;
}

export const nextHeaders = {
  cookies: async () => cookieHeaderReader(request.cookie),
  headers: async () =>
    new Headers({
      cookie: request.cookie,
      ...(request.forwardedFor && { 'x-forwarded-for': request.forwardedFor }),
    }),
};
