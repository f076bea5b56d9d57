import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function withMarkupFirst(html: string): string;
export declare function markupFirstPages(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
  options: { staticDir: string },
): (request: IncomingMessage, response: ServerResponse) => unknown;
