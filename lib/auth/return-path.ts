/**
 * Where a sign-in returns to when a page sent the customer to log in (a fresh sign-in for
 * "Your data"). Only the account's own pages qualify: the path comes from the address bar,
 * so anything else (another site, `//host`, a backslash, `..`) would make the login an open
 * redirect.
 */
const RETURN_PATH = /^\/dashboard(?:\/[a-z0-9-]+)*$/;

export const RETURN_PATH_PARAM = 'next';

/** `value` if a sign-in may return there, else undefined. */
export function returnPathFrom(value: unknown): string | undefined {
  return typeof value === 'string' && RETURN_PATH.test(value) ? value : undefined;
}

/** The login page that returns to `returnTo` once signed in, with the e-mail filled in. */
export function loginReturningTo(returnTo: string, username: string): string {
  return `/login?${new URLSearchParams({ username, [RETURN_PATH_PARAM]: returnTo })}`;
}
