import { requestPages } from '@/content/request-pages';
import { pageMetadata } from '@/lib/metadata';
import { parseRequestQuery, type SearchParams } from '@/lib/request-query';
import { submitDemo } from '../actions';
import { RequestView } from '../request-view';
import { DemoPageForm } from './form';

const page = requestPages.demo;

// Rendered per request: the query names the page and the button the visitor came from (lib/request-query.ts checks
// it); the canonical URL is the page's own, without a query.
export const metadata = pageMetadata(page);

export default async function DemoRequestPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = parseRequestQuery('demo', await searchParams, page.title);
  return (
    <RequestView kind="demo" query={query}>
      <DemoPageForm action={submitDemo} source={query.source} preset={query.preset} />
    </RequestView>
  );
}
