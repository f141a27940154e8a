'use client';

import type { ComponentProps, ComponentType, ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { LazyDialogTrigger } from '@/components/ui/lazy-dialog-trigger';
import { onDemand } from '@/components/ui/on-demand';
import type { DialogProps } from './request-dialog';

// Each dialog's code arrives when a visitor first reaches for its button, never with the page.
const loaders = {
  quote: () => import('./quote-dialog'),
  consultation: () => import('./consultation-dialog'),
  support: () => import('./support-dialog'),
  demo: () => import('./demo-dialog'),
  callback: () => import('./callback-dialog'),
} as const;

export type DialogKind = keyof typeof loaders;

const dialogs: Record<DialogKind, ComponentType<DialogProps>> = {
  quote: onDemand(loaders.quote),
  consultation: onDemand(loaders.consultation),
  support: onDemand(loaders.support),
  demo: onDemand(loaders.demo),
  callback: onDemand(loaders.callback),
};

export type RequestTriggerProps<K extends DialogKind = DialogKind> = Omit<
  ComponentProps<'button'>,
  'onClick' | 'type'
> & {
  dialog: K;
  /** Names the button in the request's source, after the page path: "/services/energie · Étude solaire gratuite". */
  source: string;
  /** What the dialog opens with: a consultation type and mode, a demo's solution and request type, a quote's service... */
  preset?: DialogProps<K>['preset'];
  /** The request page with the button and its preset in the query (content/request-links.ts), made on the server. */
  pageHref: string;
  /** The query word of the page the visitor is on, which only the browser's path gives. */
  fromWord: string;
  children: ReactNode;
};

/**
 * A link to the request's page (/demande/…, with the page, the button and its preset in the query), which works
 * before the scripts arrive and without them; once they are there, a click opens the request dialog instead, loading
 * it on first use. Styled by its server wrapper, RequestButton.
 */
export function RequestTrigger<K extends DialogKind>({
  dialog,
  source,
  preset,
  pageHref,
  fromWord,
  ...buttonProps
}: RequestTriggerProps<K>) {
  const pathname = usePathname();
  const Dialog: ComponentType<DialogProps> = dialogs[dialog];
  return (
    <LazyDialogTrigger
      {...buttonProps}
      href={`${pageHref}${pageHref.includes('?') ? '&' : '?'}${new URLSearchParams({ [fromWord]: pathname })}`}
      prefetch={() => void loaders[dialog]()}
      dialog={(state) => <Dialog {...state} source={`${pathname} · ${source}`} preset={preset} />}
    />
  );
}
