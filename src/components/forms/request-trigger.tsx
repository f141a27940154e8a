'use client';

import { useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { usePathname } from 'next/navigation';
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

export type RequestTriggerProps = Omit<ComponentProps<'button'>, 'onClick' | 'type'> & {
  dialog: DialogKind;
  /** Names the button in the request's source, after the page path: "/services/energie · Étude solaire gratuite". */
  source: string;
  preset?: Record<string, string>;
  children: ReactNode;
};

/** A button that opens a request dialog, loading it on first use. Styled by its server wrapper, RequestButton. */
export function RequestTrigger({ dialog, source, preset, children, ...buttonProps }: RequestTriggerProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const pathname = usePathname();
  const Dialog = dialogs[dialog];
  const prefetch = () => void loaders[dialog]();

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        {...buttonProps}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {loaded ? <Dialog open={open} onOpenChange={setOpen} source={`${pathname} · ${source}`} preset={preset} /> : null}
    </>
  );
}
