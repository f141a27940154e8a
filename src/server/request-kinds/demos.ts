/** A demonstration, a trial or documentation asked for (SPEC §7): the demo_requests table, and the demo form. */
import { acknowledgementText, staffMailText } from '@/content/mails';
import { demoRequestTypes, messages } from '@/content/requests';
import { demoRequests } from '@/server/db/schema';
import { ERASED, KEPT, defineForm, defineStoredKind, labelIn, shown } from './define';
import { outcomeColumns, requestColumns } from './common';

const typeOf = labelIn(demoRequestTypes);

export const demosKind = defineStoredKind({
  id: 'demos',
  table: demoRequests,
  search: 'person',
  erasure: 'columns',
  columns: {
    ...requestColumns,
    solution: shown(),
    requestType: shown(KEPT, { format: typeOf }),
    message: shown(ERASED),
    ...outcomeColumns,
  },
  card: (row) => ({ topic: `${typeOf(row.requestType)} · ${row.solution}`, excerpt: row.message }),
});

export const demoForm = defineForm<'demo', typeof demoRequests>(demosKind, {
  title: (data) => staffMailText.kinds.demo(typeOf(data.requestType), data.solution),
  acknowledge: (data) => ({
    subject: acknowledgementText.demo.subject(typeOf(data.requestType), data.solution),
    body: acknowledgementText.demo.body(data.solution),
  }),
  success: () => ({ title: messages.demoSuccessTitle, description: messages.demoSuccess }),
});
