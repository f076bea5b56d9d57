import type { SessionTokens } from './verify';

/** Reads one cookie by name: Next's `cookies()` and `request.cookies` both fit. */
export type CookieReader = { get(name: string): { value: string } | undefined };

/** A reader over a raw `Cookie` header, for code that has a plain Request (route handlers). */
export function cookieHeaderReader(header: string | null): CookieReader {
  const values = new Map<string, string>();
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const raw = pair.slice(separator + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // A value that is not URI-encoded is used as it is.
    }
    values.set(pair.slice(0, separator).trim(), value);
  }
  return { get: (name) => (values.has(name) ? { value: values.get(name)! } : undefined) };
}

/**
 * The cookie name as Amplify's js-cookie writes it: URI-encoded, with a few characters left
 * as they are. Next does not decode cookie names, so lookups must encode the same way.
 */
export function amplifyCookieName(name: string): string {
  return encodeURIComponent(name)
    .replace(/%(2[346B]|5E|60|7C)/g, decodeURIComponent)
    .replace(/[()]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The tokens Amplify (`ssr: true`) keeps in cookies for the last signed-in user of a client. */
export function readSessionTokens(cookies: CookieReader, clientId: string): SessionTokens | undefined {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  const user = cookies.get(amplifyCookieName(`${prefix}.LastAuthUser`))?.value;
  if (!user) return undefined;
  const idToken = cookies.get(amplifyCookieName(`${prefix}.${user}.idToken`))?.value;
  const accessToken = cookies.get(amplifyCookieName(`${prefix}.${user}.accessToken`))?.value;
  return idToken && accessToken ? { idToken, accessToken } : undefined;
}
