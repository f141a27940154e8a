import { requestPages } from '@/content/request-pages';
import { pageMetadata } from '@/lib/metadata';
import { parseRequestQuery, type SearchParams } from '@/lib/request-query';
import { crashIfAsked } from '@/server/requests/http';
import { submitQuote } from '../actions';
import { RequestView } from '../request-view';
import { QuotePageForm } from './form';

const page = requestPages.quote;

// Rendered per request: the query names the page and the button the visitor came from (lib/request-query.ts checks
// it); the canonical URL is the page's own, without a query.
export const metadata = pageMetadata(page);

export default async function QuoteRequestPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await crashIfAsked();
  const query = parseRequestQuery('quote', await searchParams, page.title);
  return (
    <RequestView kind="quote" query={query}>
      <QuotePageForm action={submitQuote} source={query.source} preset={query.preset} />
    </RequestView>
  );
}
