/** A consultation booked (SPEC §7): the consultations table, and the consultation form. */
import { acknowledgementText, staffMailText } from '@/content/mails';
import { consultationModes, consultationTypes, messages, urgencies } from '@/content/requests';
import { formatLongDate } from '@/lib/dates';
import { consultations } from '@/server/db/schema';
import { ERASED, KEPT, defineForm, defineStoredKind, labelIn, shown } from './define';
import { outcomeColumns, requestColumns } from './common';

const typeOf = labelIn(consultationTypes);
const modeOf = labelIn(consultationModes);

/** The urgency as the team reads it: its label and the response time it promises. */
const urgencyForTeam = (id: string) => {
  const urgency = urgencies.find((item) => item.id === id);
  return urgency ? staffMailText.urgency(urgency.label, urgency.response) : id;
};

export const consultationsKind = defineStoredKind({
  id: 'consultations',
  table: consultations,
  search: 'person',
  erasure: 'columns',
  columns: {
    ...requestColumns,
    consultationType: shown(KEPT, { format: typeOf }),
    consultationMode: shown(KEPT, { format: modeOf }),
    preferredDate: shown(KEPT, { format: formatLongDate }),
    preferredTime: shown(),
    urgency: shown(KEPT, { format: labelIn(urgencies), mail: urgencyForTeam }),
    subject: shown(ERASED),
    message: shown(ERASED),
    specificNeeds: shown(ERASED),
    ...outcomeColumns,
  },
  card: (row) => ({ topic: `${typeOf(row.consultationType)} · ${modeOf(row.consultationMode)}`, excerpt: row.message }),
});

export const consultationForm = defineForm<'consultation', typeof consultations>(consultationsKind, {
  title: (data) => staffMailText.kinds.consultation(typeOf(data.consultationType)),
  acknowledge: (data) => ({
    subject: acknowledgementText.consultation.subject,
    body: acknowledgementText.consultation.body({
      type: typeOf(data.consultationType),
      mode: modeOf(data.consultationMode),
      date: formatLongDate(data.preferredDate),
      slot: data.preferredTime,
    }),
  }),
  success: (data) => ({
    title: messages.consultationSuccessTitle,
    description: `${typeOf(data.consultationType)} · ${modeOf(data.consultationMode)}. ${messages.consultationSuccess}`,
  }),
});
