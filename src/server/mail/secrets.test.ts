import { describe, expect, it } from 'vitest';
import { STAFF_INVITATION_DAYS } from '@/config/security';
import { invitationMailText } from '@/content/mails';
import { invitationUrl } from '@/server/admin/team';
import { accountMail, resetPasswordMail, verificationMail } from '@/server/auth/auth';
import { carriesToken, withoutLink } from './secrets';
import { acknowledgement, assignmentMail, newsletterConfirmation, replyMail, staffNotification } from './templates';

// The links as better-auth makes them (its verify-email and reset-password endpoints), and as we make ours.
const site = 'https://multitech-ivoire.ci';
const linkMails = {
  verification: verificationMail('awa@example.ci', `${site}/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.x.y&callbackURL=%2F`),
  resetPassword: resetPasswordMail('awa@example.ci', `${site}/api/auth/reset-password/AbC123xyz?callbackURL=%2Fauth%2Fnouveau-mot-de-passe`),
  invitation: accountMail('recrue@example.ci', invitationUrl('jeton'), invitationMailText('chef@example.ci', 'agent', STAFF_INVITATION_DAYS)),
  newsletter: newsletterConfirmation('awa@example.ci', 'jeton-lettre'),
};
const plainMails = {
  staffNotification: staffNotification({ to: 'contact@example.ci', kindLabel: 'Devis', fields: [['Nom', 'Awa']], link: `${site}/admin/demandes/devis/00000000-0000-4000-8000-000000000001` }),
  acknowledgement: acknowledgement({ to: 'awa@example.ci', name: 'Awa', subject: 'Votre demande', body: 'Nous vous répondons sous 24 h.' }),
  assignment: assignmentMail({ to: 'agent@example.ci', by: 'chef@example.ci', name: 'Awa', url: `${site}/admin/demandes/devis/00000000-0000-4000-8000-000000000001` }),
  reply: replyMail({ to: 'awa@example.ci', replyTo: 'agent@example.ci', subject: 'Re: devis', text: 'Voici notre offre.', by: 'Agent' }),
};

describe('mails that carry a live secret', () => {
  it.each(Object.entries(linkMails))('knows the %s mail carries a one-use link', (_name, mail) => {
    expect(carriesToken(mail)).toBe(true);
  });

  it.each(Object.entries(plainMails))('knows the %s mail carries none', (_name, mail) => {
    expect(carriesToken(mail)).toBe(false);
  });

  it('looks at the HTML part too, and keeps no link once blanked', () => {
    expect(carriesToken({ text: 'Bonjour', html: `<a href="${site}/newsletter/desinscription?jeton=abc">ici</a>` })).toBe(true);
    expect(carriesToken(withoutLink)).toBe(false);
  });
});
