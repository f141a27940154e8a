/**
 * What each kind of visitor request stores and mails. The pipeline validates, limits and writes it, in a transaction that
 * requests arriving together share (group commit).
 */
import { eq, sql } from 'drizzle-orm';
import {
  CALLBACK_SERVICE,
  SUPPORT_SERVICE,
  consultationModes,
  consultationTypes,
  demoRequestTypes,
  messages,
  supportPriorities,
  urgencies,
} from '@/content/requests';
import { acknowledgementText, staffMailText, storedMessageText } from '@/content/mails';
import { photoText } from '@/content/photos';
import { formatDuration, formatLongDate } from '@/lib/dates';
import { toE164 } from '@/lib/phone';
import type { RequestKind } from '@/lib/schemas/requests';
import {
  consultations,
  contacts,
  demoRequests,
  newsletterSubscribers,
  quotes,
  type WorkflowKind,
} from '@/server/db/schema';
import { supportPromises } from '@/config/response-promises';
import { teamRecipients, type TeamDesk } from '@/server/mail/outbox';
import { acknowledgement, newsletterConfirmation, staffNotification, type Field } from '@/server/mail/templates';
import { newNewsletterToken } from './newsletter';
import type { RequestMails, Writer } from './pipeline';
import { absoluteUrl } from '@/server/site-url';
import { requestPath } from '@/server/admin-paths';

const { fields: label, kinds } = staffMailText;

/** Who is asking: the first lines of every team notification. */
const visitor = (data: { name: string; email: string; phone: string | null; company: string | null }): Field[] => [
  [label.name, data.name],
  [label.email, data.email],
  [label.phone, data.phone],
  [label.company, data.company],
];

/** The photos joined to a request: the team's mail says how many, and the request's page shows them. */
const photosField = (count: number) => (count ? photoText.inMail(count) : null);

const labelOf = <T extends { id: string; label: string }>(list: readonly T[], id: string) =>
  list.find((item) => item.id === id)?.label ?? id;

/** A stored request's own page in the back-office: the team's mail links to it. */
const linkTo = (kind: WorkflowKind, id: string) => absoluteUrl(requestPath(kind, id));

/**
 * The row a form's data stores: every field but the honeypot, which the pipeline has already read, and the phone's
 * E.164 beside the phone as typed (the schema has checked that it is one).
 */
const rowOf = <T extends { website?: string; phone: string | null }>({ website, ...row }: T) => ({
  ...row,
  phoneE164: toE164(row.phone),
});

/** The support priority that is urgent: its notification also goes to the urgent address (NOTIFY_URGENT_TO). */
const URGENT_PRIORITY = 'critical' satisfies (typeof supportPriorities)[number]['id'];

/**
 * The mails of a visitor request: every field to the team, who reply to the visitor's address, and the visitor's
 * acknowledgement. A request without an address (a call-back) has neither the reply-to nor the acknowledgement. The
 * team's mail goes to its desk's address (`desk`: quotes, consultations and demos to sales, support to support, the
 * rest to the team's address), and an urgent one to the urgent address too.
 */
function requestMails(
  data: { name: string; email?: string },
  {
    kind,
    desk,
    urgent = false,
    fields,
    acknowledge,
    link,
  }: {
    kind: string;
    desk: TeamDesk;
    urgent?: boolean;
    fields: Field[];
    acknowledge?: { subject: string; body: string };
    link: string;
  },
): RequestMails {
  const promised = urgent ? { promised: formatDuration(supportPromises[URGENT_PRIORITY].minutes * 60_000) } : undefined;
  return {
    team: teamRecipients(desk, { urgent }).map((to) =>
      staffNotification({ to, replyTo: data.email, kindLabel: kind, fields, link, urgent: promised }),
    ),
    visitor: data.email && acknowledge ? [acknowledgement({ to: data.email, name: data.name, ...acknowledge })] : [],
  };
}

export const quoteWriter: Writer<'quote'> = {
  prepare: (data, { visit, id, photos }) => ({
    table: quotes,
    values: { id, ...rowOf(data), ...visit },
    mails: requestMails(data, {
      link: linkTo('quotes', id),
      desk: 'sales',
      kind: kinds.quote(data.service),
      fields: [
        ...visitor(data),
        [label.service, data.service],
        [label.budget, data.budget],
        [label.timeline, data.timeline],
        [label.description, data.description],
        [label.photos, photosField(photos)],
        [label.source, data.source],
      ],
      acknowledge: { subject: acknowledgementText.quote.subject, body: acknowledgementText.quote.body(data.service) },
    }),
  }),
  success: () => ({ title: messages.quoteSuccessTitle, description: messages.quoteSuccess }),
};

