import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    // CommonJS files (jest.config.js, the Jest transformer) are required by their tools.
    files: ['**/*.js', '**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Outside its own folder, an area of lib/ is reached through its two entries only:
    // lib/<area> (index.ts, safe for client components) and lib/<area>/server (server-only).
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'content/**/*.ts', '*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/lib/[^/]+/(?!server$).+',
              message: 'Import an area through @/lib/<area> (client-safe) or @/lib/<area>/server.',
            },
          ],
        },
      ],
    },
  },
  ...[1, 2, 3].map((depth) => ({
    // A relative import that leaves its area reaches into another one: the same rule.
    files: [`lib/*/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/lib/[^/]+/(?!server$).+',
              message: 'Import an area through @/lib/<area> or @/lib/<area>/server.',
            },
            {
              regex: `^${'\\.\\./'.repeat(depth)}`,
              message: 'Import another area through @/lib/<area> or @/lib/<area>/server.',
            },
          ],
        },
      ],
    },
  })),
  {
    // The schema defines columns from name lists that import nothing (no domain module).
    files: ['lib/db/schema/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?![a-z-]+/[a-z]+-names$)',
              message: 'The schema imports only the dependency-free *-names files of other areas.',
            },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '**/.next/**',
      'data/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      // Mutation testing's sandbox (a copy of the project) and its reports.
      '.stryker-tmp/**',
      'reports/**',
      'next-env.d.ts',
    ],
  },
];

export default config;
