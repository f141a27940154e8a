'use client';

import { useRef, type ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { uiText } from '@/content/layout';
import { cn } from '@/lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-bold text-brand-950', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted', className)} {...props} />;
}

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** 'center' for a modal dialog, 'right' for a full-height side panel. */
  side?: 'center' | 'right';
  closeLabel?: string;
};

export function DialogContent({
  className,
  children,
  side = 'center',
  closeLabel = uiText.close,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  // Our dialogs open from plain buttons (loaded on first use), not from a Radix trigger, which Radix would refocus on
  // close: give focus back to whatever had it when the dialog opened, so a keyboard user carries on where they were.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-brand-950/60" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 bg-white shadow-2xl focus:outline-none',
          side === 'center' &&
            'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl p-6',
          side === 'right' && 'inset-y-0 right-0 flex w-[min(22rem,100vw)] flex-col overflow-y-auto p-5',
          className,
        )}
        onOpenAutoFocus={(event) => {
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !returnFocusTo.current?.isConnected) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-lg text-muted hover:bg-brand-50 hover:text-brand-900"
          aria-label={closeLabel}
        >
          <Icon icon={X} className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
