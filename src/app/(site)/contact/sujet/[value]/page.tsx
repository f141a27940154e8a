import { notFound } from 'next/navigation';
import { pages } from '@/content/pages';
import { presetSubjects } from '@/content/contact';
import { pageMetadata } from '@/lib/metadata';
import { contactSubjectRoute, staticParamsOf } from '@/lib/query-routes';
import { ContactView } from '../../contact-view';

/** `/contact?sujet=Candidature`, prerendered with the form's subject chosen: served for that query (lib/query-routes.ts). */
type Props = { params: Promise<{ value: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => staticParamsOf(contactSubjectRoute);

// The contact page with a preset: its canonical URL is the page's.
export const metadata = pageMetadata(pages.contact);

export default async function ContactSubjectPage({ params }: Props) {
  const { value } = await params;
  const subject = presetSubjects.find((item) => item === value);
  if (!subject) notFound();
  return <ContactView subject={subject} />;
}
