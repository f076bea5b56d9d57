// CommonJS through next/jest: a .ts config would need ts-node on Node 20.
const nextJest = require('next/jest');

const createJestConfig = nextJest({ dir: './' });

module.exports = createJestConfig({
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
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
});
