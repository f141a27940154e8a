'use client';

import { useEffect, useState } from 'react';
import { onDemand } from '@/components/ui/on-demand';
import { uiText } from '@/content/layout';

let mount: (() => void) | undefined;
let ready = false;
const waiting: (() => void)[] = [];

function markReady() {
  ready = true;
  waiting.splice(0).forEach((resolve) => resolve());
}

// Sonner (its script and its stylesheet) stays out of the page load: it is mounted at the visitor's first interaction
// (a pointer, a key, the focus), so its live region is there before anything they do can send a toast, or as soon as
// a form needs it. Mounted when the page went idle, it loaded, rendered and injected its styles while the page was
// still starting (bench/pages.md).
// Effects run child first, so markReady() runs once Sonner's own toaster listens.
const LazyToaster = onDemand(async () => {
  const { Toaster } = await import('sonner');
  function ReadyToaster() {
    useEffect(markReady, []);
    return <Toaster position="top-center" richColors closeButton containerAriaLabel={uiText.notifications} />;
  }
  return { default: ReadyToaster };
});

function toasterReady(): Promise<void> {
  if (ready) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
    mount?.();
  });
}

export type Toast = { title: string; description?: string; variant?: 'success' | 'error' };

/**
 * Loads the toasts' script ahead of need: a form whose request may have to wait for the network (offline-queue.ts)
 * must be able to say so once the network is gone, when no script can load any more.
 */
export const preloadToasts = () =>
  import('sonner').then(
    () => undefined,
    () => undefined,
  );

/**
 * Shows a toast. The same words said twice while the first is on screen show once (Sonner's id): a queued request
 * stored is announced by the queue and by the form that shows it (offline-queue.ts, contact-form.tsx).
 */
export async function notify({ title, description, variant = 'success' }: Toast) {
  const [{ toast }] = await Promise.all([import('sonner'), toasterReady()]);
  const id = `${variant}:${title}:${description ?? ''}`;
  if (variant === 'error') toast.error(title, { id, description, duration: 8000 });
  else toast.success(title, { id, description, duration: 6000 });
}

const firstInteraction = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

export function ToasterHost() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const start = () => setShow(true);
    mount = start;
    if (waiting.length) start();
    for (const type of firstInteraction)
      window.addEventListener(type, start, { capture: true, once: true, passive: true });
    return () => {
      for (const type of firstInteraction) window.removeEventListener(type, start, { capture: true });
    };
  }, []);
  return show ? <LazyToaster /> : null;
}
