/**
 * The back-office's words for the contacts that happen outside the forms (issue 30): the taps on call, WhatsApp and
 * mail links the overview counts, and the « WhatsApp » link of a request's page with the greeting it opens with.
 */
import { company } from '@/config/company';
import type { WorkflowKind } from '@/config/requests';
import { CALLBACK_SERVICE, SUPPORT_SERVICE } from './requests';

const number = new Intl.NumberFormat('fr-FR');

/** The overview's card. */
export const contactTapText = {
  title: (days: number) => `Contacts sans formulaire (${days} derniers jours)`,
  intro: 'Appuis sur les liens d’appel, WhatsApp et e-mail du site, comptés par page et par jour, sans cookie.',
  channels: { tel: 'Appels', whatsapp: 'WhatsApp', mailto: 'E-mails' },
  total: 'Total',
  topPages: 'Pages d’où ils partent',
  none: 'Aucun appui sur ces liens pour l’instant.',
  /** One page's line: "Appels 3 · WhatsApp 2". */
  pageCounts: (counts: { label: string; count: number }[]) =>
    counts
      .filter((item) => item.count > 0)
      .map((item) => `${item.label} ${number.format(item.count)}`)
      .join(' · '),
} as const;

/** What a request is, as the visitor would say it, from its kind and the line under its name (its service, type...). */
const requestNames: Record<WorkflowKind, (topic: string | null) => string> = {
  contacts: (topic) =>
    topic === CALLBACK_SERVICE
      ? 'votre demande de rappel'
      : topic === SUPPORT_SERVICE
        ? 'votre demande de support technique'
        : topic
          ? `votre message (${topic})`
          : 'votre message',
  quotes: (topic) => (topic ? `votre demande de devis (${topic})` : 'votre demande de devis'),
  consultations: (topic) => (topic ? `votre demande de consultation (${topic})` : 'votre demande de consultation'),
  demos: (topic) => (topic ? `votre demande (${topic})` : 'votre demande de démonstration'),
};

/** The « WhatsApp » link of a request's page: a conversation with the visitor, opened with a greeting naming the request. */
export const staffWhatsappText = {
  label: 'WhatsApp',
  greeting: (name: string, kind: WorkflowKind, topic: string | null) =>
    `Bonjour ${name}, ${company.name} vous répond au sujet de ${requestNames[kind](topic)}.`,
} as const;
