import { requestPages } from '@/content/request-pages';
import { pageMetadata } from '@/lib/metadata';
import { parseRequestQuery, type SearchParams } from '@/lib/request-query';
import { submitCallback } from '../actions';
import { RequestView } from '../request-view';
import { CallbackPageForm } from './form';

const page = requestPages.callback;

// Rendered per request: the query names the page and the button the visitor came from (lib/request-query.ts checks
// it); the canonical URL is the page's own, without a query.
export const metadata = pageMetadata(page);

export default async function CallbackRequestPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = parseRequestQuery('callback', await searchParams, page.title);
  return (
    <RequestView kind="callback" query={query}>
      <CallbackPageForm action={submitCallback} source={query.source} preset={query.preset} />
    </RequestView>
  );
}
