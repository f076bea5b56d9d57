// C0 controls, DEL and C1 controls: no address a person follows or a form sends holds one.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export const addressMessage = 'This address is not valid: it holds a broken escape or a control character.';

/**
 * Whether an address is one the site can read: a path whose percent-escapes decode as UTF-8, and
 * neither it nor a query parameter holding a control character. Checked before any page or
 * route sees it: a broken escape made Next answer a bare 500, and a NUL reached PostgreSQL,
 * which refuses it (another 500) wherever a page passed it to a query.
 */
export function isReadableAddress(url: URL): boolean {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return false;
  }
  if (CONTROL.test(path)) return false;
  for (const [key, value] of url.searchParams) {
    if (CONTROL.test(key) || CONTROL.test(value)) return false;
  }
  return true;
}

/** Next's own cap on a server action's body (its default `serverActions.bodySizeLimit`, 1 MB). */
const SERVER_ACTION_BODY_MAX_BYTES = 1024 * 1024;

/**
 * Whether a request declares a server-action body over Next's cap. Next refuses such a body
 * after reading it and answers 500; the console's fields stop typing well below it, so only a
 * hand-made request gets here, and it is answered 413 before its body is read.
 */
export function isOversizedAction(request: Request): boolean {
  return (
    request.method === 'POST' &&
    request.headers.has('next-action') &&
    Number(request.headers.get('content-length') ?? 0) > SERVER_ACTION_BODY_MAX_BYTES
  );
}
