import { ArrowRight, Award, MapPin, Users } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { company } from '@/config/company';
import { about, aboutSections as sections } from '@/content/about';
import { pages } from '@/content/pages';
import { APPLICATION_SUBJECT } from '@/content/requests';
import { contactSubjectHref } from '@/content/contact';
import { pageMetadata } from '@/lib/metadata';
import { ButtonLink } from '@/components/ui/button-link';
import { ContentPage } from '@/components/sections/content-page';
import { BulletList } from '@/components/sections/bullet-list';
import { Section } from '@/components/sections/section';
import { Likeness } from '@/components/content/likeness';
import { showcasePage } from '@/server/content/showcase-pages';
import { IconTiles } from '@/components/sections/icon-tiles';
import { Figures } from '@/components/sections/figures';
import { CallToAction } from '@/components/sections/call-to-action';

export const metadata = pageMetadata(pages.about);

type Props = { params: Promise<{ rest?: string[] }> };

// Rendered at the first visit, then cached and refreshed when the back-office changes it (server/content/showcase-pages.ts).
export const dynamicParams = true;
export const generateStaticParams = () => [];

const card = 'rounded-2xl border border-line bg-white p-6 shadow-sm';

export default async function AboutPage({ params }: Props) {
  const { leader: leaders } = await showcasePage(params);
  return (
    <ContentPage
      page={pages.about}
      badge={about.badge}
      hero={<Figures figures={about.figures} tone="compact" className="w-full max-w-3xl sm:grid-cols-4" />}
    >
      <Section id="mission" eyebrow={sections.mission.eyebrow} title={sections.mission.title}>
        <div className="grid gap-6 md:grid-cols-2">
          {[about.mission, about.vision].map((block) => (
            <article key={block.title} className={card}>
              <h3 className="text-xl font-bold text-brand-950">{block.title}</h3>
              <p className="mt-3 text-ink">{block.text}</p>
            </article>
          ))}
        </div>
        <h3 className="mt-12 text-2xl font-bold text-brand-950">{sections.values.title}</h3>
        <IconTiles tiles={about.values} size="lg" className="mt-6" />
      </Section>

      <Section
        id="histoire"
        eyebrow={sections.history.eyebrow}
        title={sections.history.title(about.timeline[0]!.year, about.timeline.at(-1)!.year)}
        intro={sections.history.intro}
        tone="surface"
      >
        <ol className="relative flex flex-col gap-8 border-l-2 border-brand-200 pl-6 sm:pl-8">
          {about.timeline.map((entry) => (
            <li key={entry.year} className="relative">
              <span
                aria-hidden
                className="absolute top-1.5 -left-[33px] size-4 rounded-full border-4 border-surface bg-brand-600 sm:-left-[41px]"
              />
              <p className="text-sm font-bold text-accent-700">{entry.year}</p>
              <h3 className="text-xl font-bold text-brand-950">{entry.title}</h3>
              <p className="mt-1 w-fit rounded-full bg-brand-50 px-3 py-0.5 text-sm font-semibold text-brand-800">
                {entry.milestone}
              </p>
              <p className="mt-2 max-w-3xl text-ink">{entry.description}</p>
              <BulletList items={entry.achievements} className="mt-2 text-muted" />
            </li>
          ))}
        </ol>
      </Section>

      <Section id="equipe" eyebrow={sections.team.eyebrow} title={sections.team.title}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {leaders.map(({ id, fields: member, image }) => (
            <li key={id} className={`${card} flex flex-col`}>
              <Likeness name={member.name} image={image} purpose="photo" shape="circle" className="size-20" />
              <h3 className="mt-4 text-lg font-bold text-brand-950">{member.name}</h3>
              <p className="text-sm font-semibold text-accent-700">{member.role}</p>
              <p className="mt-2 text-sm text-ink">{member.speciality}</p>
              <p className="text-sm text-muted">{member.experience}</p>
              <p className="mt-3 text-sm text-muted">{member.bio}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="secteurs" eyebrow={sections.sectors.eyebrow} title={sections.sectors.title} tone="surface">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.sectors.map((sector) => (
            <li key={sector.title} className={card}>
              <p className="text-3xl font-extrabold text-brand-700">{sector.projects}</p>
              <p className="text-sm text-muted">{sections.sectors.projects}</p>
              <h3 className="mt-3 text-lg font-bold text-brand-950">{sector.title}</h3>
              <p className="mt-2 text-sm text-muted">{sector.description}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="certifications" eyebrow={sections.certifications.eyebrow} title={sections.certifications.title}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {about.certifications.map((certification) => (
            <li key={certification.title} className={`${card} flex gap-4`}>
              <Icon icon={Award} className="size-8 shrink-0 text-accent-600" />
              <div>
                <h3 className="text-lg font-bold text-brand-950">{certification.title}</h3>
                <p className="mt-1 text-sm text-ink">{certification.description}</p>
                <p className="mt-2 text-sm text-muted">
                  {sections.certifications.obtained} {certification.year} · {certification.organism}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="implantations"
        eyebrow={sections.sites.eyebrow}
        title={sections.sites.title(company.sites.length)}
        tone="surface"
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {company.sites.map((site) => (
            <li key={site.id} className={card}>
              <p className="text-sm font-semibold text-accent-700">{site.type}</p>
              <h3 className="text-xl font-bold text-brand-950">{site.city}</h3>
              <p className="mt-3 flex items-start gap-2 text-sm text-ink">
                <Icon icon={MapPin} className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {site.address}
              </p>
              <p className="mt-2 flex items-center gap-2 text-sm text-ink">
                <Icon icon={Users} className="size-4 shrink-0 text-brand-700" />
                {site.staff} {sections.sites.staff}
              </p>
              <BulletList
                items={about.locations.find((location) => location.siteId === site.id)?.services ?? []}
                className="mt-4 text-muted"
              />
            </li>
          ))}
        </ul>
      </Section>

      <CallToAction title={about.cta.title} text={about.cta.text}>
        <ButtonLink href={contactSubjectHref(APPLICATION_SUBJECT)} variant="accent" size="lg">
          {sections.join}
        </ButtonLink>
        <ButtonLink href={pages.contact.path} variant="onDark" size="lg">
          {sections.contact}
          <Icon icon={ArrowRight} />
        </ButtonLink>
      </CallToAction>
    </ContentPage>
  );
}
