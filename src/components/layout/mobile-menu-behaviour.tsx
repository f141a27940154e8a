'use client';

import { useEffect } from 'react';

const supportsPopover = () => 'popover' in HTMLElement.prototype;

/**
 * While the menu is open the page around it is inert, as behind a modal dialog: neither the keyboard nor assistive
 * technologies wander behind the panel. Gives back the undoing.
 */
function inertAround(panel: HTMLElement): () => void {
  const made: Element[] = [];
  for (let node: HTMLElement | null = panel; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('inert') || sibling.tagName === 'SCRIPT') continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => made.forEach((element) => element.removeAttribute('inert'));
}

/**
 * What the mobile menu's panel (mobile-menu-panel.tsx, server-rendered) gets from the script: the focus moves to its
 * close button when it opens, the page behind it is inert while it is open, and it closes when a link or a button in
 * it is used (Next navigates without reloading the page). A browser without popovers gets the same panel through its
 * `open` attribute. Renders nothing.
 */
export function MobileMenuBehaviour({ id }: { id: string }) {
  useEffect(() => {
    const panel = document.getElementById(id);
    if (!panel) return;
    const closeButton = () => panel.querySelector<HTMLButtonElement>('button[popovertargetaction="hide"]');
    const close = () => {
      if (!supportsPopover()) panel.removeAttribute('open');
      else if (panel.matches(':popover-open')) panel.hidePopover();
    };
    let undoInert: (() => void) | undefined;
    const release = () => {
      undoInert?.();
      undoInert = undefined;
    };
    const onToggle = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open' || undoInert) return;
      undoInert = inertAround(panel);
      closeButton()?.focus();
    };
    // Released before the panel closes, so that the browser can give the focus back to the menu button.
    const onBeforeToggle = (event: Event) => {
      if ((event as ToggleEvent).newState === 'closed') release();
    };
    // A link, or a button that opens a dialog (the consultation), takes the visitor elsewhere: the menu gets out of the way.
    const onPanelClick = (event: MouseEvent) => {
      if ((event.target as Element).closest('a[href], button:not([popovertarget])')) close();
    };
    // No popovers: the buttons that name the panel open and close it by its `open` attribute.
    const onDocumentClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(`button[popovertarget="${id}"]`);
      if (!button) return;
      if (button.getAttribute('popovertargetaction') === 'hide' || panel.hasAttribute('open'))
        panel.removeAttribute('open');
      else {
        panel.setAttribute('open', '');
        closeButton()?.focus();
      }
    };
    const popovers = supportsPopover();
    panel.addEventListener('toggle', onToggle);
    panel.addEventListener('beforetoggle', onBeforeToggle);
    panel.addEventListener('click', onPanelClick);
    if (!popovers) document.addEventListener('click', onDocumentClick);
    return () => {
      panel.removeEventListener('toggle', onToggle);
      panel.removeEventListener('beforetoggle', onBeforeToggle);
      panel.removeEventListener('click', onPanelClick);
      document.removeEventListener('click', onDocumentClick);
      release();
    };
  }, [id]);
  return null;
}
