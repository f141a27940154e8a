'use client';

import { useEffect, useRef } from 'react';
import type { shortcutText } from '@/content/desk';

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The requests' links in the page's order: the list's cards, or the list beside a request (`data-desk-item`). */
const items = () =>
  [...document.querySelectorAll<HTMLElement>('[data-desk-item]')].map(
    (item) => item.querySelector<HTMLAnchorElement>('[data-desk-open]') ?? item,
  );

/**
 * The desk's keys, outside any field: j/k the next or previous request (focused in a list, opened beside a request),
 * o to open the one focused, x to select it for a bulk action, a to assign to oneself, t to mark « Traité », / to
 * search, u back to the list, ? for the
 * list of keys. Each key clicks or focuses what the page already has (marked `data-shortcut`), so that it does
 * nothing a pointer could not.
 */
export function DeskShortcuts({ text }: { text: typeof shortcutText }) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.ctrlKey ||
        event.metaKey ||
        event.altKey ||
        typing(event.target) ||
        dialog.current?.open
      )
        return;
      const links = items();
      const beside = document.querySelector<HTMLAnchorElement>('[data-desk-item] [aria-current="page"]');
      const focused = links.findIndex(
        (link) => link === document.activeElement || link.closest('[data-desk-item]')?.contains(document.activeElement),
      );
      const at = focused >= 0 ? focused : beside ? links.indexOf(beside) : -1;
      const click = (name: string) =>
        document.querySelector<HTMLButtonElement>(`[data-shortcut="${name}"]:not(:disabled)`)?.click();
      switch (event.key) {
        case 'j':
        case 'k': {
          const next = links[Math.min(links.length - 1, Math.max(0, at + (event.key === 'j' ? 1 : at < 0 ? 0 : -1)))];
          if (!next || next === beside) return;
          // Beside an open request the next one opens; in the list the next card is focused.
          if (beside && focused < 0) next.click();
          else next.focus();
          break;
        }
        case 'o': {
          const link = links[at];
          if (link && link !== beside) link.click();
          else return;
          break;
        }
        case 'a':
          click('assign-me');
          break;
        case 'x': {
          // The focused card's box, for a bulk action.
          const box =
            focused >= 0
              ? links[focused]?.closest('[data-desk-item]')?.querySelector<HTMLInputElement>('[data-desk-select]')
              : null;
          if (!box) return;
          box.click();
          break;
        }
        case 't': {
          // In a list, the focused card's; on a request, its own (outside the list beside it); else nothing.
          const card = focused >= 0 ? links[focused]?.closest('[data-desk-item]') : null;
          const button = card
            ? card.querySelector<HTMLButtonElement>('[data-shortcut="close"]:not(:disabled)')
            : document.querySelector<HTMLButtonElement>(
                '[data-shortcut="close"]:not([data-desk-item] *):not(:disabled)',
              );
          if (!button || (!card && !beside && !document.querySelector('[data-desk-request]'))) return;
          button.click();
          break;
        }
        case '/': {
          const search = document.querySelector<HTMLInputElement>('input[type="search"]');
          if (!search) return;
          search.focus();
          break;
        }
        case 'u': {
          const back = document.querySelector<HTMLAnchorElement>('[data-shortcut="back"]');
          if (!back) return;
          back.click();
          break;
        }
        case '?':
          dialog.current?.showModal();
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="shortcuts-title"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-5 shadow-2xl backdrop:bg-brand-950/50"
    >
      <h2 id="shortcuts-title" className="text-lg font-bold text-brand-950">
        {text.title}
      </h2>
      <p className="mt-1 text-sm text-muted">{text.intro}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {text.keys.map((item) => (
          <div key={item.label} className="contents">
            <dt className="flex items-center gap-1 whitespace-nowrap">
              {item.keys.map((key, index) => (
                <span key={key} className="flex items-center gap-1">
                  {index > 0 ? <span className="text-muted">{text.or}</span> : null}
                  <kbd className="rounded border border-line bg-surface px-1.5 py-0.5 font-mono text-xs font-semibold text-ink">
                    {key}
                  </kbd>
                </span>
              ))}
            </dt>
            <dd className="text-ink">{item.label}</dd>
          </div>
        ))}
      </dl>
      <form method="dialog" className="mt-4 flex justify-end">
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {text.close}
        </button>
      </form>
    </dialog>
  );
}
