'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NewsletterState } from '@/components/forms/newsletter-form';
import { getDb } from '@/server/db/client';
import { postSubscription } from '@/server/requests/form-post';
import { confirmNewsletter, unsubscribeNewsletter } from '@/server/requests/newsletter';

/** The subscription form's server action, what its plain HTML POST reaches: a shell over server/requests/form-post.ts. */
export async function subscribeAction(_previous: NewsletterState, formData: FormData): Promise<NewsletterState> {
  return postSubscription(formData, await headers());
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
