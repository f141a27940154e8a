import { notFound } from 'next/navigation';
import { findLegalPage, legalPages, legalHref } from '@/content/legal';
import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/sections/page-hero';

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

  return <PageHero eyebrow="Informations légales" title={legal.title} intro={legal.intro} back={{ href: '/', label: 'Retour à l’accueil' }} />;
}
