import { config } from 'zod/mini';

/**
 * Zod for schemas shared with the browser: `import * as z from '@/lib/zod'`.
 * The mini build tree-shakes, so a form ships the few checks it uses instead of all of zod
 * (~90 KB gzip). It is also set jitless: zod would otherwise probe for `new Function`, which
 * the site's CSP forbids and reports as a violation.
 */
config({ jitless: true });

export * from 'zod/mini';
