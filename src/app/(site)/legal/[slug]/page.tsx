import { legalPages, legalHref, legalTitle } from '@/content/legal';
import { legalDocuments } from '@/content/legal/documents';
import { backHome } from '@/content/navigation';
import { breadcrumbLd } from '@/server/structured-data';
import { PageHero } from '@/components/sections/page-hero';
import { LegalDocumentView } from '@/components/legal/legal-document';
import { SiteMap } from '@/components/legal/site-map';
import { JsonLd } from '@/components/seo/json-ld';
import { slugRoute } from '../../slug-route';

const route = slugRoute(legalPages, legalHref, (legal, path) => (
  <>
    <PageHero eyebrow={legalTitle} title={legal.title} intro={legal.intro} back={backHome} />
    {legal.id === 'plan-du-site' ? <SiteMap /> : <LegalDocumentView document={legalDocuments[legal.id]} />}
    <JsonLd data={breadcrumbLd({ name: legal.title, path })} />
  </>
));

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
