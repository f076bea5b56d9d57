import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function withScriptsAfterMarkup(html: string): string;
export declare function scriptsAfterMarkupPages(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
): (request: IncomingMessage, response: ServerResponse) => unknown;
