import { messages } from '@/content/requests';
import { validateNewsletter } from '@/lib/schemas/newsletter';
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';
import { clearDraft, saveDraft } from './drafts';
import { sendRequest } from './send-request';
import { notify } from './toaster';

/** Loaded on the first subscription only, so that the footer form costs next to nothing on every page. */
export async function submitNewsletter(
  email: string,
  honeypot: string,
  source: string,
): Promise<{ ok: boolean; error?: string }> {
  const payload = { email, source, [HONEYPOT_FIELD]: honeypot };
  const validation = validateNewsletter(payload);
  if (!validation.success) {
    const error = validation.errors.email ?? messages.invalidRequest;
    void notify({ title: messages.errorTitle, description: error, variant: 'error' });
    return { ok: false, error };
  }
  // A draft of one field, kept only while its subscription waits: its key makes a double click or a retry one subscription.
  const draft = saveDraft('newsletter', { email });
  const result = await sendRequest('newsletter', payload, { idempotencyKey: draft.key });
  if (result.ok) {
    clearDraft('newsletter', draft.key);
    void notify(result.notice);
    return { ok: true };
  }
  if (result.offline) {
    const { queueRequest } = await import('./offline-queue');
    await queueRequest('newsletter', { email }, payload, honeypot, { network: Boolean(result.network) });
    return { ok: false, error: messages.offline };
  }
  clearDraft('newsletter', draft.key);
  void notify({ title: result.error.title, description: result.error.description, variant: 'error' });
  return { ok: false, error: result.error.description };
}
