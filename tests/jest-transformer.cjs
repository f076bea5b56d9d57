// next/jest's SWC transformer, with one change: a file Jest loads as an ES module is compiled
// as one. next's transformer decides from the project (no "type": "module") and from
// extensionsToTreatAsEsm, so it compiles a .mjs file, or a package's ES-module .js, to CommonJS.
// On Node 20 Jest loads such a required file as CommonJS, so that was right; on Node 22 and 24
// (which can require ES modules) Jest loads it as an ES module, and the CommonJS output fails
// with "exports is not defined". Jest says which it will do: supportsStaticESM.
const { createHash } = require('node:crypto');
const path = require('node:path');
const { createTransformer: createNextTransformer } = require('next/dist/build/swc/jest-transformer');

module.exports = {
  createTransformer(options) {
    const next = createNextTransformer(options);
    return {
      // Jest's own cache key leaves out how the file is loaded: without this, a file compiled
      // to CommonJS in one run would be served from the cache to a run that loads it as an ES
      // module (Node 20 and 24 share the cache).
      getCacheKey(source, filename, jestOptions) {
        return createHash('sha256')
          .update(
            JSON.stringify([
              source,
              filename,
              jestOptions.configString,
              Boolean(jestOptions.instrument),
              Boolean(jestOptions.supportsStaticESM),
              require('next/package.json').version,
            ]),
          )
          .digest('hex');
      },
      process(source, filename, jestOptions) {
        if (!jestOptions.supportsStaticESM) return next.process(source, filename, jestOptions);
        const config = jestOptions.config;
        const asModule = [...config.extensionsToTreatAsEsm, path.extname(filename)];
        return next.process(source, filename, {
          ...jestOptions,
          config: { ...config, extensionsToTreatAsEsm: asModule },
        });
      },
    };
  },
};
