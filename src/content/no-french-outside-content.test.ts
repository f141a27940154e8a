/**
 * House rule: every French word a person reads lives in `src/content/` (or, for the company's identity, in
 * `src/config/company.ts`). Code files keep identifiers and English comments only. This test parses every code file
 * outside `src/content/` with the TypeScript compiler (so comments are never read, and a `//` inside a URL stays part
 * of its string) and lists each string literal, template-literal text and JSX text that reads as French.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const src = join(root, 'src');

/** Files that may hold French, each with its reason. Keep it short: a new entry needs a reason as good as these. */
const allowed: Record<string, string> = {
  'src/config/company.ts':
    'the company’s identity (name, addresses, legal ids) lives in config, by DESIGN “One source of truth”',
};

/** Skipped: the content itself, tests (they assert the French they read), and generated SQL migrations. */
function scanned(path: string): boolean {
  return (
    /\.tsx?$/.test(path) &&
    !/\.test\.tsx?$/.test(path) &&
    !path.startsWith('src/content/') &&
    !path.startsWith('src/server/db/migrations/') &&
    !path.endsWith('.d.ts') &&
    !(path in allowed)
  );
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [relative(root, path).split(sep).join('/')];
  });
}

const diacritics = /[àâäçéèêëîïôöùûüÿœæ]/i;
/** An elided article or pronoun (l’, d’, qu’, n’…) before a word: English has "I'm", "don't", never these. */
const elision = /(?:^|[^\p{L}])(?:[cdjlmnst]|qu)['’]\p{L}/iu;
/**
 * Short French words that English and code also spell (le, de, plus, message…): two of them in one text mean French.
 * Words that only French uses (votre, connexion, annuler…): one is enough, in a text that is not an identifier.
 */
const commonWords = new Set(
  (
    'le la les des une un du au aux de et ou est sont sera pour avec dans sur sous pas ne plus ce cette ces qui que ' +
    'son sa ses il elle ils elles par chez en mon mes nom'
  ).split(' '),
);
const frenchOnlyWords = new Set(
  (
    'vous votre vos nous notre nos leur leurs merci bonjour cordialement veuillez voir tous toutes envoyer envoi ' +
    'annuler fermer ouvrir retour suivant connexion connecter inscription compte complet entreprise demande devis ' +
    'rappel sujet urgence informations exemples droit sommaire obligatoires optionnels fournisseur conservation ' +
    'choisissez indiquez confirmez confirmer enregistrer aucun aucune depuis autre autres partenaire nouvel onglet lecture'
  ).split(' '),
);
/** Ids, slugs, paths and keys: one lower-case token. Only a diacritic makes those French. */
const identifier = /^[a-z0-9_\-/.:#?=&%@]*$/;

/** Why a text reads as French, or null. */
function frenchIn(text: string): string | null {
  if (diacritics.test(text)) return 'diacritic';
  if (elision.test(text)) return 'elision';
  if (identifier.test(text.trim())) return null;
  const words = text.toLowerCase().split(/[^a-z]+/);
  const only = words.filter((word) => frenchOnlyWords.has(word));
  if (only.length > 0) return `word: ${only[0]}`;
  const common = words.filter((word) => commonWords.has(word));
  return common.length >= 2 ? `words: ${common.slice(0, 4).join(', ')}` : null;
}

type Finding = { file: string; line: number; text: string; why: string };

/** Literal texts a person could read: strings, template-literal parts and JSX text. Comments are trivia, never visited. */
function findingsIn(file: string, text = readFileSync(join(root, file), 'utf8')): Finding[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const why = frenchIn(text);
    if (!why) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push({ file, line, text: text.replace(/\s+/g, ' ').trim().slice(0, 100), why });
  };
  const visit = (node: ts.Node) => {
    // Module specifiers are paths, not words.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) report(node, node.text);
    else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) report(node, node.text);
    else if (ts.isJsxText(node)) report(node, node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('French outside src/content', () => {
  it('tells French from code', () => {
    for (const text of [
      'Se connecter',
      'Créer mon compte',
      'Nom complet',
      'Envoyer la demande',
      "L'équipe",
      'Merci pour votre message',
    ]) {
      expect.soft(frenchIn(text), text).not.toBeNull();
    }
    for (const text of [
      'flex items-center gap-2 px-4 py-2 text-sm',
      'https://example.com/path?a=1',
      'M10 10 l 5 5 c 1 1 2 2',
      'application/json',
      'Content-Type',
      'use client',
      'fr-FR',
      'The request was refused',
      "don't retry",
    ]) {
      expect.soft(frenchIn(text), text).toBeNull();
    }
  });

  it('reads strings, template text and JSX text, never comments', () => {
    const sample = [
      '// Envoyer la demande, à la ligne',
      "/* Nom complet */ const home = 'https://exemple.ci//accueil'; // n’importe quoi",
      'const label = <p title="Fermer le menu">Se connecter</p>;',
      'const line = `${count} autres articles`;',
    ].join('\n');
    expect(findingsIn('sample.tsx', sample).map(({ line, text }) => `${line}: ${text}`)).toEqual([
      '3: Fermer le menu',
      '3: Se connecter',
      '4: autres articles',
    ]);
  });

  it('finds no French text in code files outside src/content', () => {
    const scannedFiles = files(src).filter(scanned);
    expect(scannedFiles.length).toBeGreaterThan(50);
    const findings = scannedFiles
      .flatMap((file) => findingsIn(file))
      .map(({ file, line, text, why }) => `${file}:${line}: ${text}  [${why}]`);
    expect(
      findings,
      `French outside src/content: move these strings into a src/content module\n${findings.join('\n')}`,
    ).toEqual([]);
  });

  it('allows only files that exist', () => {
    const all = new Set(files(src));
    expect(Object.keys(allowed).filter((file) => !all.has(file))).toEqual([]);
  });
});
