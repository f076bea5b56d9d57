import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it may; the site's CSP forbids eval,
// and even zod's probe for it shows up as a CSP violation in the browser. Schemas built from
// this import never probe.
z.config({ jitless: true });

export { z };
