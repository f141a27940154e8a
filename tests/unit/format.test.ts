/** One formatter (issue 44): Prettier, width 120, checked by `npm run lint` on every code file. */
import { readFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';

describe('the formatter', () => {
  it('runs in npm run lint, with the project’s settings', async () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>;
    expect(scripts.lint).toContain('prettier --check .');
    const filepath = 'src/lib/any.ts';
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    expect(options).toMatchObject({ printWidth: 120, singleQuote: true });
    // What the check refuses, and what it accepts.
    expect(await prettier.check('const a = {b:"c"}\n', options)).toBe(false);
    expect(await prettier.check("const a = { b: 'c' };\n", options)).toBe(true);
  });

  it('reads the code and leaves the prose and the migrations alone', async () => {
    const ignored = async (file: string) =>
      (await prettier.getFileInfo(file, { ignorePath: '.prettierignore' })).ignored;
    expect(await ignored('src/server/main.ts')).toBe(false);
    expect(await ignored('src/components/admin/overview.tsx')).toBe(false);
    expect(await ignored('README.md')).toBe(true);
    expect(await ignored('src/server/db/migrations/0000_init.sql')).toBe(true);
  });
});
