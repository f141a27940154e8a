'use client';

import {
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';

export type LazyDialogState = { open: boolean; onOpenChange: (open: boolean) => void };

type LazyDialogTriggerProps = Omit<ComponentProps<'button'>, 'onClick' | 'type'> & {
  /** Starts loading the dialog's code: called when a pointer, a finger or the focus reaches the button. */
  prefetch: () => void;
  /** The dialog, rendered from the first click on, then kept mounted so it can animate out and keep its input. */
  dialog: (state: LazyDialogState) => ReactNode;
  /**
   * A page that does what the dialog does without JavaScript (a request page). The trigger is then a link to it: a tap
   * before the scripts arrive follows it, a plain click after opens the dialog instead, and a click that asks for a
   * new tab or window (ctrl, cmd, shift, the middle button) keeps the link's own behaviour.
   */
  href?: string;
};

const subscribe = () => () => {};

/** True once the component has hydrated (false in the server's HTML and during hydration itself). */
const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

/** A button that opens a dialog whose code arrives when a visitor first reaches for it, never with the page. */
export function LazyDialogTrigger({ prefetch, dialog, href, children, ...buttonProps }: LazyDialogTriggerProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const hydrated = useHydrated();
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  const intent = { onPointerEnter: prefetch, onFocus: prefetch, onTouchStart: prefetch };

  if (href) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      event.preventDefault();
      show();
    };
    // Space presses a button; a link only knows Enter (which clicks it).
    const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key !== ' ') return;
      event.preventDefault();
      show();
    };
    return (
      <>
        {/* A link until the scripts are there, then a button that opens a dialog: what activating it does. */}
        <a
          {...(buttonProps as ComponentProps<'a'>)}
          href={href}
          rel="nofollow"
          role={hydrated ? 'button' : undefined}
          aria-haspopup={hydrated ? 'dialog' : undefined}
          aria-expanded={hydrated ? open : undefined}
          {...intent}
          onClick={onClick}
          onKeyDown={hydrated ? onKeyDown : undefined}
        >
          {children}
        </a>
        {loaded ? dialog({ open, onOpenChange: setOpen }) : null}
      </>
    );
  }

  return (
    <>
      <button type="button" aria-haspopup="dialog" aria-expanded={open} {...buttonProps} {...intent} onClick={show}>
        {children}
      </button>
      {loaded ? dialog({ open, onOpenChange: setOpen }) : null}
    </>
  );
}
