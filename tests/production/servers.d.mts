// Types of servers.mjs for TypeScript callers (Playwright specs).
export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

export type Production = {
  port: number;
  origin: string;
  stop(): Promise<void>;
  output(): string;
};

export function freePort(): Promise<number>;

export function request(
  url: string,
  options?: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string },
): Promise<Answer>;

export function startProduction(
  settings?: Record<string, string>,
): Promise<Production | { exitCode: number | null; output: string }>;
