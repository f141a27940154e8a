import { describe, expect, it } from 'vitest';
import {
  acknowledgement,
  looksLikeLink,
  newsletterConfirmation,
  newsletterLinks,
  staffNotification,
} from './templates';

describe('looksLikeLink', () => {
  it.each([
    'Gagnez 1 million sur www.evil.example',
    'evil.example',
    'bit.ly',
    'Awa bit.ly/x',
    'WWW.EVIL',
    'www.1',
    'http://x',
    'hxxp://evil',
    'awa@example.ci',
    'awa＠example',
    'evil。com',
    'evil．com',
    'xn--evil.xn--p1ai',
    'Jean.Kouassi',
  ])('flags %j', (name) => expect(looksLikeLink(name)).toBe(true));

  it.each([
    'Awa Koné',
    'J. Kouassi',
    "Jean-Marc N'Guessan",
    'Élodie N’Dri',
    'Dr. Yao',
    'A. B. C.',
    'Koffi Jr.',
    'Marie-Ève Diabaté',
    'Société 2.0',
    'Awa: 07 00 00 00',
  ])('keeps %j', (name) => expect(looksLikeLink(name)).toBe(false));
});

describe('mail templates', () => {
  it('greets by name, and without a name that looks like a link', () => {
    const mail = (name: string) => acknowledgement({ to: 'awa@example.ci', name, subject: 'Reçu', body: 'Merci.' });
    expect(mail('J. Kouassi').text.split('\n')[0]).toBe('Bonjour J. Kouassi,');
    const spam = mail('Gagnez 1 million sur www.evil.example');
    expect(spam.text.split('\n')[0]).toBe('Bonjour,');
    expect(spam.text).not.toContain('evil');
    expect(spam.html).not.toContain('evil');
    expect(spam.html).not.toContain('Gagnez');
  });

  it('keeps visitor text plain in the HTML of a team notification', () => {
    const link = 'http://localhost:3000/admin/demandes/contacts/00000000-0000-4000-8000-000000000000';
    const mail = staffNotification({
      to: 'team@example.ci',
      kindLabel: 'Contact',
      fields: [
        ['Nom', 'Awa'],
        ['Message', 'Voir https://evil.example/?a=1&b=<2>'],
      ],
      link,
    });
    // The one link is ours: the request's own page.
    expect(mail.html?.match(/<a /g)).toHaveLength(1);
    expect(mail.html).toContain(`<a href="${link}">${link}</a>`);
    expect(mail.html).toContain('Message\u202f: Voir https://evil.example/?a=1&amp;b=&lt;2&gt;<br>');
    expect(mail.text).toContain('Message\u202f: Voir https://evil.example/?a=1&b=<2>\n');
  });

  it('links only our own links in the newsletter confirmation', () => {
    const mail = newsletterConfirmation('awa@example.ci', 'abc_DEF-123');
    const links = newsletterLinks('abc_DEF-123');
    expect(mail.html?.match(/<a /g)).toHaveLength(2);
    expect(mail.html).toContain(`<a href="${links.confirm}">${links.confirm}</a>`);
    expect(mail.html).toContain(`<a href="${links.unsubscribe}">${links.unsubscribe}</a>`);
    expect(mail.text).toContain(`ce lien\u202f:\n${links.confirm}\n`);
  });
});
