import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // `const { omitted, ...rest } = value` is how a field is dropped from a row.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
    },
  },
  globalIgnores(['.next/**', '.tmp/**', 'out/**', 'build/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**', '.data/**', 'bench/**/*.json']),
]);
