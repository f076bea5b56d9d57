import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function withMarkupFirst(html: string): string;
export declare function markupFirstPages(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
): (request: IncomingMessage, response: ServerResponse) => unknown;
