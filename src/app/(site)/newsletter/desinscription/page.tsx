import type { Metadata } from 'next';
import { newsletterPages } from '@/content/newsletter';
import { unsubscribeAction } from '../actions';
import { NewsletterStep } from '../newsletter-step';

const text = newsletterPages.unsubscribe;

export const metadata: Metadata = { title: text.metaTitle, robots: { index: false } };

type Props = { searchParams: Promise<{ jeton?: string; etat?: string }> };

export default async function UnsubscribePage({ searchParams }: Props) {
  const { jeton, etat } = await searchParams;
  if (etat === 'desinscrit') return <NewsletterStep {...text.done} />;
  if (etat === 'invalide' || !jeton) return <NewsletterStep {...text.invalid} />;
  return <NewsletterStep {...text.ask} form={{ action: unsubscribeAction, token: jeton, label: text.button }} />;
}
