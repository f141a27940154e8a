/**
 * Every mail the site sends, in words: the team's notification of a visitor request (its field and kind labels), the
 * visitor's acknowledgement, the newsletter's confirmation, and the account mails. Also the message a support or
 * call-back request stores, which the team reads in the back-office. server/mail/templates.ts lays them out.
 */
import { company } from '@/config/company';
import { requestFieldLabels } from './request-fields';
import { formatDelay, responsePromises } from '@/config/response-promises';

/** What every mail to a visitor shares. */
export const mailText = {
  greeting: (name?: string) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  closing: 'Cordialement,',
  signature: `${company.name}\n${company.phones.main.display} · ${company.emails.contact}\nUrgences 24/7\u202f: ${company.phones.hotline.display}`,
} as const;

/** The team's notification: a subject, a heading, and one "label : value" line a field. */
export const staffMailText = {
  /** An urgent request's (a critical support request) stands out in any inbox, and still starts with [Site] for filters. */
  subject: (kind: string, name: string, urgent = false) =>
    `[Site] ${urgent ? 'URGENT · ' : ''}${kind}${name ? ` — ${name}` : ''}`,
  heading: (kind: string, urgent = false) =>
    urgent ? `Demande urgente\u202f: ${kind}` : `Nouvelle demande\u202f: ${kind}`,
  /** Under an urgent request's heading: the delay promised, counted day and night. */
  urgentNote: (delay: string) => `Première réponse promise sous ${delay}, jour et nuit.`,
  line: (label: string, value: string) => `${label}\u202f: ${value}`,
  /** Shown for a field left empty. */
  empty: '—',
  /** Before the link to the request's own page in the back-office. */
  openInBackOffice: 'Suivre cette demande dans le back-office (attribution, notes, réponse)\u202f:',
  fields: requestFieldLabels,
  /** The kind of request, with what tells two requests of that kind apart. */
  kinds: {
    quote: (service: string) => `Demande de devis · ${service}`,
    consultation: (type: string) => `Demande de consultation · ${type}`,
    contact: (service: string | null) => `Message de contact${service ? ` · ${service}` : ''}`,
    support: (priority: string) => `Support technique · ${priority}`,
    callback: (slot: string) => `Demande de rappel · ${slot}`,
    /** A call-back in a list (escalation, digest), where its slot is not at hand. */
    callbackInList: 'Demande de rappel',
    demo: (requestType: string, solution: string) => `${requestType} · ${solution}`,
  },
  /** An urgency as the team reads it: its label and the response time it promises. */
  urgency: (label: string, response: string) => `${label} (${response})`,
} as const;

/** The visitor's acknowledgement of each kind of request that has an address to answer (a call-back has none). */
export const acknowledgementText = {
  quote: {
    subject: 'Nous avons bien reçu votre demande de devis',
    body: (service: string) =>
      `Merci pour votre demande de devis (${service}). Nous vous contacterons dans les ${formatDelay(responsePromises.quotes, 'compact')} pour étudier votre projet.`,
  },
  consultation: {
    subject: 'Votre demande de consultation est enregistrée',
    /** `date` is already written out; `slot` is "09:00-10:00". */
    body: ({ type, mode, date, slot }: { type: string; mode: string; date: string; slot: string }) =>
      `Merci pour votre demande de consultation (${type}, ${mode.toLowerCase()}), souhaitée le ${date} entre ${slot.replace('-', ' et ')}. Nous vous contacterons rapidement pour la confirmer.`,
  },
  contact: {
    subject: 'Nous avons bien reçu votre message',
    body: `Merci pour votre message. Nous vous recontacterons dans les plus brefs délais, en général sous ${formatDelay(responsePromises.contacts, 'compact')}.`,
  },
  support: {
    subject: 'Votre demande de support est enregistrée',
    body: (priority: string) =>
      `Votre demande de support (priorité\u202f: ${priority}) est enregistrée. Pour une panne critique, appelez aussi notre hotline 24/7.`,
  },
  demo: {
    subject: (requestType: string, solution: string) =>
      `Votre demande (${requestType.toLowerCase()}, ${solution}) est enregistrée`,
    body: (solution: string) =>
      `Merci pour votre intérêt pour ${solution}. Nous vous contacterons dans les ${formatDelay(responsePromises.demos, 'compact')}.`,
  },
} as const;

/** The double opt-in mail. Its two links are set between these lines. */
export const newsletterMailText = {
  subject: `Confirmez votre inscription à la newsletter ${company.name}`,
  request: `Vous avez demandé à recevoir la newsletter technique de ${company.name}.`,
  confirm: 'Confirmez votre inscription en ouvrant ce lien\u202f:',
  notYou: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u202f: vous ne recevrez rien.',
  unsubscribe: 'Se désinscrire à tout moment\u202f:',
} as const;

/** The account mails of better-auth: the address's confirmation and a forgotten password's link, each followed by it. */
export const accountMailText = {
  verification: {
    subject: `Confirmez votre compte ${company.name}`,
    lead: `Confirmez votre adresse pour activer votre compte ${company.name}\u202f:`,
    note: 'Ce lien est valable une heure. Si vous n’avez pas créé de compte, ignorez ce message.',
  },
  resetPassword: {
    subject: `Nouveau mot de passe pour votre compte ${company.name}`,
    lead: `Pour choisir un nouveau mot de passe pour votre compte ${company.name}, ouvrez ce lien\u202f:`,
    note: 'Ce lien est valable une heure et ne sert qu’une fois. Si vous n’avez rien demandé, ignorez ce message\u202f: votre mot de passe ne change pas.',
  },
} as const;

