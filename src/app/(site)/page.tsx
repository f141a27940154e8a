import { ArrowDown, ArrowRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { company } from '@/config/company';
import { pages } from '@/content/pages';
import { homeText as text } from '@/content/home';
import { heroHighlights } from '@/content/figures';
import { platformQualities } from '@/content/solutions';
import { pageMetadata } from '@/lib/metadata';
import { organizationLd } from '@/server/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { RequestButton } from '@/components/forms/request-button';
import { Section } from '@/components/sections/section';
import { ServicesGrid } from '@/components/sections/services-grid';
import { KeyFigures } from '@/components/sections/key-figures';
import { PlatformsGrid } from '@/components/sections/platforms-grid';
import { CheckList } from '@/components/sections/check-list';
import { IconTiles } from '@/components/sections/icon-tiles';

const page = pages.home;

const homeTitle = `${page.heading} | ${company.name}`;
export const metadata = { ...pageMetadata({ ...page, title: homeTitle }), title: { absolute: homeTitle } };

export default function HomePage() {
  return (
    <>
      <section
        id="home"
        className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white"
      >
        <div aria-hidden className="hero-glow pointer-events-none absolute inset-0" />
        <div className="container-page relative grid gap-12 py-16 sm:py-24 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div className="flex flex-col gap-6">
            <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{text.eyebrow}</p>
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">{page.heading}</h1>
            <p className="max-w-2xl text-lg text-brand-100">{page.intro}</p>
            <div className="flex flex-wrap gap-3">
              <ButtonLink href="#services" variant="accent" size="lg">
                {text.discoverServices}
                <Icon icon={ArrowDown} />
              </ButtonLink>
              <RequestButton dialog="consultation" source={text.consultation} variant="onDark" size="lg">
                {text.consultation}
              </RequestButton>
            </div>
            <CheckList points={heroHighlights} tone="dark" className="grid gap-3 text-brand-100 sm:grid-cols-2" />
          </div>
          <div className="rounded-2xl border border-white/15 bg-white/5 p-6">
            <h2 className="text-lg font-bold">{text.performanceTitle}</h2>
            <KeyFigures look="panel" className="mt-4 grid grid-cols-2 gap-4" />
          </div>
        </div>
      </section>

      <Section id="services" {...text.services} tone="surface">
        <ServicesGrid />
        <div className="mt-10 flex justify-center">
          <ButtonLink href="#solutions" variant="outline" size="lg">
            {text.seeSolutions}
            <Icon icon={ArrowRight} />
          </ButtonLink>
        </div>
      </Section>

      <Section id="solutions" {...text.solutions}>
        <PlatformsGrid />
        <IconTiles tiles={platformQualities} size="md" className="mt-12" label={text.qualitiesLabel} />
        <div className="mt-12 flex flex-col items-start gap-6 rounded-2xl bg-brand-950 p-6 text-white sm:p-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h3 className="text-2xl font-bold">{text.demo.title}</h3>
            <p className="mt-2 text-brand-100">{text.demo.text}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <RequestButton
              dialog="demo"
              source={text.demo.demoButton}
              preset={{ requestType: 'demo' }}
              variant="accent"
              size="lg"
            >
              {text.demo.demoButton}
            </RequestButton>
            <RequestButton
              dialog="demo"
              source={text.demo.documentationSource}
              preset={{ requestType: 'documentation' }}
              variant="onDark"
              size="lg"
            >
              {text.demo.documentationButton}
            </RequestButton>
          </div>
        </div>
      </Section>
      <JsonLd data={organizationLd()} />
    </>
  );
}
