/** What each kind of visitor request stores and mails. The pipeline validates, limits and wraps it in a transaction. */
import { randomBytes } from 'node:crypto';
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
import { formatLongDate } from '@/lib/dates';
import type { RequestKind } from '@/lib/schemas/requests';
import { consultations, contacts, demoRequests, newsletterSubscribers, quotes } from '@/server/db/schema';
import { notifyTo } from '@/server/mail/outbox';
import { acknowledgement, newsletterConfirmation, staffNotification, type Field } from '@/server/mail/templates';
import type { Writer } from './pipeline';

/** Who is asking: the first lines of every team notification. */
const visitor = (data: { name: string; email: string; phone: string | null; company: string | null }): Field[] => [
  ['Nom', data.name],
  ['Email', data.email],
  ['Téléphone', data.phone],
  ['Entreprise', data.company],
];

const labelOf = <T extends { id: string; label: string }>(list: readonly T[], id: string) => list.find((item) => item.id === id)?.label ?? id;

export const quoteWriter: Writer<'quote'> = {
  async write(tx, data) {
    const { website, ...row } = data;
    await tx.insert(quotes).values(row);
    return {
      team: [
        staffNotification({
          to: notifyTo(),
          replyTo: data.email,
          kindLabel: `Demande de devis · ${data.service}`,
          fields: [
            ...visitor(data),
            ['Service', data.service],
            ['Budget', data.budget],
            ['Délai', data.timeline],
            ['Description', data.description],
            ['Source', data.source],
          ],
        }),
      ],
      visitor: [
        acknowledgement({
          to: data.email,
          name: data.name,
          subject: 'Nous avons bien reçu votre demande de devis',
          body: `Merci pour votre demande de devis (${data.service}). Nous vous contacterons dans les 24h pour étudier votre projet.`,
        }),
      ],
    };
  },
  success: () => ({ title: messages.quoteSuccessTitle, description: messages.quoteSuccess }),
};

export const consultationWriter: Writer<'consultation'> = {
  async write(tx, data) {
    const { website, ...row } = data;
    await tx.insert(consultations).values(row);
    const type = labelOf(consultationTypes, data.consultationType);
    const mode = labelOf(consultationModes, data.consultationMode);
    const urgency = urgencies.find((item) => item.id === data.urgency);
    return {
      team: [
        staffNotification({
          to: notifyTo(),
          replyTo: data.email,
          kindLabel: `Demande de consultation · ${type}`,
          fields: [
            ...visitor(data),
            ['Type', type],
            ['Mode', mode],
            ['Date souhaitée', formatLongDate(data.preferredDate)],
            ['Créneau', data.preferredTime],
            ['Urgence', urgency ? `${urgency.label} (${urgency.response})` : data.urgency],
            ['Sujet', data.subject],
            ['Message', data.message],
            ['Besoins spécifiques', data.specificNeeds],
            ['Source', data.source],
          ],
        }),
      ],
      visitor: [
        acknowledgement({
          to: data.email,
          name: data.name,
          subject: 'Votre demande de consultation est enregistrée',
          body: `Merci pour votre demande de consultation (${type}, ${mode.toLowerCase()}), souhaitée le ${formatLongDate(data.preferredDate)} entre ${data.preferredTime.replace('-', ' et ')}. Nous vous contacterons rapidement pour la confirmer.`,
        }),
      ],
    };
  },
  success: (data) => ({
    title: messages.consultationSuccessTitle,
    description: `${labelOf(consultationTypes, data.consultationType)} · ${labelOf(consultationModes, data.consultationMode)}. ${messages.consultationSuccess}`,
  }),
};

export const contactWriter: Writer<'contact'> = {
  async write(tx, data) {
    const { website, ...row } = data;
    await tx.insert(contacts).values(row);
    return {
      team: [
        staffNotification({
          to: notifyTo(),
          replyTo: data.email,
          kindLabel: `Message de contact${data.service ? ` · ${data.service}` : ''}`,
          fields: [
            ...visitor(data),
            ['Service', data.service],
            ['Message', data.message],
            ['Source', data.source],
          ],
        }),
      ],
      visitor: [
        acknowledgement({
          to: data.email,
          name: data.name,
          subject: 'Nous avons bien reçu votre message',
          body: 'Merci pour votre message. Nous vous recontacterons dans les plus brefs délais, en général sous 24h.',
        }),
      ],
    };
  },
  success: () => ({ title: messages.contactSuccess }),
};

