import type { DetailPage } from '@/content/details/blocks';
import type { NavLink } from '@/content/navigation';
import type { PageAction } from '@/content/page-actions';
import { breadcrumbLd, serviceLd } from '@/server/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { DashboardPanel, DetailBlocks } from './blocks';
import { Figures } from './figures';
import { PageActions } from './page-actions';
import { PageHero } from './page-hero';
import { pageWhatsappHref, whatsappText } from '@/content/whatsapp';

type Props = {
  entry: { title: string; subtitle: string; intro: string; metaDescription: string };
  path: string;
  /** The home page's catalogue the page belongs to: the breadcrumb's first step. */
  catalogue: { label: string; href: string };
  back: NavLink;
  actions: readonly PageAction[];
  detail: DetailPage;
};

/**
 * A service or solution page: its hero (beside it, the dashboard or the figures) with the page's buttons and « Écrire
 * sur WhatsApp » (a message naming the page), its blocks, its structured data.
 */
export function DetailPageView({ entry, path, catalogue, back, actions, detail }: Props) {
  const aside = detail.dashboard ? (
    <DashboardPanel dashboard={detail.dashboard} />
  ) : detail.heroFigures ? (
    <Figures figures={detail.heroFigures} tone="dark" />
  ) : undefined;

  return (
    <>
      <PageHero eyebrow={entry.subtitle} title={entry.title} intro={entry.intro} back={back} aside={aside}>
        <PageActions actions={[...actions, { label: whatsappText.label, href: pageWhatsappHref(entry.title) }]} />
      </PageHero>
      <DetailBlocks page={detail} />
      <JsonLd
        data={[
          serviceLd({ name: entry.title, description: entry.metaDescription, path }),
          breadcrumbLd({ name: catalogue.label, path: catalogue.href }, { name: entry.title, path }),
        ]}
      />
    </>
  );
}
