// Mutation testing (issue 34): `npx stryker run`, or one area at a time while writing tests,
// e.g. `npx stryker run --mutate 'lib/schedule/*.ts,!**/*.test.ts' --incremental`.
// How to read the scores and the mutants left on purpose: docs/mutation.md.

/**
 * The pure rules the scores are kept for. lib/pricing's server side (store.ts, admin.ts,
 * server.ts) reads and writes the database: the suites in tests/pricing cover it, too slowly
 * to run once per mutant.
 */
const mutate = [
  'lib/pricing/index.ts',
  'lib/pricing/schema.ts',
  'lib/pricing/line-schema.ts',
  'lib/pricing/line-fields.ts',
  'lib/pricing/preview.ts',
  'lib/orders/stages.ts',
  'lib/schedule/*.ts',
  'lib/validation/*.ts',
  '!**/*.test.ts',
];

const config = {
  packageManager: 'npm',
  testRunner: 'jest',
  // The repository's Jest runs in ESM mode (package.json `test:unit`).
  testRunnerNodeArgs: ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning'],
  jest: {
    projectType: 'custom',
    configFile: 'jest.config.js',
    config: {
      // Only the unit tests of these rules: no suite here opens a database, so the PGlite
      // snapshot of the global setup is not made, and Jest maps only these folders.
      roots: [
        '<rootDir>/lib/pricing',
        '<rootDir>/lib/orders',
        '<rootDir>/lib/schedule',
        '<rootDir>/lib/validation',
      ],
      testMatch: [
        '<rootDir>/lib/pricing/**/*.test.ts',
        '<rootDir>/lib/orders/stages.test.ts',
        '<rootDir>/lib/schedule/**/*.test.ts',
        '<rootDir>/lib/validation/**/*.test.ts',
      ],
      globalSetup: undefined,
      globalTeardown: undefined,
    },
  },
  mutate,
  checkers: [],
  coverageAnalysis: 'perTest',
  // Two cores shared by everyone on the machine.
  concurrency: 1,
  incrementalFile: 'reports/stryker-incremental.json',
  ignorePatterns: ['/.next', '/data', '/.e2e-data*', '/test-results', '/playwright-report', '/reports'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
};

export default config;
