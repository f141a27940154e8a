'use client';

import { useEffect } from 'react';

const supportsPopover = () => 'popover' in HTMLElement.prototype;

/**
 * What a header dropdown (nav-dropdown.tsx, server-rendered) gets from the script: it opens under a hovering mouse
 * (SPEC) and closes shortly after the mouse leaves; a click on the chevron pins a menu that hovering opened instead of
 * closing it under the pointer; it closes when the focus leaves or a link is followed, and Escape gives the focus back
 * to the chevron; aria-expanded follows it; where the browser has no anchor positioning the panel is placed under its
 * link, and where it has no popovers the `open` attribute stands in. Renders nothing.
 */
export function NavDropdownBehaviour({ panelId }: { panelId: string }) {
  useEffect(() => {
    const panel = document.getElementById(panelId);
    const root = panel?.closest('li');
    const button = root?.querySelector<HTMLButtonElement>(`button[popovertarget="${panelId}"]`);
    if (!panel || !root || !button) return;
    const popovers = supportsPopover();
    const isOpen = () => (popovers ? panel.matches(':popover-open') : panel.hasAttribute('open'));
    let openedByHover = false;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;

    const placed = (open: boolean) => {
      button.setAttribute('aria-expanded', String(open));
      if (!open) openedByHover = false;
      if (open && !CSS.supports('anchor-name', '--a')) {
        const rect = root.getBoundingClientRect();
        panel.style.top = `${rect.bottom}px`;
        panel.style.left = `${rect.left}px`;
      }
    };
    const show = () => {
      if (isOpen()) return;
      if (popovers) panel.showPopover();
      else {
        panel.setAttribute('open', '');
        placed(true);
      }
    };
    const hide = () => {
      if (!isOpen()) return;
      if (popovers) panel.hidePopover();
      else {
        panel.removeAttribute('open');
        placed(false);
      }
    };

    const onToggle = (event: Event) => placed((event as ToggleEvent).newState === 'open');
    // Touch devices fire pointerenter just before click: only a real mouse opens on hover.
    const onPointerEnter = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(closeTimer);
      if (!isOpen()) openedByHover = true;
      show();
    };
    const onPointerLeave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || !openedByHover) return;
      closeTimer = setTimeout(hide, 150);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !isOpen()) return;
      event.preventDefault();
      hide();
      button.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) hide();
    };
    // The script decides instead of the native toggle, so that a click pins a menu that hovering opened.
    const onButtonClick = (event: MouseEvent) => {
      event.preventDefault();
      const pinOpen = isOpen() && openedByHover;
      openedByHover = false;
      if (pinOpen || !isOpen()) show();
      else hide();
    };
    const onPanelClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a[href]')) hide();
    };

    root.setAttribute('data-enhanced', '');
    button.setAttribute('aria-expanded', String(isOpen()));
    // A popover opened before the script ran is still open.
    if (isOpen()) placed(true);
    // One signal removes every listener at once.
    const listeners = new AbortController();
    const { signal } = listeners;
    panel.addEventListener('toggle', onToggle, { signal });
    panel.addEventListener('click', onPanelClick, { signal });
    root.addEventListener('pointerenter', onPointerEnter, { signal });
    root.addEventListener('pointerleave', onPointerLeave, { signal });
    root.addEventListener('keydown', onKeyDown, { signal });
    root.addEventListener('focusout', onFocusOut, { signal });
    button.addEventListener('click', onButtonClick, { signal });
    return () => {
      clearTimeout(closeTimer);
      root.removeAttribute('data-enhanced');
      listeners.abort();
    };
  }, [panelId]);
  return null;
}
