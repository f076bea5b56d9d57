// CommonJS through next/jest: a .ts config would need ts-node on Node 20.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

const jestConfig = createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/', '<rootDir>/.stryker-tmp/'],
  // Mutation testing's sandbox is a copy of the project (stryker.config.mjs).
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
  // One migrated PGlite snapshot per run, loaded by every suite (tests/helpers/database.ts).
  globalSetup: '<rootDir>/tests/global-setup.mjs',
  globalTeardown: '<rootDir>/tests/global-teardown.mjs',
  setupFilesAfterEnv: ['<rootDir>/tests/setup.ts'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/server-only-stub.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  // Integration suites open real databases; give slow machines room.
  testTimeout: 30000,
  // Each database suite leaves about 10 MB in its worker that no collection frees, so with one
  // worker the heap reached 860 MB and late suites spent most of their time in the garbage
  // collector (log.test.ts: 8.5 CPU-s there, 2.4 alone). A worker past this size is replaced
  // after its suite: the whole run went from 332 to 256 CPU-s. Setting it also makes Jest use a
  // worker process where it would otherwise run the suites in its own.
  workerIdleMemoryLimit: '250MB',
});

// pdf.js (lib/proofs draws PDF artwork with it) ships only ES modules, which the server loads
// with import() (next.config.ts keeps it external). Jest's CommonJS runtime cannot, so here
// alone it is compiled like the packages in next.config.ts's transpilePackages, which cannot
// name it without also bundling it into the server.
// next/jest's transformer is wrapped (tests/jest-transformer.cjs) so the suite runs on Node 22
// and 24 too, where Jest loads a required .mjs file as an ES module.
module.exports = async () => {
  const config = await jestConfig();
  const [nodeModules, ...rest] = config.transformIgnorePatterns;
  const transform = Object.fromEntries(
    Object.entries(config.transform).map(([pattern, [transformer, options]]) => [
      pattern,
      [
        transformer.endsWith('jest-transformer.js') ? '<rootDir>/tests/jest-transformer.cjs' : transformer,
        options,
      ],
    ]),
  );
  return {
    ...config,
    transform,
    transformIgnorePatterns: [nodeModules.replace('(?!(', '(?!(pdfjs-dist|'), ...rest],
  };
};
