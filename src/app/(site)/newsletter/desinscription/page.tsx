import { newsletterPages } from '@/content/newsletter';
import { unsubscribeAction } from '../actions';
import { NewsletterLinkPage, newsletterLinkMetadata, type NewsletterLinkProps } from '../newsletter-step';

const text = newsletterPages.unsubscribe;

export const metadata = newsletterLinkMetadata(text);

export default function UnsubscribePage({ searchParams }: NewsletterLinkProps) {
  return <NewsletterLinkPage text={text} action={unsubscribeAction} done="desinscrit" searchParams={searchParams} />;
}
