import { newsletterPages } from '@/content/newsletter';
import { confirmAction } from '../actions';
import { NewsletterLinkPage, newsletterLinkMetadata, type NewsletterLinkProps } from '../newsletter-step';

const text = newsletterPages.confirmation;

export const metadata = newsletterLinkMetadata(text);

export default function ConfirmationPage({ searchParams }: NewsletterLinkProps) {
  return <NewsletterLinkPage text={text} action={confirmAction} done="confirme" searchParams={searchParams} />;
}
