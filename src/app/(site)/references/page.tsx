import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { pages } from '@/content/pages';
import { referenceClients, referenceSectors, referencesText as text } from '@/content/references';
import { solutionHref } from '@/content/solutions';
import { pageMetadata } from '@/lib/metadata';
import { Button } from '@/components/ui/button';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { Monogram } from '@/components/sections/monogram';
import { ContentIcon } from '@/components/sections/icons';
import { CallToAction } from '@/components/sections/call-to-action';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbLd } from '@/lib/structured-data';

const page = pages.references;

export const metadata = pageMetadata(page);

export default function ReferencesPage() {
  return (
    <>
      <PageHero eyebrow={page.title} title={page.heading} intro={page.intro} />

      <Section id="clients" title={text.clientsTitle} intro={text.clientsIntro}>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6" aria-label={`${referenceClients.length} clients`}>
          {referenceClients.map((client) => (
            <li key={client.name} className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-4 text-center shadow-sm">
              <Monogram name={client.name} className="size-14" />
              <span className="text-sm leading-snug font-semibold text-brand-950">{client.name}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-muted">{text.illustrationNote}</p>
      </Section>

      <Section id="secteurs" title={text.sectorsTitle} intro={text.sectorsIntro} tone="surface">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {referenceSectors.map((sector) => {
            const clients = referenceClients.filter((client) => client.sector === sector.id).length;
            return (
              <li key={sector.id} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <ContentIcon name={sector.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-brand-950">{sector.title}</h3>
                <p className="mt-2 text-sm text-muted">{sector.description}</p>
                <ul className="mt-4 list-disc pl-5 text-sm text-ink">
                  {sector.work.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <p className="mt-auto pt-4 text-sm font-semibold text-accent-700">
                  {text.clientsShown(clients)}
                </p>
              </li>
            );
          })}
        </ul>
      </Section>

      <CallToAction title={text.ctaTitle} text={text.ctaText}>
        <Button asChild variant="accent" size="lg">
          <Link href={pages.contact.path}>
            {text.ctaContact}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        <Button asChild variant="onDark" size="lg">
          <Link href={solutionHref('consultation-technique')}>{text.ctaConsultation}</Link>
        </Button>
      </CallToAction>
      <JsonLd data={breadcrumbLd({ name: page.title, path: page.path })} />
    </>
  );
}
