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

/**
 * The most of a server action's body that a page's forms need: the console's product photo
 * upload and a buyer's review with its photo (10 MB and the form around it; Next's `serverActions.bodySizeLimit` in next.config.ts
 * is set to this), and 1 MB for every other form, whose text fields stop typing far below it.
 */
const PHOTO_UPLOAD_BODY_MAX_BYTES = 11 * 1024 * 1024;
const FORM_BODY_MAX_BYTES = 1024 * 1024;
const photoUploadPages = /^\/(admin\/catalogue|review)\/[^/]+$/;

/**
 * The body cap of a server action posted to `pathname` when the request declares a body over
 * it, else undefined. Next refuses a body over its own cap after reading it, with a 500; this
 * answers 413 before the body is read, and keeps every other form far below the upload's cap.
 */
export function oversizedActionCap(request: Request, pathname: string): number | undefined {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return undefined;
  const cap = photoUploadPages.test(pathname) ? PHOTO_UPLOAD_BODY_MAX_BYTES : FORM_BODY_MAX_BYTES;
  return Number(request.headers.get('content-length') ?? 0) > cap ? cap : undefined;
}
