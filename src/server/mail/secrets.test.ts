import { describe, expect, it } from 'vitest';
import { STAFF_INVITATION_DAYS } from '@/config/security';
import { invitationMailText } from '@/content/mails';
import { invitationUrl } from '@/server/admin/team';
import { accountMail, resetPasswordMail, verificationMail } from '@/server/auth/auth';
import type { Mail } from './outbox';
import { isSecretMail } from './secrets';
import * as templates from './templates';

// The links as better-auth makes them (its verify-email and reset-password endpoints), and as we make ours, each with
// a token of the shape they really have.
const site = 'https://multitech-ivoire.ci';
const token = 'q8Zr2VbN5tKx7LmW3yPd';
const request = `${site}/admin/demandes/devis/00000000-0000-4000-8000-000000000001`;
const list: templates.RequestList = {
  requests: [{ label: 'Devis', name: 'Awa Koné', state: 'Nouveau', url: request }],
  total: 3,
  capped: false,
  moreUrl: `${site}/admin?onglet=devis&relances=1`,
};

/** Every template of templates.ts, with inputs like its callers', and the account mails of server/auth/auth.ts. */
const rendered = {
  staffNotification: () =>
    templates.staffNotification({
      to: 'contact@example.ci',
      kindLabel: 'Devis',
      fields: [['Nom', 'Awa']],
      link: request,
      urgent: { promised: '4 h' },
    }),
  escalationMail: () => templates.escalationMail({ to: 'astreinte@example.ci', list }),
  digestMail: () =>
    templates.digestMail({
      to: 'agent@example.ci',
      name: 'Awa',
      at: '07:00',
      followUps: list,
      late: list,
      unassigned: list,
    }),
  acknowledgement: () =>
    templates.acknowledgement({
      to: 'awa@example.ci',
      name: 'Awa',
      subject: 'Votre demande',
      body: 'Nous vous répondons sous 24 h.',
    }),
  newsletterConfirmation: () => templates.newsletterConfirmation('awa@example.ci', token),
  assignmentMail: () =>
    templates.assignmentMail({ to: 'agent@example.ci', by: 'chef@example.ci', name: 'Awa', url: request }),
  bulkAssignmentMail: () =>
    templates.bulkAssignmentMail({
      to: 'agent@example.ci',
      by: 'chef@example.ci',
      count: 3,
      url: `${site}/admin?onglet=devis&attribution=moi`,
    }),
  replyMail: () =>
    templates.replyMail({
      to: 'awa@example.ci',
      replyTo: 'agent@example.ci',
      subject: 'Re: devis',
      text: 'Voici notre offre.',
      by: 'Agent',
    }),
} satisfies Record<string, () => Mail>;
const accountMails = {
  verification: () =>
    verificationMail(
      'awa@example.ci',
      `${site}/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.${token}.x&callbackURL=%2F`,
    ),
  resetPassword: () =>
    resetPasswordMail(
      'awa@example.ci',
      `${site}/api/auth/reset-password/${token}?callbackURL=%2Fauth%2Fnouveau-mot-de-passe`,
    ),
  invitation: () =>
    accountMail(
      'recrue@example.ci',
      invitationUrl(token),
      invitationMailText('chef@example.ci', 'agent', STAFF_INVITATION_DAYS),
    ),
};
/** What templates.ts exports that is not a mail. */
const helpers = new Set(['looksLikeLink', 'newsletterLinks']);

const uuid = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
/** A value that reads as a token: 16 characters or more of letters and digits (and - _ .), not a request's uuid. */
const tokenLike = (value: string) =>
  /^[\w.-]{16,}$/.test(value) && /\d/.test(value) && /[a-z]/i.test(value) && !uuid.test(value);

/** The links of a mail (text and HTML) that carry a token, in their query or their path. */
function tokenLinks(mail: Mail): string[] {
  const urls = `${mail.text}\n${mail.html ?? ''}`.match(/https?:\/\/[^\s"<>]+/g) ?? [];
  return urls.filter((href) => {
    const url = new URL(href.replace(/&amp;/g, '&'));
    return (
      href.includes(token) || [...url.searchParams.values()].some(tokenLike) || url.pathname.split('/').some(tokenLike)
    );
  });
}

describe('mails that carry a live secret', () => {
  it('renders every template of templates.ts here (a new one must be added, with inputs like its callers’)', () => {
    const exported = Object.entries(templates)
      .filter(([name, value]) => typeof value === 'function' && !helpers.has(name))
      .map(([name]) => name);
    expect(exported.sort()).toEqual(Object.keys(rendered).sort());
  });

  it.each(Object.entries({ ...rendered, ...accountMails }))(
    'the %s mail declares a secret exactly when one of its links carries a token',
    (_name, render) => {
      const mail = render();
      expect(Boolean(mail.secret)).toBe(tokenLinks(mail).length > 0);
    },
  );

  it('declares it in each mail that carries a one-use link', () => {
    for (const render of [rendered.newsletterConfirmation, ...Object.values(accountMails)])
      expect(render().secret).toBe(true);
  });

  it('finds a token in a link’s query or path, and none in a request’s page or a list’s filters', () => {
    const links = (text: string) => tokenLinks({ to: '', subject: '', text });
    expect(links(`${site}/nouveau?cle=Ab12Cd34Ef56Gh78`)).toHaveLength(1);
    expect(links(`${site}/acces/Ab12Cd34Ef56Gh78/ouvrir`)).toHaveLength(1);
    expect(links(`${request} ${site}/admin?onglet=devis&relances=1 ${site}/auth/nouveau-mot-de-passe`)).toEqual([]);
  });

  it('reads the declaration from the row’s `secret` column, as drizzle and a backup read it', () => {
    expect(isSecretMail({ secret: true })).toBe(true);
    expect(isSecretMail({ secret: false })).toBe(false);
    expect(isSecretMail({})).toBe(false);
  });
});
