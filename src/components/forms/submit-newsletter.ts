import { messages } from '@/content/requests';
import { validateRequest } from '@/lib/schemas/requests';
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';
import { sendRequest } from './send-request';
import { notify } from './toaster';

/** Loaded on the first subscription only, so that the footer form costs next to nothing on every page. */
export async function submitNewsletter(email: string, honeypot: string, source: string): Promise<{ ok: boolean; error?: string }> {
  const payload = { email, source, [HONEYPOT_FIELD]: honeypot };
  const validation = validateRequest('newsletter', payload);
  if (!validation.success) {
    const error = validation.errors.email ?? messages.invalidRequest;
    void notify({ title: messages.errorTitle, description: error, variant: 'error' });
    return { ok: false, error };
  }
  const result = await sendRequest('newsletter', payload);
  if (result.ok) {
    void notify(result.notice);
    return { ok: true };
  }
  void notify({ title: result.error.title, description: result.error.description, variant: 'error' });
  return { ok: false, error: result.error.description };
}
