import { format } from 'node:util';

type Method = 'info' | 'warn' | 'error';

/**
 * Captures the lines the code under test is expected to log (`console[method]` lines that
 * start with `prefix`) in each test of the calling file, so a passing run stays quiet and
 * tests can assert on them. Any other line still prints: an unexpected warning or error is
 * never hidden.
 */
export function captureLogLines(method: Method, prefix: string): { lines: () => string[] } {
  let captured: string[] = [];
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    captured = [];
    const original = console[method].bind(console);
    spy = jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      const line = format(...args);
      if (line.startsWith(prefix)) captured.push(line);
      else original(...args);
    });
  });
  afterEach(() => spy?.mockRestore());
  return { lines: () => captured };
}

/**
 * Captures everything the code under test logs at any level in each test of the calling
 * file, for tests that check what reaches the logs (and what must never: message bodies,
 * codes, addresses).
 */
export function captureAllConsole(): { output: () => string } {
  let captured: string[] = [];
  beforeEach(() => {
    captured = [];
    for (const level of ['info', 'warn', 'error', 'log'] as const) {
      jest
        .spyOn(console, level)
        .mockImplementation((...args: unknown[]) => void captured.push(format(...args)));
    }
  });
  afterEach(() => jest.restoreAllMocks());
  return { output: () => captured.join('\n') };
}
