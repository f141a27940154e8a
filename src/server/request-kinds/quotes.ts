/** A quote request (SPEC §7): the quotes table, and the quote form. */
import { acknowledgementText, staffMailText } from '@/content/mails';
import { messages } from '@/content/requests';
import { quotes } from '@/server/db/schema';
import { ERASED, defineForm, defineStoredKind, shown } from './define';
import { outcomeColumns, requestColumns } from './common';

export const quotesKind = defineStoredKind({
  id: 'quotes',
  table: quotes,
  search: 'person',
  erasure: 'columns',
  columns: {
    ...requestColumns,
    service: shown(),
    budget: shown(),
    timeline: shown(),
    description: shown(ERASED),
    ...outcomeColumns,
  },
  card: (row) => ({ topic: row.service, excerpt: row.description || null }),
});

export const quoteForm = defineForm<'quote', typeof quotes>(quotesKind, {
  title: (data) => staffMailText.kinds.quote(data.service),
  acknowledge: (data) => ({
    subject: acknowledgementText.quote.subject,
    body: acknowledgementText.quote.body(data.service),
  }),
  success: () => ({ title: messages.quoteSuccessTitle, description: messages.quoteSuccess }),
});
