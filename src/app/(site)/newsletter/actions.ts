'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NewsletterState } from '@/components/forms/newsletter-form';
import { HONEYPOT_FIELD, limits } from '@/lib/schemas/limits';
import { getDb } from '@/server/db/client';
import { logError } from '@/server/log';
import { subscribeNewsletter } from '@/server/requests';
import { requestContext, unavailable } from '@/server/requests/http';
import { confirmNewsletter, unsubscribeNewsletter } from '@/server/requests/newsletter';


/** The subscription form's server action, what its plain HTML POST reaches: a thin shell around subscribeNewsletter. */
export async function subscribeAction(_previous: NewsletterState, formData: FormData): Promise<NewsletterState> {
  const input = { email: String(formData.get('email') ?? ''), source: String(formData.get('source') ?? ''), [HONEYPOT_FIELD]: String(formData.get(HONEYPOT_FIELD) ?? '') };
  let result;
  try {
    result = await subscribeNewsletter(input, await requestContext(await headers()));
  } catch (error) {
    logError('requests', 'newsletter failed before it could be saved', error);
    result = unavailable;
  }
  if (result.ok) return { status: 'success' };
  // Given back as typed, but never more than the field holds.
  return { status: 'error', error: result.error.fields?.email ?? result.error.description, email: input.email.slice(0, limits.email) };
}

// The links of the mails open a page with a button rather than acting on GET, so that a mail scanner that follows
// links confirms or unsubscribes no one.

export async function confirmAction(formData: FormData) {
  const ok = await confirmNewsletter(await getDb(), formData.get('jeton'));
  redirect(`/newsletter/confirmation?etat=${ok ? 'confirme' : 'invalide'}`);
}

export async function unsubscribeAction(formData: FormData) {
  const ok = await unsubscribeNewsletter(await getDb(), formData.get('jeton'));
  redirect(`/newsletter/desinscription?etat=${ok ? 'desinscrit' : 'invalide'}`);
}
