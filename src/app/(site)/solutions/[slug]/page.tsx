import { notFound } from 'next/navigation';
import { findSolutionPage, solutionPages, solutionHref } from '@/content/solutions';
import { pageMetadata } from '@/lib/metadata';
import { solutionActions } from '@/content/page-actions';
import { PageActions } from '@/components/sections/page-actions';
import { PageHero } from '@/components/sections/page-hero';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return solutionPages.map((page) => ({ slug: page.id }));
}

export async function generateMetadata({ params }: Props) {
  const solution = findSolutionPage((await params).slug);
  if (!solution) return {};
  return pageMetadata({ title: solution.title, metaDescription: solution.metaDescription, path: solutionHref(solution.id) });
}

export default async function SolutionPage({ params }: Props) {
  const solution = findSolutionPage((await params).slug);
  if (!solution) notFound();

  return (
    <PageHero eyebrow={solution.subtitle} title={solution.title} intro={solution.intro} back={{ href: '/#solutions', label: 'Retour aux solutions' }}>
      <PageActions actions={solutionActions[solution.id]} />
    </PageHero>
  );
}
