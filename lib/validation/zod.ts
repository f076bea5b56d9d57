import * as z from 'zod/mini';

/**
 * Zod for schemas shared with the browser. The mini build tree-shakes: a form ships the few
 * checks it uses instead of all of zod (~90 KB gzip). It is also built jitless: zod would
 * otherwise probe for `new Function`, which the site's CSP forbids and reports as a violation.
 */
z.config({ jitless: true });

export { z };