/** The support message as SPEC §7 builds it: issue type, priority label and description. */
export const supportMessage = (data: { issue: string | null; priority: string; description: string }) =>
  [`Type de problème : ${data.issue ?? 'Non précisé'}`, `Priorité : ${labelOf(supportPriorities, data.priority)}`, '', data.description].join('\n');

export const supportWriter: Writer<'support'> = {
  async write(tx, data) {
    const message = supportMessage(data);
    await tx.insert(contacts).values({
      name: data.name,
      email: data.email,
      phone: data.phone,
      company: data.company,
      service: SUPPORT_SERVICE,
      message,
      source: data.source,
    });
    const priority = labelOf(supportPriorities, data.priority);
    return {
      team: [
        staffNotification({
          to: notifyTo(),
          replyTo: data.email,
          kindLabel: `Support technique · ${priority}`,
          fields: [
            ...visitor(data),
            ['Priorité', priority],
            ['Type de problème', data.issue],
            ['Description', data.description],
            ['Source', data.source],
          ],
        }),
      ],
      visitor: [
        acknowledgement({
          to: data.email,
          name: data.name,
          subject: 'Votre demande de support est enregistrée',
          body: `Votre demande de support (priorité : ${priority}) est enregistrée. Pour une panne critique, appelez aussi notre hotline 24/7.`,
        }),
      ],
    };
  },
  success: (data) => ({ title: messages.supportSuccessTitle, description: `Priorité : ${labelOf(supportPriorities, data.priority)}` }),
};

export const callbackWriter: Writer<'callback'> = {
  async write(tx, data) {
    const message = [`Rappel souhaité : ${data.slot}`, data.message ?? ''].filter(Boolean).join('\n\n');
    // The call-back form asks for no email: the contact row records none (empty, not invented).
    await tx.insert(contacts).values({ name: data.name, email: '', phone: data.phone, service: CALLBACK_SERVICE, message, source: data.source });
    return {
      team: [
        staffNotification({
          to: notifyTo(),
          kindLabel: `Demande de rappel · ${data.slot}`,
          fields: [
            ['Nom', data.name],
            ['Téléphone', data.phone],
            ['Créneau', data.slot],
            ['Message', data.message],
            ['Source', data.source],
          ],
        }),
      ],
      visitor: [],
    };
  },
  success: () => ({ title: messages.callbackSuccessTitle, description: messages.callbackSuccess }),
};

export const demoWriter: Writer<'demo'> = {
  async write(tx, data) {
    const { website, ...row } = data;
    await tx.insert(demoRequests).values(row);
    const type = labelOf(demoRequestTypes, data.requestType);
    return {
      team: [
        staffNotification({
          to: notifyTo(),
          replyTo: data.email,
          kindLabel: `${type} · ${data.solution}`,
          fields: [
            ...visitor(data),
            ['Solution', data.solution],
            ['Demande', type],
            ['Message', data.message],
            ['Source', data.source],
          ],
        }),
      ],
      visitor: [
        acknowledgement({
          to: data.email,
          name: data.name,
          subject: `Votre demande (${type.toLowerCase()}, ${data.solution}) est enregistrée`,
          body: `Merci pour votre intérêt pour ${data.solution}. Nous vous contacterons dans les 24h.`,
        }),
      ],
    };
  },
  success: () => ({ title: messages.demoSuccessTitle, description: messages.demoSuccess }),
};

/**
 * Double opt-in. Subscribing again creates no second row and answers exactly the same, whatever the address's state,
 * so that no one learns whether it was already there; only the address's owner may get a (new) confirmation mail.
 */
export const newsletterWriter: Writer<'newsletter'> = {
  async write(tx, data) {
    const token = randomBytes(24).toString('base64url');
    const [existing] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(sql`lower(${newsletterSubscribers.email})`, data.email.toLowerCase()))
      .for('update');
    if (!existing) {
      const [inserted] = await tx
        .insert(newsletterSubscribers)
        .values({ email: data.email, token, source: data.source })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      return { team: [], visitor: inserted ? [newsletterConfirmation(data.email, token)] : [] };
    }
    if (existing.status === 'confirmed') return { team: [], visitor: [] };
    if (existing.status === 'unsubscribed') {
      await tx.update(newsletterSubscribers).set({ status: 'pending', token, confirmedAt: null }).where(eq(newsletterSubscribers.id, existing.id));
      return { team: [], visitor: [newsletterConfirmation(existing.email, token)] };
    }
    // A pending address gets its confirmation again (the first may be lost), within the pipeline's per-address limit.
    return { team: [], visitor: [newsletterConfirmation(existing.email, existing.token)] };
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
