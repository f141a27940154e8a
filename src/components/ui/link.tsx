'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, PointerEvent, TouchEvent } from 'react';

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * The site's internal link: next/link, prefetching its page when the visitor shows intent (a pointer over it, a touch,
 * keyboard focus) instead of as soon as it scrolls into view.
 *
 * next/link's default fetched every page linked near the screen while the page was starting: nine on the home page of
 * a phone, on the visitor's metered data, and the server's and the phone's work on them landed in the middle of
 * hydration (without them, the home page's main-thread CPU after its first paint went from 153 to 130 ms and its TBT
 * median from 345 to 250 ms, in one sitting of 8 runs each). A link reached for is still fetched before the click
 * lands: from the touch on a phone, from the pointer's arrival on a computer. `prefetch={false}` still means never.
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
