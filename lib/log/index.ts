/**
 * Log lines built from values a visitor chose (a subject, an e-mail, an error message) must
 * stay one line each: a CR or LF would let the visitor write a line of their own that reads
 * like the server's. Every C0 control, DEL, the C1 controls and the Unicode line and
 * paragraph separators are written as escapes instead.
 */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

const NAMED_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function escapeForLog(value: unknown): string {
  return String(value).replace(
    CONTROL_CHARACTERS,
    (character) => NAMED_ESCAPES[character] ?? `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A template tag for log lines: the literal parts are kept, every interpolated value escaped. */
export function logLine(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((line, literal, index) => line + escapeForLog(values[index - 1]) + literal);
}

type ErrorDetails = { name?: unknown; code?: unknown; message?: unknown; cause?: unknown; stack?: unknown };

const EMAIL_ADDRESS = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[^\s<>"'(),;:@]+/g;

/** An e-mail address as a log may show it: its first character and its domain. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/** Text (an error message, say) with every e-mail address in it masked. */
export function maskEmailsIn(text: string): string {
  return text.replace(EMAIL_ADDRESS, maskEmail);
}

/**
 * An unexpected error as one safe log line plus its stack frames. A failed query's error
 * (drizzle's) carries the statement's parameters (names, e-mails) in its message, so for it
 * only the database's own error is described; any address left in a message is masked.
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error))
    return typeof error === 'string' ? summarize({ message: error }) : 'non-error value thrown';
  const details = error as ErrorDetails;
  const cause = details.cause instanceof Error ? (details.cause as ErrorDetails) : undefined;
  const failedQuery = 'params' in error && 'query' in error;
  const summary = failedQuery
    ? `Failed query (parameters not logged): ${cause ? summarize(cause) : 'no database error'}`
    : `${summarize(details)}${cause ? ` (cause: ${summarize(cause)})` : ''}`;
  const frames = typeof details.stack === 'string' ? stackFrames(details.stack) : [];
  return [summary, ...frames].join('\n');
}

function summarize({ name, code, message }: ErrorDetails): string {
  const codePart = typeof code === 'string' || typeof code === 'number' ? ` [${code}]` : '';
  const text = `${String(name ?? 'Error')}${codePart}: ${String(message ?? '')}`;
  return escapeForLog(maskEmailsIn(text));
}

/** The "    at …" lines of a stack (its first lines repeat the message, parameters and all). */
function stackFrames(stack: string): string[] {
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => `    ${escapeForLog(line.trim())}`);
}
