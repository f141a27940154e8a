/**
 * SPEC's showcase as migration 0022 writes it (a fresh install's first rows): read from the migration itself, the one
 * place its words live, for the tests that check their content, typography and rendering.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ShowcaseFields } from '../../src/lib/schemas/showcase';
import type { ShowcaseKind } from '../../src/config/showcase';

const migration = readFileSync(join(import.meta.dirname, '../../src/server/db/migrations/0022_showcase.sql'), 'utf8');
const row = /VALUES \('([a-z]+)', (\d+), \$f\$([\s\S]*?)\$f\$::jsonb\)/g;
const rows = [...migration.matchAll(row)].map((match) => ({
  kind: match[1] as ShowcaseKind,
  position: Number(match[2]),
  fields: JSON.parse(match[3]!) as Record<string, unknown>,
}));
const of = <K extends ShowcaseKind>(kind: K) =>
  rows
    .filter((item) => item.kind === kind)
    .sort((a, b) => a.position - b.position)
    .map((item) => item.fields) as ShowcaseFields[K][];

export const seedShowcase = {
  sectors: of('sector') as (ShowcaseFields['sector'] & { sector: ShowcaseFields['client']['sector'] })[],
  clients: of('client'),
  partners: of('partner'),
  leaders: of('leader'),
};
