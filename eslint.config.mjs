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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: "Use Link from '@/components/ui/link': it prefetches on intent, not on sight.",
            },
            {
              name: 'next/dynamic',
              message:
                "Use onDemand from '@/components/ui/on-demand': next/dynamic's server machinery costs every page 1.2 KB.",
            },
          ],
        },
      ],
    },
  },
  { files: ['src/components/ui/link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  globalIgnores([
    '.next/**',
    'bench/floor/.next/**',
    '.tmp/**',
    'out/**',
    'build/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    '.data/**',
    'bench/**/*.json',
  ]),
]);
