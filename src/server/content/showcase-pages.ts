/**
 * What the showcase's public pages read (`/references`, `/partenaires`, `/about`; their routes are thin shells). Each
 * is rendered at its first visit and kept in Next's page cache (no database at build time), refreshed when an editor
 * changes what it shows (refresh.ts). Their optional `[[...rest]]` segment is what keeps them out of the build: any
 * address below them is not a page, answered 404 by src/proxy.ts before it is rendered (known-addresses.ts, issue 42).
 */
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getDb } from '@/server/db/client';
import { readShowcase, type Showcase } from './showcase';

const publicShowcase = cache(async (): Promise<Showcase> => readShowcase(await getDb()));

/** The showcase for the page at its own address; a 404 for an address below it. */
export async function showcasePage(params: Promise<{ rest?: string[] }>): Promise<Showcase> {
  if ((await params).rest?.length) notFound();
  return publicShowcase();
}

/** Whether a page shows a name staff marked as an illustration: the page then says so. */
export const showsIllustration = (items: readonly { fields: { illustrative?: boolean } }[]) =>
  items.some((item) => item.fields.illustrative);
