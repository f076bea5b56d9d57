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
