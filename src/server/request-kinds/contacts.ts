/**
 * What the contacts table holds: a contact message (SPEC §7), a support request and a call-back request, each its own
 * form. A support request stores its priority, and its issue and description in the message as SPEC §7 builds it; a
 * call-back stores its slot in the message, and no address.
 */
import { acknowledgementText, staffMailText, storedMessageText } from '@/content/mails';
import { CALLBACK_SERVICE, SUPPORT_SERVICE, messages, supportPriorities } from '@/content/requests';
import { requestFieldLabels as label } from '@/content/request-fields';
import { toE164 } from '@/lib/phone';
import { contacts } from '@/server/db/schema';
import { ERASED, KEPT, defineForm, defineStoredKind, labelIn, shown } from './define';
import { requestColumns } from './common';

export const contactsKind = defineStoredKind({
  id: 'contacts',
  table: contacts,
  search: 'person',
  erasure: 'columns',
  columns: {
    ...requestColumns,
    service: shown(),
    message: shown(ERASED),
    /** A support request's, which its card shows apart. */
    priority: { erase: KEPT },
  },
  card: (row) => ({ topic: row.service, excerpt: row.message }),
});

export const contactForm = defineForm<'contact', typeof contacts>(contactsKind, {
  title: (data) => staffMailText.kinds.contact(data.service),
  acknowledge: () => acknowledgementText.contact,
  success: () => ({ title: messages.contactSuccess }),
});

const priorityOf = labelIn(supportPriorities);
/** The support priority that is urgent: its notification also goes to the urgent address (NOTIFY_URGENT_TO). */
export const URGENT_PRIORITY = 'critical' satisfies (typeof supportPriorities)[number]['id'];

/** The support message as SPEC §7 builds it: issue type, priority label and description. */
const supportMessage = (data: { issue: string | null; priority: string; description: string }) =>
  storedMessageText.support({ issue: data.issue, priority: priorityOf(data.priority), description: data.description });

export const supportForm = defineForm<'support', typeof contacts>(contactsKind, {
  values: (data) => ({
    name: data.name,
    email: data.email,
    phone: data.phone,
    phoneE164: toE164(data.phone),
    company: data.company,
    service: SUPPORT_SERVICE,
    message: supportMessage(data),
    priority: data.priority,
    source: data.source,
  }),
  title: (data) => staffMailText.kinds.support(priorityOf(data.priority)),
  lines: (data) => [
    [label.name, data.name],
    [label.email, data.email],
    [label.phone, data.phone],
    [label.company, data.company],
    [label.priority, priorityOf(data.priority)],
    [label.issue, data.issue],
    [label.description, data.description],
  ],
  urgent: (data) => data.priority === URGENT_PRIORITY,
  acknowledge: (data) => ({
    subject: acknowledgementText.support.subject,
    body: acknowledgementText.support.body(priorityOf(data.priority)),
  }),
  success: (data) => ({
    title: messages.supportSuccessTitle,
    description: messages.supportSuccess(priorityOf(data.priority)),
  }),
});

export const callbackForm = defineForm<'callback', typeof contacts>(contactsKind, {
  // The call-back form asks for no email: the row records none (empty, not invented), and no one is acknowledged.
  values: (data) => ({
    name: data.name,
    email: '',
    phone: data.phone,
    phoneE164: toE164(data.phone),
    service: CALLBACK_SERVICE,
    message: storedMessageText.callback(data.slot, data.message),
    source: data.source,
  }),
  title: (data) => staffMailText.kinds.callback(data.slot),
  lines: (data) => [
    [label.name, data.name],
    [label.phone, data.phone],
    [label.slot, data.slot],
    [label.message, data.message],
  ],
  success: () => ({ title: messages.callbackSuccessTitle, description: messages.callbackSuccess }),
});
