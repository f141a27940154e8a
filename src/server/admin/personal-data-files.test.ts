import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { eraseMailFiles, readableMail } from './personal-data-files';

const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
const written = async (mail: {
  to: string;
  subject: string;
  text: string;
  textEncoding?: 'base64' | 'quoted-printable';
}) => ((await transport.sendMail({ from: 'site@example.ci', ...mail })).message as Buffer).toString('utf8');
const link = 'https://www.example.ci/admin/demandes/contacts/123e4567-e89b-12d3-a456-426614174000';

describe('the .eml files of an erasure', () => {
  let directory = '';
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  it('reads a mail through its transfer encoding: a link cut by quoted-printable, a base64 body', async () => {
    const quoted = await written({
      to: 'team@example.ci',
      subject: 'Rappel',
      text: `Téléphone : 07\n${link}\n${'é'.repeat(50)}`,
    });
    expect(quoted).not.toContain(link);
    expect(readableMail(quoted)).toContain(link);
    expect(readableMail(quoted)).toContain('téléphone');
    const base64 = await written({
      to: 'team@example.ci',
      subject: 'Rappel',
      text: `Kouamé ${link}`,
      textEncoding: 'base64',
    });
    expect(base64).not.toContain('Kouam');
    expect(readableMail(base64)).toContain('kouamé');
  });

  it('deletes the files of the given rows and those naming a needle, keeps the others, and finds nothing without a directory', async () => {
    directory = mkdtempSync(join(tmpdir(), 'site-test-eml-'));
    const row = '8eeb2dab-235b-4eb7-8026-e416dbdd683d';
    writeFileSync(
      join(directory, `2026-01-01T00-00-00-000Z-${row}.eml`),
      await written({ to: 'team@example.ci', subject: 'x', text: 'nothing to see' }),
    );
    writeFileSync(
      join(directory, '2026-01-02T00-00-00-000Z-11111111-1111-1111-1111-111111111111.eml'),
      await written({ to: 'Koffi@Example.ci', subject: 'x', text: 'Bonjour' }),
    );
    writeFileSync(
      join(directory, '2026-01-03T00-00-00-000Z-22222222-2222-2222-2222-222222222222.eml'),
      await written({ to: 'team@example.ci', subject: 'x', text: `${link}\n${'é'.repeat(50)}` }),
    );
    writeFileSync(
      join(directory, '2026-01-04T00-00-00-000Z-33333333-3333-3333-3333-333333333333.eml'),
      await written({ to: 'awa@example.ci', subject: 'x', text: 'Bonjour' }),
    );
    writeFileSync(join(directory, 'notes.txt'), 'koffi@example.ci');
    expect(
      await eraseMailFiles(directory, {
        ids: [row],
        needles: ['koffi@example.ci', '/admin/demandes/contacts/123e4567-e89b-12d3-a456-426614174000'],
      }),
    ).toBe(3);
    expect(readdirSync(directory).sort()).toEqual([
      '2026-01-04T00-00-00-000Z-33333333-3333-3333-3333-333333333333.eml',
      'notes.txt',
    ]);
    expect(await eraseMailFiles(join(directory, 'missing'), { ids: [row], needles: ['koffi@example.ci'] })).toBe(0);
  });
});
