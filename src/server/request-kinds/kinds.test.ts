/**
 * What the declarations of server/request-kinds/ reach beyond the code: the privacy page names every field the quote,
 * contact and consultation forms ask (a field added to one of them, and not to its line of the page, fails here), and
 * every column a kind shows has the label the back-office, the CSV and the mail read.
 */
import { describe, expect, it } from 'vitest';
import { fieldLabels } from '@/content/admin';
import { politiqueConfidentialite } from '@/content/legal/pages/politique-confidentialite';
import { requestFieldLabels } from '@/content/request-fields';
import { requestSchemas, type RequestKind } from '@/lib/schemas/requests';
import { shownColumns, storedKindSpecs } from '.';

const privacyText = politiqueConfidentialite.sections
  .flatMap((section) => section.blocks)
  .map((block) => ('markdown' in block ? String(block.markdown) : ''))
  .join('\n');

/** The line of the privacy page that lists a form's fields: it opens with the form's name in bold. */
const privacyLines: Partial<Record<RequestKind, string>> = {
  quote: 'Demande de devis',
  contact: 'Formulaire de contact',
  consultation: 'Prise de rendez-vous de consultation',
};
/** How the page writes a field where its label's word is not in its sentence. */
const privacyWords: Partial<Record<keyof typeof requestFieldLabels, string>> = {
  email: 'e-mail',
  preferredDate: 'date',
  specificNeeds: 'besoins',
};

const fieldsOf = (kind: RequestKind) =>
  Object.keys(requestSchemas[kind].def.shape).filter(
    (key) => key !== 'source' && key !== 'website',
  ) as (keyof typeof requestFieldLabels)[];

describe('the privacy page', () => {
  for (const [kind, name] of Object.entries(privacyLines) as [RequestKind, string][])
    it(`names every field of the ${kind} form`, () => {
      const line = privacyText.split('\n').find((text) => text.startsWith(`- **${name}**`));
      expect(line, name).toBeDefined();
      const words = fieldsOf(kind).map((field) => privacyWords[field] ?? requestFieldLabels[field].toLowerCase());
      expect(words.filter((word) => !line!.toLowerCase().includes(word))).toEqual([]);
    });
});

describe('the kinds’ declarations', () => {
  it('show only columns that have a label, in the back-office and the mail', () => {
    for (const spec of Object.values(storedKindSpecs))
      for (const { key } of shownColumns(spec)) expect(fieldLabels[key], `${spec.id}.${key}`).toBeTruthy();
  });
});
