import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/metadata';

type Entry = { id: string; title: string; metaDescription: string };

type SlugProps = { params: Promise<{ slug: string }> };

/**
 * A `[slug]` route over one list of content/: a static page per entry (the route also exports
 * `dynamicParams = false`, which Next reads from the source), its metadata, and the page `render` draws.
 */
export function slugRoute<T extends Entry>(
  list: readonly T[],
  href: (id: T['id']) => string,
  render: (entry: T, path: string) => ReactNode,
) {
  const find = async (params: SlugProps['params']) => {
    const { slug } = await params;
    return list.find((entry) => entry.id === slug);
  };
  return {
    generateStaticParams: () => list.map((entry) => ({ slug: entry.id })),
    generateMetadata: async ({ params }: SlugProps): Promise<Metadata> => {
      const entry = await find(params);
      return entry
        ? pageMetadata({ title: entry.title, metaDescription: entry.metaDescription, path: href(entry.id) })
        : {};
    },
    Page: async function SlugPage({ params }: SlugProps) {
      const entry = await find(params);
      if (!entry) notFound();
      return render(entry, href(entry.id));
    },
  };
}
