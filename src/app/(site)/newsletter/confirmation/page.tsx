import type { Metadata } from 'next';
import { newsletterPages } from '@/content/newsletter';
import { confirmAction } from '../actions';
import { NewsletterStep } from '../newsletter-step';

const text = newsletterPages.confirmation;

export const metadata: Metadata = { title: text.metaTitle, robots: { index: false } };

type Props = { searchParams: Promise<{ jeton?: string; etat?: string }> };

export default async function ConfirmationPage({ searchParams }: Props) {
  const { jeton, etat } = await searchParams;
  if (etat === 'confirme') return <NewsletterStep {...text.done} />;
  if (etat === 'invalide' || !jeton) return <NewsletterStep {...text.invalid} />;
  return <NewsletterStep {...text.ask} form={{ action: confirmAction, token: jeton, label: text.button }} />;
}
