import type { Metadata } from 'next';

/** Base URL of the public site, for canonical and absolute URLs. */
export const siteUrl = new URL(process.env.SITE_URL ?? 'http://localhost:3000');

type Described = { title: string; metaDescription: string; path: string };

export function pageMetadata({ title, metaDescription, path }: Described): Metadata {
  return {
    title,
    description: metaDescription,
    alternates: { canonical: path },
  };
}
