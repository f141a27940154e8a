'use client';

import type { ComponentProps, ComponentType, ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
import { LazyDialogTrigger } from '@/components/ui/lazy-dialog-trigger';
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
  quote: dynamic(loaders.quote, { ssr: false }),
  consultation: dynamic(loaders.consultation, { ssr: false }),
  support: dynamic(loaders.support, { ssr: false }),
  demo: dynamic(loaders.demo, { ssr: false }),
  callback: dynamic(loaders.callback, { ssr: false }),
};

export type RequestTriggerProps<K extends DialogKind = DialogKind> = Omit<ComponentProps<'button'>, 'onClick' | 'type'> & {
  dialog: K;
  /** Names the button in the request's source, after the page path: "/services/energie · Étude solaire gratuite". */
  source: string;
  /** What the dialog opens with: a consultation type and mode, a demo's solution and request type, a quote's service... */
  preset?: DialogProps<K>['preset'];
  children: ReactNode;
};

/** A button that opens a request dialog, loading it on first use. Styled by its server wrapper, RequestButton. */
export function RequestTrigger<K extends DialogKind>({ dialog, source, preset, ...buttonProps }: RequestTriggerProps<K>) {
  const pathname = usePathname();
  const Dialog: ComponentType<DialogProps> = dialogs[dialog];
  return (
    <LazyDialogTrigger
      {...buttonProps}
      prefetch={() => void loaders[dialog]()}
      dialog={(state) => <Dialog {...state} source={`${pathname} · ${source}`} preset={preset} />}
    />
  );
}
