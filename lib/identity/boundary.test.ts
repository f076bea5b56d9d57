import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The identity service is a part of its own: what it needs of the shop (who is staff, the clock,
 * the outbox, the limiter) comes through its context or from the small modules below, never from
 * the order domain, whose workflow, payments and storage would load into the token code (and
 * made a 14-file import cycle identity → orders → auth → identity).
 */
const root = process.cwd();
// Type-only imports load nothing at run time and are not followed.
const importPattern = /(?:import|export)\s(?!type\s)[^'"]*?from\s+'([^']+)'|import\('([^']+)'\)/g;
// The database schema names every part's stored values (stage and payment enums): it is shared
// by all parts and not followed.
const shared = /^lib\/db\//;

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find(
    (candidate) => existsSync(candidate) && candidate.match(/\.tsx?$/),
  );
}

/** Every repository module `entry` loads, following static and dynamic imports. */
function reachableFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (shared.test(path.relative(root, file))) return;
    for (const match of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = resolve(file, match[1] ?? match[2]!);
      if (target) visit(target);
    }
  };
  visit(path.join(root, entry));
  return new Set([...seen].map((file) => path.relative(root, file)));
}

describe('the identity service as a part of its own', () => {
  it.each(['lib/identity/server.ts', 'lib/auth/server.ts', 'lib/auth/index.ts', 'lib/auth-client/index.ts'])(
    '%s loads nothing of orders, payments, quotes or storage',
    (entry) => {
      const domain = [...reachableFrom(entry)].filter((file) =>
        /^lib\/(orders|payments|quotes|storage|documents|tax)\//.test(file),
      );
      expect(domain).toEqual([]);
    },
  );

  it('follows the identity entry into its own modules and the shared ones (the walk itself works)', () => {
    expect([...reachableFrom('lib/identity/server.ts')]).toEqual(
      expect.arrayContaining(['lib/identity/tokens.ts', 'lib/staff/server.ts', 'lib/db/server.ts']),
    );
  });
});
