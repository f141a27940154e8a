import { notFound } from 'next/navigation';
import { findService, services, serviceHref } from '@/content/services';
import { catalogues } from '@/content/navigation';
import { pageMetadata } from '@/lib/metadata';
import { serviceActions } from '@/content/page-actions';
import { serviceDetails } from '@/content/details';
import { PageActions } from '@/components/sections/page-actions';
import { PageHero } from '@/components/sections/page-hero';
import { DetailBlocks, Figures } from '@/components/sections/blocks';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbLd, serviceLd } from '@/lib/structured-data';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ slug: service.id }));
}

export async function generateMetadata({ params }: Props) {
  const service = findService((await params).slug);
  if (!service) return {};
  return pageMetadata({ title: service.title, metaDescription: service.metaDescription, path: serviceHref(service.id) });
}

export default async function ServicePage({ params }: Props) {
  const service = findService((await params).slug);
  if (!service) notFound();

  const detail = serviceDetails[service.id];

  return (
    <>
      <PageHero
        eyebrow={service.subtitle}
        title={service.title}
        intro={service.intro}
        back={{ href: catalogues.services.href, label: catalogues.services.back }}
        aside={detail.heroFigures ? <Figures figures={detail.heroFigures} tone="dark" /> : undefined}
      >
        <PageActions actions={serviceActions(service)} />
      </PageHero>
      <DetailBlocks page={detail} />
      <JsonLd
        data={[
          serviceLd({ name: service.title, description: service.metaDescription, path: serviceHref(service.id) }),
          breadcrumbLd({ name: catalogues.services.label, path: catalogues.services.href }, { name: service.title, path: serviceHref(service.id) }),
        ]}
      />
    </>
  );
}
