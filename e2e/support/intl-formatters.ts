import { expect, type Page } from '@playwright/test';

/**
 * Records every Intl formatter the page builds, from before its first script runs: the
 * constructors, and the `toLocale…String` methods that build one inside. The first formatter a
 * tab builds costs it 130 to 300 ms of a slowed phone CPU (docs/performance.md, session 44), so
 * loading a public page builds none. Call before `goto`; read with `formattersBuilt`.
 */
export async function recordIntlFormatters(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const built: string[] = [];
    Object.defineProperty(window, '__intlFormattersBuilt', { value: built });
    const where = () => (new Error().stack ?? '').split('\n')[3]?.trim() ?? '';
    for (const name of [
      'DateTimeFormat',
      'NumberFormat',
      'PluralRules',
      'RelativeTimeFormat',
      'ListFormat',
    ] as const) {
      const formatters = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
      formatters[name] = new Proxy(formatters[name]!, {
        construct(target, args, newTarget) {
          built.push(`Intl.${name} ${where()}`);
          return Reflect.construct(target, args, newTarget);
        },
        apply(target, self, args) {
          built.push(`Intl.${name} ${where()}`);
          return Reflect.apply(target, self, args);
        },
      });
    }
    const methods = [
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [Number.prototype, 'toLocaleString'],
    ] as const;
    for (const [prototype, method] of methods) {
      const original = (prototype as unknown as Record<string, (...args: unknown[]) => string>)[method]!;
      Object.defineProperty(prototype, method, {
        configurable: true,
        writable: true,
        value(this: unknown, ...args: unknown[]) {
          built.push(`${method} ${where()}`);
          return original.apply(this, args);
        },
      });
    }
  });
}

/** What `recordIntlFormatters` has seen this page build so far. */
export function formattersBuilt(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...(window as unknown as { __intlFormattersBuilt: string[] }).__intlFormattersBuilt,
  ]);
}

/** Waits until React has taken over the promotion bar, on every page: the page is hydrated. */
export async function untilHydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .getByTestId('promo-bar')
        .evaluate((bar) => Object.keys(bar).some((key) => key.startsWith('__reactFiber'))),
    )
    .toBe(true);
}
