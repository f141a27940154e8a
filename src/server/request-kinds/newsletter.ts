/**
 * The newsletter's subscribers (SPEC §7): shown in the back-office by their address and the day they confirmed it.
 * An erasure deletes the row; the subscription's double opt-in is server/requests/writers.ts' newsletterWriter.
 */
import { messages } from '@/content/requests';
import { newsletterSubscribers } from '@/server/db/schema';
import { defineStoredKind, type Notice } from './define';

export const newsletterKind = defineStoredKind({
  id: 'newsletter',
  table: newsletterSubscribers,
  search: 'email',
  erasure: 'row',
  columns: { email: { shown: {} }, confirmedAt: { shown: {} } },
  card: () => ({ topic: null, excerpt: null }),
});

export const newsletterSuccess = (): Notice => ({
  title: messages.newsletterSuccessTitle,
  description: messages.newsletterSuccess,
});
