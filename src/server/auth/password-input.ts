/**
 * The password of `npm run admin -- create`, never on the command line (where `ps` and the shell's history show it):
 * typed at a prompt that does not echo it, twice, on a terminal; otherwise the first line of standard input, for
 * scripts and tests (`printf '%s\n' "$PASSWORD" | npm run admin -- create <email>`).
 */
import { StringDecoder } from 'node:string_decoder';
import { adminCliText as text } from '@/content/operator';
import { PASSWORD_MAX } from '@/lib/schemas/limits';

/** A password that could not be read: the operator's message says why. */
export class PasswordInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PasswordInputError';
  }
}

type Input = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };

/** One line typed without echo. Enter ends it, backspace takes a character back, Ctrl-C or Ctrl-D gives up. */
function promptHidden(input: Input, output: NodeJS.WritableStream, prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    output.write(prompt);
    let typed = '';
    const decoder = new StringDecoder('utf8');
    const finish = (error?: Error) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of typeof chunk === 'string' ? chunk : decoder.write(chunk)) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new PasswordInputError(text.passwordCancelled));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    input.setRawMode?.(true);
    input.on('data', onData);
    input.resume();
  });
}

/** The first line of a piped input (its line break, `\n` or `\r\n`, left out). */
async function firstLine(input: Input): Promise<string> {
  const decoder = new StringDecoder('utf8');
  let read = '';
  for await (const chunk of input) {
    read += typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer);
    // Enough for any password the site takes: the rest is not read.
    if (read.includes('\n') || read.length > 4 * PASSWORD_MAX) break;
  }
  return read.split('\n')[0]!.replace(/\r$/, '');
}

/** Reads the new account's password from `input`: a prompt on a terminal, the first line otherwise. */
export async function readNewPassword(
  input: Input = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): Promise<string> {
  if (input.isTTY) {
    const first = await promptHidden(input, output, text.passwordPrompt);
    if (!first) throw new PasswordInputError(text.passwordMissing);
    const again = await promptHidden(input, output, text.passwordConfirm);
    if (again !== first) throw new PasswordInputError(text.passwordMismatch);
    return first;
  }
  const piped = await firstLine(input);
  if (!piped) throw new PasswordInputError(text.passwordMissing);
  return piped;
}
