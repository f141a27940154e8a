'use client';

import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { uiText } from '@/content/layout';

let mount: (() => void) | undefined;
let ready = false;
const waiting: (() => void)[] = [];

function markReady() {
  ready = true;
  waiting.splice(0).forEach((resolve) => resolve());
}

// Sonner stays out of the first load: it is mounted once the page is idle, or as soon as a form needs it.
// Effects run child first, so markReady() runs once Sonner's own toaster listens.
const LazyToaster = dynamic(
  () =>
    import('sonner').then(({ Toaster }) => {
      function ReadyToaster() {
        useEffect(markReady, []);
        return <Toaster position="top-center" richColors closeButton containerAriaLabel={uiText.notifications} />;
      }
      return ReadyToaster;
    }),
  { ssr: false },
);

function toasterReady(): Promise<void> {
  if (ready) return Promise.resolve();
  return new Promise((resolve) => {
    waiting.push(resolve);
    mount?.();
  });
}

export type Toast = { title: string; description?: string; variant?: 'success' | 'error' };

export async function notify({ title, description, variant = 'success' }: Toast) {
  const [{ toast }] = await Promise.all([import('sonner'), toasterReady()]);
  if (variant === 'error') toast.error(title, { description, duration: 8000 });
  else toast.success(title, { description, duration: 6000 });
}

export function ToasterHost() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    mount = () => setShow(true);
    if (waiting.length) mount();
    const idle = window.requestIdleCallback?.(() => setShow(true), { timeout: 4000 });
    return () => {
      if (idle !== undefined) window.cancelIdleCallback?.(idle);
    };
  }, []);
  return show ? <LazyToaster /> : null;
}
