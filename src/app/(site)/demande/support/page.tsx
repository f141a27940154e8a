import { requestPages } from '@/content/request-pages';
import { pageMetadata } from '@/lib/metadata';
import { parseRequestQuery, type SearchParams } from '@/lib/request-query';
import { submitSupport } from '../actions';
import { RequestView } from '../request-view';
import { SupportPageForm } from './form';

const page = requestPages.support;

// Rendered per request: the query names the page and the button the visitor came from (lib/request-query.ts checks
// it); the canonical URL is the page's own, without a query.
export const metadata = pageMetadata(page);

export default async function SupportRequestPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = parseRequestQuery('support', await searchParams, page.title);
  return (
    <RequestView kind="support" query={query}>
      <SupportPageForm action={submitSupport} source={query.source} preset={query.preset} />
    </RequestView>
  );
}
