import { errors, type ValidationProblem } from './errors';

/** The cap on a JSON route's body: every form of this site fits many times over. */
export const JSON_BODY_MAX_BYTES = 64 * 1024;

const formatBytes = (bytes: number) => (bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`);

/**
 * The body as text, read no further than `maxBytes`: a declared Content-Length over the cap
 * is refused before reading, and a chunked body is counted as it arrives, so an oversized
 * body never sits in memory whole. Over the cap is 413; bytes that are not UTF-8 are 400.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const tooLarge = () => errors.payloadTooLarge(`The request body must not exceed ${formatBytes(maxBytes)}.`);
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw errors.badRequest('The request body must be UTF-8 text.', 'body');
  }
}

// C0 controls, DEL and C1 controls. TAB, LF and CR are the only ones a person types, and only
// into a field that is meant to hold several lines.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export const controlCharacterMessage = 'This field must not contain control characters.';

/**
 * Every text field (a string anywhere in the value, named by its path like zod's problems)
 * holding a control character: PostgreSQL refuses NUL outright, and the others only forge
 * log lines or hide text. Fields listed in `multiline` may hold TAB, LF and CR.
 */
export function controlCharacterProblems(
  value: unknown,
  multiline: readonly string[] = [],
): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const visit = (node: unknown, path: string[]) => {
    if (typeof node === 'string') {
      const location = path.length > 0 ? path.join('.') : 'body';
      const pattern = multiline.includes(location) ? CONTROL_EXCEPT_LINE_BREAKS : CONTROL;
      if (pattern.test(node)) problems.push({ location, clientMessage: controlCharacterMessage });
    } else if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, [...path, String(index)]));
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) visit(item, [...path, key]);
    }
  };
  visit(value, []);
  return problems;
}
