'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, PointerEvent, TouchEvent } from 'react';

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * The site's internal link: next/link, prefetching its page when the visitor shows intent (a pointer over it, a touch,
 * keyboard focus) instead of as soon as it scrolls into view.
 *
 * next/link's default fetched every page linked from the screen while the page was starting: ten on the home page's
 * first screen, on a visitor's metered mobile data, and the server's and the phone's work on them landed in the middle
 * of hydration (bench/pages.md). A link reached for is still fetched before the click lands, on a touch from about
 * 100 ms before and on a mouse from when it arrives. `prefetch={false}` still means never.
 */
export function Link({ href, prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useRouter();
  const prefetchOnIntent = () => {
    if (prefetch !== false && href.startsWith('/') && !href.startsWith('/api/')) router.prefetch(href);
  };
  return (
    <NextLink
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        prefetchOnIntent();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetchOnIntent();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetchOnIntent();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
