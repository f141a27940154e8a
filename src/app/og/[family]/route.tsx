import { notFound } from 'next/navigation';
import { ogCards } from '@/content/og-cards';
import { ogImage } from '@/components/seo/og-image';

type Family = keyof typeof ogCards;

// One card per page family, drawn once at build time (lib/metadata.ts points each page to its family's card).
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(ogCards).map((family) => ({ family }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ family: string }> }) {
  const { family } = await params;
  if (!Object.hasOwn(ogCards, family)) notFound();
  return ogImage(ogCards[family as Family]);
}
