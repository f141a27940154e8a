import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { ContactView } from './contact-view';

// Static: `?sujet=Candidature` is a page of its own, prerendered under contact/sujet (lib/query-routes.ts).
export const metadata = pageMetadata(pages.contact);

export default function ContactPage() {
  return <ContactView />;
}
