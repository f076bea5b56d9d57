import type { IncomingMessage, ServerResponse } from 'node:http';

export declare function criticalCss(css: string, classes: Set<string>): string;
export declare function withCriticalCss(html: string): string;
export declare function criticalCssPages(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
): (request: IncomingMessage, response: ServerResponse) => unknown;
