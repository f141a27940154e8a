import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

type Props = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: 'white' | 'surface';
  children: ReactNode;
};

/**
 * A page section with its <h2>, so every page keeps its headings in order.
 * `content-visibility: auto` lets the browser skip the layout and paint of sections below the fold until they
 * come near the viewport: the text stays in the HTML, the accessibility tree and find-in-page.
 */
export function Section({ id, eyebrow, title, intro, tone = 'white', children }: Props) {
  const headingId = id ? `${id}-titre` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'py-16 [content-visibility:auto] [contain-intrinsic-size:auto_40rem] sm:py-20',
        tone === 'surface' && 'bg-surface',
      )}
    >
      <div className="container-page">
        <div className="max-w-3xl">
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p> : null}
          <h2 id={headingId} className="mt-2 text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg text-muted">{intro}</p> : null}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
