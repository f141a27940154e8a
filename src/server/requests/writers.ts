/**
 * What each kind of visitor request stores and mails, as server/request-kinds/ declares it. The pipeline validates,
 * limits and writes it, in a transaction that requests arriving together share (group commit).
 */
import { eq, sql } from 'drizzle-orm';
import { requestKindFacts } from '@/config/request-kinds';
import { supportPromises } from '@/config/response-promises';
import { staffMailText } from '@/content/mails';
import { photoText } from '@/content/photos';
import { formatDuration } from '@/lib/dates';
import { toE164 } from '@/lib/phone';
import type { RequestKind } from '@/lib/schemas/requests';
import { newsletterSubscribers } from '@/server/db/schema';
import { teamRecipients } from '@/server/mail/outbox';
import { acknowledgement, newsletterConfirmation, staffNotification, type Field } from '@/server/mail/templates';
import {
  URGENT_PRIORITY,
  formSpecs,
  newsletterSuccess,
  shownColumns,
  storedKindSpecs,
  type FormKindSpec,
} from '@/server/request-kinds';
import { absoluteUrl } from '@/server/site-url';
import { requestPath } from '@/server/admin-paths';
import { newNewsletterToken } from './newsletter';
import type { RequestTable, Writer } from './pipeline';

const { fields: label } = staffMailText;

/** The photos joined to a request: the team's mail says how many, and the request's page shows them. */
const photosField = (count: number) => (count ? photoText.inMail(count) : null);

/**
 * The row a form's data stores, where the form's fields are the table's columns: every field but the honeypot, which
 * the pipeline has already read, and the phone's E.164 beside the phone as typed (the schema has checked that it is one).
 */
const rowOf = ({ website, ...row }: { website?: string; phone?: string | null }) => ({
  ...row,
  phoneE164: toE164(row.phone ?? null),
});

/** The team mail's lines where the form's fields are the table's columns: its shown columns, in their words. */
const columnLines = (kind: { columns: object }, data: Record<string, unknown>): Field[] =>
  shownColumns(kind).map(({ key, format, mail = format }) => {
    const value = data[key];
    return [
      label[key as keyof typeof label],
      typeof value === 'string' && value && mail ? mail(value) : (value as string | null),
    ];
  });

/**
 * The writer of a form that stores one row (config/request-kinds.ts says where, and which desk is mailed;
 * server/request-kinds/ what it stores and says): every field to the team, who reply to the visitor's address, and
 * the visitor's acknowledgement. A request without an address (a call-back) has neither the reply-to nor the
 * acknowledgement. The team's mail goes to its desk's address, and an urgent one to the urgent address too.
 */
function rowWriter<K extends keyof typeof formSpecs>(kind: K): Writer<K> {
  const form: FormKindSpec<K> = formSpecs[kind] as never;
  const { stored, desk, photos: takesPhotos } = requestKindFacts[kind];
  const spec = storedKindSpecs[stored];
  return {
    prepare(data, { visit, id, photos }) {
      const urgent = form.urgent?.(data) ?? false;
      const promised = urgent
        ? { promised: formatDuration(supportPromises[URGENT_PRIORITY].minutes * 60_000) }
        : undefined;
      const fields: Field[] = [
        ...(form.lines ? form.lines(data) : columnLines(spec, data)),
        ...(takesPhotos ? [[label.photos, photosField(photos)] satisfies Field] : []),
        [label.source, data.source],
      ];
      const link = absoluteUrl(requestPath(stored, id));
      const email = 'email' in data ? data.email : undefined;
      const acknowledge = form.acknowledge?.(data);
      return {
        table: spec.table as RequestTable,
        values: { id, ...(form.values ? form.values(data) : rowOf(data)), ...visit } as RequestTable['$inferInsert'],
        mails: {
          team: teamRecipients(desk, { urgent }).map((to) =>
            staffNotification({ to, replyTo: email, kindLabel: form.title(data), fields, link, urgent: promised }),
          ),
          visitor: email && acknowledge ? [acknowledgement({ to: email, name: data.name, ...acknowledge })] : [],
        },
      };
    },
    success: (data) => form.success(data),
  };
}

/**
 * Double opt-in. Subscribing again creates no second row and answers exactly the same, whatever the address's state,
 * so that no one learns whether it was already there; only the address's owner may get a (new) confirmation mail.
 */
export const newsletterWriter: Writer<'newsletter'> = {
  async write(tx, data, { visit }) {
    // Only the secret's hash is stored: each confirmation mail carries a new secret, which replaces the one before.
    const { token, tokenHash } = newNewsletterToken();
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, data.email.toLowerCase()))
      .for('update');
    if (!existing) {
      const [inserted] = await tx
        .insert(newsletterSubscribers)
        .values({ email: data.email, tokenHash, source: data.source, ...visit })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      return { team: [], visitor: inserted ? [newsletterConfirmation(data.email, token)] : [] };
    }
    if (existing.status === 'confirmed') return { team: [], visitor: [] };
    // An unsubscribed address starts again; a pending one gets its confirmation again (the first may be lost), within
    // the pipeline's per-address limit.
    await tx
      .update(newsletterSubscribers)
      .set({ status: 'pending', tokenHash, confirmedAt: null })
      .where(eq(newsletterSubscribers.id, existing.id));
    return { team: [], visitor: [newsletterConfirmation(existing.email, token)] };
  },
  success: newsletterSuccess,
};

export const writers: { [K in RequestKind]: Writer<K> } = {
  quote: rowWriter('quote'),
  consultation: rowWriter('consultation'),
  contact: rowWriter('contact'),
  support: rowWriter('support'),
  newsletter: newsletterWriter,
  demo: rowWriter('demo'),
  callback: rowWriter('callback'),
};
