/**
 * The shapes of the legal pages' content (SPEC §3, "legal structures"). Prose is Markdown, rendered on the server
 * (lib/markdown): paragraphs, lists, **bold** and links. Facts about the company come from config/, never typed here.
 */

/** Markdown: paragraphs, `- ` lists, **bold**, [links](mailto:…). No raw HTML. */
export type Markdown = string;

export type DataCategory = { category: string; examples: string; lawfulness: string; retention: string };
export type Right = { right: string; description: string; timeframe: string };
export type CookieType = {
  name: string;
  description: string;
  required: boolean;
  examples: string;
  duration: string;
  /** What the site sets of this type today, e.g. "Aucun": shown by the cookies page, not by the preferences dialog. */
  setToday?: string;
};
export type CookieEntry = { name: string; purpose: string; duration: string; type: string; provider: string };
export type ThirdPartyService = { name: string; purpose: string; link: string; cookies: string };
export type BrowserHelp = { browser: string; steps: string };
export type SiteMapItem = { title: string; url: string; description: string };

export type LegalBlock =
  | { kind: 'text'; markdown: Markdown }
  /** Short labels shown as badges, e.g. the security measures. */
  | { kind: 'badges'; items: readonly string[] }
  | { kind: 'data-categories'; items: readonly DataCategory[] }
  | { kind: 'rights'; items: readonly Right[] }
  | { kind: 'cookie-types'; items: readonly CookieType[] }
  | { kind: 'cookies'; items: readonly CookieEntry[] }
  | { kind: 'third-parties'; items: readonly ThirdPartyService[] }
  | { kind: 'browsers'; items: readonly BrowserHelp[] }
  /** The 'Gérer mes préférences cookies' button, which opens the cookie preferences dialog. */
  | { kind: 'cookie-preferences' }
  /** A line ending with today's date, computed when the page is served: "Dernière mise à jour : 22 novembre 2026". */
  | { kind: 'today'; label: string };

export type LegalSection = {
  /** The section's anchor, kebab-case and unique in its page. */
  id: string;
  /** The <h2>, numbered where the spec numbers it: "1. Données collectées". */
  title: string;
  blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  /** Shown before the sections, in a highlighted box: a preamble or a commitment. */
  lead?: { title: string; markdown: Markdown };
  sections: readonly LegalSection[];
  /** Closing lines after the sections, e.g. the "in force on" date. */
  closing?: readonly LegalBlock[];
};
