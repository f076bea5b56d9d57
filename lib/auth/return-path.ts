/**
 * Where a sign-in returns to when a page sent the visitor to log in (a guarded page, a fresh
 * sign-in for "Your data", a company invitation's link). Only the account's and the console's
 * own pages qualify, with a plain query: the path comes from the address bar, so anything
 * else (another site, `//host`, a backslash, `..`) would make the login an open redirect.
 */
const RETURN_PATH = /^\/(?:dashboard|admin)(?:\/[A-Za-z0-9-]+)*(?:\?[A-Za-z0-9._~%=&+-]*)?$/;

/** Whether `path` is one of the console's pages (staff return only there, customers never). */
export function isConsolePath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin?');
}

export const RETURN_PATH_PARAM = 'next';

/** `value` if a sign-in may return there, else undefined. */
export function returnPathFrom(value: unknown): string | undefined {
  return typeof value === 'string' && RETURN_PATH.test(value) ? value : undefined;
}

/** The login page that returns to `returnTo` once signed in, with the e-mail filled in if known. */
export function loginReturningTo(returnTo: string, username?: string): string {
  return `/login?${new URLSearchParams({ ...(username && { username }), [RETURN_PATH_PARAM]: returnTo })}`;
}
