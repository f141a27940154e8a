import { notFound } from 'next/navigation';
import { findLegalPage, legalPages, legalHref, legalTitle } from '@/content/legal';
import { legalDocuments } from '@/content/legal/documents';
import { backHome } from '@/content/navigation';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbLd } from '@/lib/structured-data';
import { PageHero } from '@/components/sections/page-hero';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { SiteMap } from '@/components/legal/site-map';
import { JsonLd } from '@/components/seo/json-ld';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return legalPages.map((page) => ({ slug: page.id }));
}

export async function generateMetadata({ params }: Props) {
  const legal = findLegalPage((await params).slug);
  if (!legal) return {};
  return pageMetadata({ title: legal.title, metaDescription: legal.metaDescription, path: legalHref(legal.id) });
}

export default async function LegalPage({ params }: Props) {
  const legal = findLegalPage((await params).slug);
  if (!legal) notFound();

  return (
    <>
      <PageHero eyebrow={legalTitle} title={legal.title} intro={legal.intro} back={backHome} />
      {legal.id === 'plan-du-site' ? <SiteMap /> : <LegalDocumentView document={legalDocuments[legal.id]} />}
      <JsonLd data={breadcrumbLd({ name: legal.title, path: legalHref(legal.id) })} />
    </>
  );
}
