import { notFound } from 'next/navigation';
import { findSolutionPage, solutionPages, solutionHref } from '@/content/solutions';
import { catalogues, solutionBack } from '@/content/navigation';
import { pageMetadata } from '@/lib/metadata';
import { solutionActions } from '@/content/page-actions';
import { solutionDetails } from '@/content/details';
import { PageActions } from '@/components/sections/page-actions';
import { PageHero } from '@/components/sections/page-hero';
import { DashboardPanel, DetailBlocks, Figures } from '@/components/sections/blocks';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbLd, serviceLd } from '@/lib/structured-data';

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

  const detail = solutionDetails[solution.id];
  const aside = detail.dashboard ? (
    <DashboardPanel dashboard={detail.dashboard} />
  ) : detail.heroFigures ? (
    <Figures figures={detail.heroFigures} tone="dark" />
  ) : undefined;

  return (
    <>
      <PageHero eyebrow={solution.subtitle} title={solution.title} intro={solution.intro} back={solutionBack(solution.id)} aside={aside}>
        <PageActions actions={solutionActions[solution.id]} />
      </PageHero>
      <DetailBlocks page={detail} />
      <JsonLd
        data={[
          serviceLd({ name: solution.title, description: solution.metaDescription, path: solutionHref(solution.id) }),
          breadcrumbLd({ name: catalogues.solutions.label, path: catalogues.solutions.href }, { name: solution.title, path: solutionHref(solution.id) }),
        ]}
      />
    </>
  );
}
