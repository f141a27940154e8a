import { ArrowRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { pages } from '@/content/pages';
import { referenceClients, referenceSectors, referencesText as text } from '@/content/references';
import { solutionHref } from '@/content/solutions';
import { pageMetadata } from '@/lib/metadata';
import { ButtonLink } from '@/components/ui/button-link';
import { ContentPage } from '@/components/sections/content-page';
import { Section } from '@/components/sections/section';
import { Monogram } from '@/components/sections/monogram';
import { IconBadge } from '@/components/sections/icons';
import { BulletList } from '@/components/sections/bullet-list';
import { CallToAction } from '@/components/sections/call-to-action';

export const metadata = pageMetadata(pages.references);

export default function ReferencesPage() {
  return (
    <ContentPage page={pages.references}>
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
                <IconBadge name={sector.icon} />
                <h3 className="mt-4 text-xl font-bold text-brand-950">{sector.title}</h3>
                <p className="mt-2 text-sm text-muted">{sector.description}</p>
                <BulletList items={sector.work} className="mt-4 text-ink" />
                <p className="mt-auto pt-4 text-sm font-semibold text-accent-700">
                  {text.clientsShown(clients)}
                </p>
              </li>
            );
          })}
        </ul>
      </Section>

      <CallToAction title={text.ctaTitle} text={text.ctaText}>
        <ButtonLink href={pages.contact.path} variant="accent" size="lg">
          {text.ctaContact}
          <Icon icon={ArrowRight} />
        </ButtonLink>
        <ButtonLink href={solutionHref('consultation-technique')} variant="onDark" size="lg">
          {text.ctaConsultation}
        </ButtonLink>
      </CallToAction>
    </ContentPage>
  );
}
