import { PassThrough, Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { adminCliText } from '@/content/operator';
import { PasswordInputError, readNewPassword } from './password-input';

/** What the operator's terminal shows. */
function screen() {
  const output = new PassThrough();
  let shown = '';
  output.on('data', (chunk: Buffer) => (shown += chunk.toString('utf8')));
  return { output, shown: () => shown };
}

/** A terminal whose keys are typed one chunk at a time, and which records raw mode. */
function terminal(...keys: string[]) {
  const input = Object.assign(new PassThrough(), { isTTY: true, modes: [] as boolean[] });
  Object.assign(input, { setRawMode: (raw: boolean) => input.modes.push(raw) });
  const typeAll = async () => {
    for (const key of keys) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      input.write(key);
    }
  };
  return { input, typeAll };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the password of npm run admin -- create', () => {
  it('is the first line of a piped standard input, its line break left out', async () => {
    expect(await readNewPassword(Readable.from(['Chef-de-Projet-2026\n', 'ligne suivante\n']), screen().output)).toBe(
      'Chef-de-Projet-2026',
    );
    expect(await readNewPassword(Readable.from(['Chef-de', '-Projet-2026\r\n']), screen().output)).toBe(
      'Chef-de-Projet-2026',
    );
    expect(await readNewPassword(Readable.from([Buffer.from('Mot-de-passe-à-accents')]), screen().output)).toBe(
      'Mot-de-passe-à-accents',
    );
  });

  it('is refused when standard input brings none', async () => {
    for (const chunks of [[], ['\n'], ['\r\nChef-de-Projet-2026\n']]) {
      const error = await refusal(readNewPassword(Readable.from(chunks), screen().output));
      expect(error).toBeInstanceOf(PasswordInputError);
      expect((error as Error).message).toBe(adminCliText.passwordMissing);
    }
  });

  it('is typed twice on a terminal, in raw mode, and never shown', async () => {
    const { input, typeAll } = terminal('Chef-de-', 'Projet-2026x\u007f', '\r', 'Chef-de-Projet-2026', '\r');
    const { output, shown } = screen();
    const read = readNewPassword(input, output);
    await typeAll();
    expect(await read).toBe('Chef-de-Projet-2026');
    expect(shown()).toBe(`${adminCliText.passwordPrompt}\n${adminCliText.passwordConfirm}\n`);
    expect(input.modes).toEqual([true, false, true, false]);
  });

  it('is refused on a terminal when the two differ, when it is empty, or when the operator gives up', async () => {
    for (const [keys, message] of [
      [['Chef-de-Projet-2026\r', 'Chef-de-Projet-2027\r'], adminCliText.passwordMismatch],
      [['\r'], adminCliText.passwordMissing],
      [['Chef-de\u0003'], adminCliText.passwordCancelled],
    ] as const) {
      const { input, typeAll } = terminal(...keys);
      const { output, shown } = screen();
      const read = refusal(readNewPassword(input, output));
      await typeAll();
      const error = await read;
      expect(error).toBeInstanceOf(PasswordInputError);
      expect((error as Error).message).toBe(message);
      expect(shown()).not.toContain('Chef');
      expect(input.modes.at(-1)).toBe(false);
    }
  });
});
