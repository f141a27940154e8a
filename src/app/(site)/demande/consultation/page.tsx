import { requestPages } from '@/content/request-pages';
import { pageMetadata } from '@/lib/metadata';
import { parseRequestQuery, type SearchParams } from '@/lib/request-query';
import { submitConsultation } from '../actions';
import { RequestView } from '../request-view';
import { ConsultationPageForm } from './form';

const page = requestPages.consultation;

// Rendered per request: the query names the page and the button the visitor came from (lib/request-query.ts checks
// it); the canonical URL is the page's own, without a query.
export const metadata = pageMetadata(page);

export default async function ConsultationRequestPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = parseRequestQuery('consultation', await searchParams, page.title);
  return (
    <RequestView kind="consultation" query={query}>
      <ConsultationPageForm action={submitConsultation} source={query.source} preset={query.preset} />
    </RequestView>
  );
}
