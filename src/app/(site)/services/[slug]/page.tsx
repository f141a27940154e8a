import { notFound } from 'next/navigation';
import { Check } from 'lucide-react';
import { findService, services, serviceHref } from '@/content/services';
import { pageMetadata } from '@/lib/metadata';
import { serviceActions } from '@/content/page-actions';
import { PageActions } from '@/components/sections/page-actions';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';

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

  return (
    <>
      <PageHero eyebrow={service.subtitle} title={service.title} intro={service.intro} back={{ href: '/#services', label: 'Retour aux services' }}>
        <PageActions actions={serviceActions(service)} />
      </PageHero>
      <Section id="prestations" title="Nos prestations" intro={service.description}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {service.features.map((feature) => (
            <li key={feature} className="flex items-start gap-3 rounded-xl border border-line p-5">
              <Check className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden />
              <span className="font-medium">{feature}</span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
