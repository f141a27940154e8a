import type { ReactNode } from 'react';
import type { PageIntro } from '@/content/pages';
import { breadcrumbLd } from '@/server/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from './page-hero';

type Props = {
  page: PageIntro;
  /** A pill above the heading in place of the page's name. */
  badge?: string;
  /** The hero's buttons or figures. */
  hero?: ReactNode;
  children: ReactNode;
};

/** A page of content/pages.ts: its hero (its name, heading and intro), its sections, and its breadcrumb. */
export function ContentPage({ page, badge, hero, children }: Props) {
  return (
    <>
      <PageHero eyebrow={badge ? undefined : page.title} badge={badge} title={page.heading} intro={page.intro}>
        {hero}
      </PageHero>
      {children}
      <JsonLd data={breadcrumbLd({ name: page.title, path: page.path })} />
    </>
  );
}
