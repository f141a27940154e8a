import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { company } from '@/config/company';
import { siteUrl } from '@/lib/metadata';
import type { Db } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { queueMails } from '@/server/mail/outbox';
import { notifyMailer } from '@/server/mail/sender';
import { authSecret } from './secret';

/** The confirmation mail of a new account, through the same outbox as every other mail. */
export function verificationMail(to: string, url: string) {
  const text =
    `Bonjour,\n\nConfirmez votre adresse pour activer votre compte ${company.name} :\n${url}\n\n` +
    `Ce lien est valable une heure. Si vous n’avez pas créé de compte, ignorez ce message.\n\n${company.name}\n`;
  return { to, subject: `Confirmez votre compte ${company.name}`, text };
}

export function createAuth(db: Db) {
  return betterAuth({
    appName: company.name,
    baseURL: siteUrl.toString(),
    secret: authSecret(),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification } }),
    emailAndPassword: { enabled: true, requireEmailVerification: true, minPasswordLength: 6, autoSignIn: false },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => {
        await db.transaction(async (tx) => queueMails(tx, [verificationMail(user.email, url)]));
        notifyMailer();
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    advanced: { useSecureCookies: siteUrl.protocol === 'https:' },
    plugins: [nextCookies()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

type Holder = { auth?: Promise<Auth> };
const holder = ((globalThis as { __siteAuth?: Holder }).__siteAuth ??= {});

/** The process's auth instance, made on first use like the database it sits on. */
export function getAuth(): Promise<Auth> {
  holder.auth ??= getDb().then(createAuth);
  return holder.auth;
}
