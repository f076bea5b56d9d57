import type { IncomingMessage, ServerResponse } from 'node:http';

type Handle = (request: IncomingMessage, response: ServerResponse) => unknown;

/** How many bytes `text` takes as the one-machine server sends a page it keeps to a browser that takes Brotli. */
export declare function brotliLength(text: string): number;
export declare class KeptAnswers {
  constructor(maxBytes: number);
  readonly maxBytes: number;
  readonly bytes: number;
  get(key: string): Buffer | undefined;
  peek(key: string): Buffer | undefined;
  set(key: string, body: Buffer): void;
  improve(key: string, body: Buffer): void;
}
export declare function compressed(handle: Handle, options?: { keptBytes?: number }): Handle;