export const consultationWriter: Writer<'consultation'> = {
  prepare(data, { visit, id }) {
    const type = labelOf(consultationTypes, data.consultationType);
    const mode = labelOf(consultationModes, data.consultationMode);
    const urgency = urgencies.find((item) => item.id === data.urgency);
    const date = formatLongDate(data.preferredDate);
    return {
      table: consultations,
      values: { id, ...rowOf(data), ...visit },
      mails: requestMails(data, {
        link: linkTo('consultations', id),
        desk: 'sales',
        kind: kinds.consultation(type),
        fields: [
          ...visitor(data),
          [label.consultationType, type],
          [label.consultationMode, mode],
          [label.preferredDate, date],
          [label.preferredTime, data.preferredTime],
          [label.urgency, urgency ? staffMailText.urgency(urgency.label, urgency.response) : data.urgency],
          [label.subject, data.subject],
          [label.message, data.message],
          [label.specificNeeds, data.specificNeeds],
          [label.source, data.source],
        ],
        acknowledge: {
          subject: acknowledgementText.consultation.subject,
          body: acknowledgementText.consultation.body({ type, mode, date, slot: data.preferredTime }),
        },
      }),
    };
  },
  success: (data) => ({
    title: messages.consultationSuccessTitle,
    description: `${labelOf(consultationTypes, data.consultationType)} · ${labelOf(consultationModes, data.consultationMode)}. ${messages.consultationSuccess}`,
  }),
};

export const contactWriter: Writer<'contact'> = {
  prepare: (data, { visit, id }) => ({
    table: contacts,
    values: { id, ...rowOf(data), ...visit },
    mails: requestMails(data, {
      link: linkTo('contacts', id),
      desk: 'team',
      kind: kinds.contact(data.service),
      fields: [
        ...visitor(data),
        [label.service, data.service],
        [label.message, data.message],
        [label.source, data.source],
      ],
      acknowledge: acknowledgementText.contact,
    }),
  }),
  success: () => ({ title: messages.contactSuccess }),
};

/** The support message as SPEC §7 builds it: issue type, priority label and description. */
export const supportMessage = (data: { issue: string | null; priority: string; description: string }) =>
  storedMessageText.support({
    issue: data.issue,
    priority: labelOf(supportPriorities, data.priority),
    description: data.description,
  });

export const supportWriter: Writer<'support'> = {
  prepare(data, { visit, id, photos }) {
    const priority = labelOf(supportPriorities, data.priority);
    return {
      table: contacts,
      values: {
        id,
        name: data.name,
        email: data.email,
        phone: data.phone,
        phoneE164: toE164(data.phone),
        company: data.company,
        service: SUPPORT_SERVICE,
        message: supportMessage(data),
        priority: data.priority,
        source: data.source,
        ...visit,
      },
      mails: requestMails(data, {
        link: linkTo('contacts', id),
        desk: 'support',
        urgent: data.priority === URGENT_PRIORITY,
        kind: kinds.support(priority),
        fields: [
          ...visitor(data),
          [label.priority, priority],
          [label.issue, data.issue],
          [label.description, data.description],
          [label.photos, photosField(photos)],
          [label.source, data.source],
        ],
        acknowledge: { subject: acknowledgementText.support.subject, body: acknowledgementText.support.body(priority) },
      }),
    };
  },
  success: (data) => ({
    title: messages.supportSuccessTitle,
    description: messages.supportSuccess(labelOf(supportPriorities, data.priority)),
  }),
};

export const callbackWriter: Writer<'callback'> = {
  prepare: (data, { visit, id }) => ({
    table: contacts,
    // The call-back form asks for no email: the contact row records none (empty, not invented), and no one is acknowledged.
    values: {
      id,
      name: data.name,
      email: '',
      phone: data.phone,
      phoneE164: toE164(data.phone),
      service: CALLBACK_SERVICE,
      message: storedMessageText.callback(data.slot, data.message),
      source: data.source,
      ...visit,
    },
    mails: requestMails(data, {
      link: linkTo('contacts', id),
      desk: 'team',
      kind: kinds.callback(data.slot),
      fields: [
        [label.name, data.name],
        [label.phone, data.phone],
        [label.slot, data.slot],
        [label.message, data.message],
        [label.source, data.source],
      ],
    }),
  }),
  success: () => ({ title: messages.callbackSuccessTitle, description: messages.callbackSuccess }),
};

export const demoWriter: Writer<'demo'> = {
  prepare(data, { visit, id }) {
    const type = labelOf(demoRequestTypes, data.requestType);
    return {
      table: demoRequests,
      values: { id, ...rowOf(data), ...visit },
      mails: requestMails(data, {
        link: linkTo('demos', id),
        desk: 'sales',
        kind: kinds.demo(type, data.solution),
        fields: [
          ...visitor(data),
          [label.solution, data.solution],
          [label.requestType, type],
          [label.message, data.message],
          [label.source, data.source],
        ],
        acknowledge: {
          subject: acknowledgementText.demo.subject(type, data.solution),
          body: acknowledgementText.demo.body(data.solution),
        },
      }),
    };
  },
  success: () => ({ title: messages.demoSuccessTitle, description: messages.demoSuccess }),
};

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
  success: () => ({ title: messages.newsletterSuccessTitle, description: messages.newsletterSuccess }),
};

export const writers: { [K in RequestKind]: Writer<K> } = {
  quote: quoteWriter,
  consultation: consultationWriter,
  contact: contactWriter,
  support: supportWriter,
  newsletter: newsletterWriter,
  demo: demoWriter,
  callback: callbackWriter,
};
