'use server';

import { redirect } from 'next/navigation';
import { getDb } from '@/server/db/client';
import { confirmNewsletter, unsubscribeNewsletter } from '@/server/requests/newsletter';

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
