import type { Metadata } from 'next';
import { company } from '@/config/company';
import { ogCards, ogSize } from '@/content/og-cards';

type Described = {
  title: string;
  metaDescription: string;
  path: string;
  type?: 'website' | 'article';
  /** The page's own card (an article's cover), instead of its family's. */
  image?: { url: string; width: number; height: number; alt: string };
};

/** The Open Graph card of a page's family, from its path: /services/…, /solutions/…, /blog, /legal/…, or the company's. */
export function ogFamily(path: string): keyof typeof ogCards {
  const [first] = path.split(/[/?#]/).filter(Boolean);
  return first === 'services' || first === 'solutions' || first === 'blog' || first === 'legal' ? first : 'home';
}

/**
 * A page's <title> (through the layout's template), description, canonical URL, and its Open Graph and Twitter cards.
 * The card's image is its page family's, drawn by app/og/[family].
 */
export function pageMetadata({ title, metaDescription, path, type = 'website', image }: Described): Metadata {
  const family = ogFamily(path);
  const images = [image ?? { url: `/og/${family}`, ...ogSize, alt: ogCards[family].alt }];
  return {
    title,
    description: metaDescription,
    alternates: { canonical: path },
    openGraph: {
      type,
      locale: 'fr_FR',
      siteName: company.name,
      title,
      description: metaDescription,
      url: path,
      images,
    },
    twitter: { card: 'summary_large_image', title, description: metaDescription, images },
  };
}
