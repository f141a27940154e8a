import { pages } from '@/content/pages';
import { partnerAdvantages, partnersText as text } from '@/content/partners';
import { pageMetadata } from '@/lib/metadata';
import { ContentPage } from '@/components/sections/content-page';
import { Section } from '@/components/sections/section';
import { Likeness } from '@/components/content/likeness';
import { showcasePage, showsIllustration } from '@/server/content/showcase-pages';
import { IconBadge } from '@/components/sections/icons';
import { CallToAction } from '@/components/sections/call-to-action';
import { CheckList } from '@/components/sections/check-list';
import { RequestButton } from '@/components/forms/request-button';

export const metadata = pageMetadata(pages.partners);

type Props = { params: Promise<{ rest?: string[] }> };

// Rendered at the first visit, then cached and refreshed when the back-office changes it (server/content/showcase-pages.ts).
export const dynamicParams = true;
export const generateStaticParams = () => [];

export default async function PartnersPage({ params }: Props) {
  const { partner: partners } = await showcasePage(params);
  return (
    <ContentPage page={pages.partners}>
      <Section id="partenaires" title={text.listTitle} intro={text.listIntro}>
        <ul className="grid gap-6 lg:grid-cols-3">
          {partners.map(({ id, fields: partner, image }) => (
            <li key={id} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
              <div className="flex items-center gap-4">
                <Likeness
                  name={partner.name}
                  image={image}
                  purpose="logo"
                  className="size-16"
                  logoClassName="h-16 w-auto max-w-32"
                />
                <div>
                  <h3 className="text-xl font-bold text-brand-950">{partner.name}</h3>
                  <p className="text-sm font-medium text-accent-700">{partner.domain}</p>
                </div>
              </div>
              <p className="mt-4 text-sm text-ink">{partner.description}</p>
              <CheckList points={partner.offerings} className="mt-4" />
              <p className="mt-auto pt-5 text-sm text-muted">{text.since(partner.since)}</p>
            </li>
          ))}
        </ul>
        {showsIllustration(partners) ? <p className="mt-6 text-sm text-muted">{text.illustrationNote}</p> : null}
      </Section>

      <Section id="avantages" title={text.advantagesTitle} tone="surface">
        <ul className="grid gap-6 md:grid-cols-3">
          {partnerAdvantages.map((advantage) => (
            <li key={advantage.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <IconBadge name={advantage.icon} />
              <h3 className="mt-4 text-lg font-bold text-brand-950">{advantage.title}</h3>
              <p className="mt-2 text-sm text-muted">{advantage.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction title={text.ctaTitle} text={text.ctaText}>
        <RequestButton
          dialog="consultation"
          source={text.ctaLabel}
          preset={{ consultationType: 'tech' }}
          variant="accent"
          size="lg"
        >
          {text.ctaLabel}
        </RequestButton>
      </CallToAction>
    </ContentPage>
  );
}