/** The invitation to join the staff (the Équipe screen), with its one-use link. */
export const invitationMailText = (invitedBy: string, role: string, days: number) => ({
  subject: `Invitation à rejoindre l’équipe ${company.name}`,
  lead: `${invitedBy} vous invite à rejoindre le back-office de ${company.name} en tant que ${role}. Ouvrez ce lien pour choisir votre mot de passe\u202f; à votre première connexion, vous activerez la double authentification\u202f:`,
  note: `Ce lien est valable ${days} jours et ne sert qu’une fois. Si vous n’attendiez pas cette invitation, ignorez ce message.`,
});

/**
 * What the outbox keeps of a mail that carried a one-use link, once delivered or given up (and what a backup holds of
 * it): the link is gone, so the text is this note. Read in a data-protection export.
 */
export const linkRemovedText =
  'Texte effacé après l’envoi\u202f: ce message portait un lien à usage unique, que le site ne conserve pas.';

/** The message a support or call-back request stores on its contact row (SPEC §7 for support). */
export const storedMessageText = {
  support: ({ issue, priority, description }: { issue: string | null; priority: string; description: string }) =>
    [`Type de problème\u202f: ${issue ?? 'Non précisé'}`, `Priorité\u202f: ${priority}`, '', description].join('\n'),
  callback: (slot: string, message: string | null) =>
    [`Rappel souhaité\u202f: ${slot}`, message ?? ''].filter(Boolean).join('\n\n'),
} as const;

/** The lead desk's mails: a request assigned to a staff member, and a staff member's reply to the visitor. */
export const deskMailText = {
  assignment: (by: string, name: string) => ({
    subject: `[Back-office] Demande attribuée\u202f: ${name}`,
    lead: `${by} vous a attribué la demande de ${name}. Ouvrez-la dans le back-office\u202f:`,
  }),
  bulkAssignment: (by: string, count: number) => ({
    subject: `[Back-office] ${count} demandes attribuées`,
    lead: `${by} vous a attribué ${count} demandes. Retrouvez-les dans le back-office\u202f:`,
  }),
  /** A reply's signature: the staff member, then the company's. */
  replySignature: (by: string) => `${mailText.closing}\n${by}\n${mailText.signature}`,
} as const;

const count = new Intl.NumberFormat('fr-FR');
const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n > 1 ? many : one}`;

/**
 * The lines of a list of requests in the team's mails (escalation, digest): what it is, who, where it stands, each
 * followed by its link; past the first ones, how many more and where to see them.
 */
export const requestListText = {
  line: (label: string, name: string, state: string) => `- ${label} — ${name} — ${state}`,
  late: (over: string, promised: string) => `en retard de ${over} (délai promis\u202f: ${promised})`,
  /** A promise's delay, « ouvrées » when it runs in office hours only. */
  promised: (delay: string, officeHours: boolean) => (officeHours ? `${delay} ouvrées` : delay),
  followUp: (day: string, today: boolean) => (today ? 'relance prévue aujourd’hui' : `relance prévue le ${day}`),
  /** `capped`: there are at least `n` more (the count stops there). */
  more: (n: number, capped: boolean) =>
    `… et ${capped ? 'plus de ' : ''}${plural(n, 'autre', 'autres')}, dans le back-office\u202f:`,
} as const;

/** The mail to the urgent address (NOTIFY_URGENT_TO) listing the requests that just went past their promise. */
export const escalationMailText = {
  subject: (total: number, first: { label: string; name: string }) =>
    total === 1
      ? `[Site] URGENT · En retard\u202f: ${first.label} — ${first.name}`
      : `[Site] URGENT · ${plural(total, 'demande', 'demandes')} en retard`,
  lead: (total: number) =>
    total === 1
      ? 'Cette demande a dépassé le délai promis sans première réponse\u202f:'
      : `Ces ${count.format(total)} demandes ont dépassé le délai promis sans première réponse\u202f:`,
  closing: 'Attribuez-les ou répondez depuis le back-office. Chaque demande n’est signalée qu’une fois.',
} as const;

/** Each staff member's morning digest: their follow-ups due, their late requests, and the late ones nobody has. */
export const digestMailText = {
  subject: ({ followUps, late, unassigned }: { followUps: number; late: number; unassigned: number }) =>
    `[Back-office] Votre journée\u202f: ${[
      followUps ? plural(followUps, 'relance', 'relances') : '',
      late ? `${plural(late, 'demande', 'demandes')} en retard` : '',
      unassigned ? `${plural(unassigned, 'demande', 'demandes')} en retard sans attribution` : '',
    ]
      .filter(Boolean)
      .join(' · ')}`,
  followUps: (n: number) => `Vos relances du jour et en retard (${count.format(n)})\u202f:`,
  late: (n: number) => `Vos demandes en retard, sans première réponse (${count.format(n)})\u202f:`,
  unassigned: (n: number) => `Demandes en retard sans attribution (${count.format(n)})\u202f:`,
  /** `at`: "07:30". */
  closing: (at: string) =>
    `Ce résumé part chaque jour ouvré à ${at.replace(/^0?(\d+):(\d+)$/, '$1 h $2')}, quand il y a quelque chose à faire.`,
} as const;
