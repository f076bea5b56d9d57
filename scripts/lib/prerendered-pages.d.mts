import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function withScriptsAfterMarkup(html: string): string;
export declare function withoutSheetCopies(html: string): string;
export declare function prerenderedPageAsSent(html: string): string;
export declare function prerenderedPagesAsSent(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
): (request: IncomingMessage, response: ServerResponse) => unknown;
