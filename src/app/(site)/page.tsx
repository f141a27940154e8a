import Link from 'next/link';
import { ArrowDown, ArrowRight, CheckCircle2 } from 'lucide-react';
import { company } from '@/config/company';
import { pages } from '@/content/pages';
import { homeText as text } from '@/content/home';
import { heroHighlights, keyFigures } from '@/content/figures';
import { platformQualities } from '@/content/solutions';
import { pageMetadata } from '@/lib/metadata';
import { organizationLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { Button } from '@/components/ui/button';
import { RequestButton } from '@/components/forms/request-button';
import { Section } from '@/components/sections/section';
import { ServicesGrid } from '@/components/sections/services-grid';
import { PlatformsGrid } from '@/components/sections/platforms-grid';
import { ContentIcon } from '@/components/sections/icons';

const page = pages.home;

const homeTitle = `${page.heading} | ${company.name}`;
export const metadata = { ...pageMetadata({ ...page, title: homeTitle }), title: { absolute: homeTitle } };

export default function HomePage() {
  return (
    <>
      <section id="home" className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <div aria-hidden className="hero-glow pointer-events-none absolute inset-0" />
        <div className="container-page relative grid gap-12 py-16 sm:py-24 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div className="flex flex-col gap-6">
            <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{text.eyebrow}</p>
            <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">{page.heading}</h1>
            <p className="max-w-2xl text-lg text-brand-100">{page.intro}</p>
            <div className="flex flex-wrap gap-3">
              <Button asChild variant="accent" size="lg">
                <Link href="#services">
                  {text.discoverServices}
                  <ArrowDown aria-hidden />
                </Link>
              </Button>
              <RequestButton dialog="consultation" source={text.consultation} variant="onDark" size="lg">
                {text.consultation}
              </RequestButton>
            </div>
            <ul className="grid gap-3 text-sm text-brand-100 sm:grid-cols-2">
              {heroHighlights.map((highlight) => (
                <li key={highlight} className="flex items-center gap-2">
                  <CheckCircle2 className="size-5 shrink-0 text-accent-300" aria-hidden />
                  {highlight}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-white/15 bg-white/5 p-6">
            <h2 className="text-lg font-bold">{text.performanceTitle}</h2>
            <ul className="mt-4 grid grid-cols-2 gap-4">
              {keyFigures.map((figure) => (
                <li key={figure.label} className="rounded-xl bg-white/10 p-4">
                  <p className="text-3xl font-extrabold">{figure.value}</p>
                  <p className="mt-1 text-sm text-brand-100">{figure.label}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <Section
        id="services"
        eyebrow={text.services.eyebrow}
        title={text.services.title}
        intro={text.services.intro}
        tone="surface"
      >
        <ServicesGrid />
        <div className="mt-10 flex justify-center">
          <Button asChild variant="outline" size="lg">
            <Link href="#solutions">
              {text.seeSolutions}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </Section>

      <Section
        id="solutions"
        eyebrow={text.solutions.eyebrow}
        title={text.solutions.title}
        intro={text.solutions.intro}
      >
        <PlatformsGrid />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" aria-label={text.qualitiesLabel}>
          {platformQualities.map((quality) => (
            <li key={quality.title} className="rounded-2xl bg-surface p-6">
              <ContentIcon name={quality.icon} className="size-6 text-brand-700" />
              <h3 className="mt-3 font-bold text-brand-950">{quality.title}</h3>
              <p className="mt-1 text-sm text-muted">{quality.description}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex flex-col items-start gap-6 rounded-2xl bg-brand-950 p-6 text-white sm:p-8 md:flex-row md:items-center md:justify-between">
          <div>
            <h3 className="text-2xl font-bold">{text.demo.title}</h3>
            <p className="mt-2 text-brand-100">{text.demo.text}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <RequestButton dialog="demo" source={text.demo.demoButton} preset={{ requestType: 'demo' }} variant="accent" size="lg">
              {text.demo.demoButton}
            </RequestButton>
            <RequestButton dialog="demo" source={text.demo.documentationSource} preset={{ requestType: 'documentation' }} variant="onDark" size="lg">
              {text.demo.documentationButton}
            </RequestButton>
          </div>
        </div>
      </Section>
      <JsonLd data={organizationLd()} />
    </>
  );
}
