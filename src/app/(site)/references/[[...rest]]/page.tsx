import { ArrowRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { pages } from '@/content/pages';
import { referenceSectorIcons, referencesText as text } from '@/content/references';
import { solutionHref } from '@/content/solutions';
import { pageMetadata } from '@/lib/metadata';
import { ButtonLink } from '@/components/ui/button-link';
import { ContentPage } from '@/components/sections/content-page';
import { Section } from '@/components/sections/section';
import { Likeness } from '@/components/content/likeness';
import { showcasePage, showsIllustration } from '@/server/content/showcase-pages';
import { IconBadge } from '@/components/sections/icons';
import { BulletList } from '@/components/sections/bullet-list';
import { CallToAction } from '@/components/sections/call-to-action';

export const metadata = pageMetadata(pages.references);

type Props = { params: Promise<{ rest?: string[] }> };

// Rendered at the first visit, then cached and refreshed when the back-office changes it (server/content/showcase-pages.ts).
export const dynamicParams = true;
export const generateStaticParams = () => [];

export default async function ReferencesPage({ params }: Props) {
  const { client: clients, sector: sectors } = await showcasePage(params);
  return (
    <ContentPage page={pages.references}>
      <Section id="clients" title={text.clientsTitle} intro={text.clientsIntro}>
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6" aria-label={`${clients.length} clients`}>
          {clients.map(({ id, fields: client, image }) => (
            <li
              key={id}
              className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-4 text-center shadow-sm"
            >
              <Likeness
                name={client.name}
                image={image}
                purpose="logo"
                className="size-14"
                logoClassName="h-14 w-auto max-w-full"
              />
              <span className="text-sm leading-snug font-semibold text-brand-950">{client.name}</span>
            </li>
          ))}
        </ul>
        {showsIllustration(clients) ? <p className="mt-6 text-sm text-muted">{text.illustrationNote}</p> : null}
      </Section>

      <Section id="secteurs" title={text.sectorsTitle} intro={text.sectorsIntro} tone="surface">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {sectors.map(({ id, fields: sector }) => {
            const shown = clients.filter((client) => client.fields.sector === sector.sector).length;
            return (
              <li key={id} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
                <IconBadge name={referenceSectorIcons[sector.sector]} />
                <h3 className="mt-4 text-xl font-bold text-brand-950">{sector.title}</h3>
                <p className="mt-2 text-sm text-muted">{sector.description}</p>
                <BulletList items={sector.work} className="mt-4 text-ink" />
                <p className="mt-auto pt-4 text-sm font-semibold text-accent-700">{text.clientsShown(shown)}</p>
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
