import { describe, expect, it } from 'vitest';
import { company } from '@/config/company';
import { CONSENT_COOKIE, SIGNED_IN_HINT } from '@/config/cookies';
import { cookieTypes, siteCookies } from './cookies';
import { politiqueCookies, setToday } from './legal/pages/politique-cookies';
import type { LegalBlock } from './legal/types';

const blocks = (sectionId: string): readonly LegalBlock[] =>
  politiqueCookies.sections.find((section) => section.id === sectionId)?.blocks ?? [];
const nbsp = (text: string) => text.replace(/ ([;:!?])/g, '\u202f$1');

describe('the cookies policy', () => {
  it('gives each type the durations of SPEC §9', () => {
    // Necessary: session, consent cookie 1 year; performance 13 months, analytics identifiers 2 years;
    // functional 12 months, theme 6 months; marketing 24 months.
    expect(Object.fromEntries(cookieTypes.map((type) => [type.id, type.duration]))).toEqual({
      necessary: nbsp('Session ; 1 an pour votre choix sur les cookies, 7 jours pour une connexion'),
      performance: nbsp('13 mois ; 2 ans pour les identifiants de mesure d’audience'),
      functional: nbsp('12 mois ; 6 mois pour le thème d’affichage'),
      marketing: '24 mois',
    });
  });

  it('says what the site sets of each type today, counted from the cookies it really sets: only necessary ones', () => {
    expect(siteCookies.map((cookie) => [cookie.name, cookie.category, cookie.duration])).toEqual([
      [CONSENT_COOKIE, 'necessary', '1 an'],
      ['better-auth.session_token', 'necessary', '7 jours'],
      ['better-auth.two_factor', 'necessary', '10 minutes'],
      [SIGNED_IN_HINT, 'necessary', '7 jours'],
    ]);
    const types = blocks('les-quatre-types-de-cookies').find((block) => block.kind === 'cookie-types');
    expect(types?.kind === 'cookie-types' ? types.items.map((type) => [type.name, type.setToday]) : []).toEqual([
      ['Cookies strictement nécessaires', '4 cookies aujourd’hui, listés ci-dessous'],
      ['Cookies de performance et de mesure d’audience', 'Aucun aujourd’hui'],
      ['Cookies fonctionnels', 'Aucun aujourd’hui'],
      ['Cookies marketing', 'Aucun aujourd’hui'],
    ]);
    expect(setToday('functional')).toBe('Aucun aujourd’hui');
    expect(blocks('les-cookies-que-nous-utilisons')).toContainEqual({ kind: 'cookies', items: siteCookies });
  });

  it('names its one third party with a link to its policy', () => {
    expect(blocks('services-tiers').find((block) => block.kind === 'third-parties')).toEqual({
      kind: 'third-parties',
      items: [
        {
          name: 'loori',
          purpose: 'Notre plateforme IoT de supervision des installations, proposée sur un site distinct.',
          link: company.externalLinks.loori,
          cookies: 'Selon la politique du site loori',
        },
      ],
    });
  });
});
