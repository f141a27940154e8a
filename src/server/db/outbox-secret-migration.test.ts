/**
 * Migration 0024 adds `outbox.secret` and marks the mails queued before it whose body carries a one-use link (a
 * `token=` or `jeton=` parameter, a reset-password path, in the text or the HTML), so that their bodies go once they
 * have served as the newer ones' do; the other mails stay unmarked.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../../tests/support/databases';

const before0024 = 23;

describe.each(testDatabases)('migration 0024 on $name', (target) => {
  it('marks the older mails that carry a one-use link, in their text or their HTML, and only those', async () => {
    const database = await target.open({ migrate: false });
    try {
      await database.migrate(before0024);
      await database.db.execute(sql`insert into outbox ("to", subject, text, html) values
        ('a@example.ci', 'Confirmation', 'Confirmez : https://site.example/api/auth/verify-email?token=abc', null),
        ('b@example.ci', 'Invitation', 'Rejoignez l’équipe : https://site.example/invitation?jeton=xyz', null),
        ('c@example.ci', 'Mot de passe', 'Voir le lien.', '<a href="https://site.example/reset-password/abc">Changer</a>'),
        ('d@example.ci', 'Nouvelle demande', 'Un devis est arrivé : https://site.example/admin?onglet=devis', '<p>Un devis</p>')`);
      await database.migrate();
      const { rows } = (await database.db.execute(sql`select "to", secret from outbox order by "to"`)) as unknown as {
        rows: { to: string; secret: boolean }[];
      };
      expect(rows).toEqual([
        { to: 'a@example.ci', secret: true },
        { to: 'b@example.ci', secret: true },
        { to: 'c@example.ci', secret: true },
        { to: 'd@example.ci', secret: false },
      ]);
    } finally {
      await database.destroy();
    }
  });
});
