import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { ArrowLeft } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/utils';

type Props = {
  eyebrow?: string;
  /** A pill above the heading, e.g. 'Depuis 2009'. */
  badge?: string;
  title: string;
  intro: string;
  back?: { href: string; label: string };
  /** Shown beside the text on wide screens, below it on phones: an illustration, a panel of figures. */
  aside?: ReactNode;
  children?: ReactNode;
};

/** The heading block every page opens with: the page's single <h1> and its introduction. */
export function PageHero({ eyebrow, badge, title, intro, back, aside, children }: Props) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
      <div aria-hidden className="hero-glow pointer-events-none absolute inset-0" />
      <div
        className={cn(
          'container-page relative grid gap-10 py-14 sm:py-20',
          aside && 'lg:grid-cols-[1.2fr_1fr] lg:items-center',
        )}
      >
        <div className="flex flex-col gap-5">
          {back ? (
            <Link
              href={back.href}
              className="inline-flex w-fit items-center gap-2 rounded-md text-sm font-medium text-brand-100 hover:text-white"
            >
              <Icon icon={ArrowLeft} className="size-4" />
              {back.label}
            </Link>
          ) : null}
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{eyebrow}</p> : null}
          {badge ? (
            <p className="w-fit rounded-full border border-white/25 bg-white/10 px-3 py-1 text-sm font-semibold">
              {badge}
            </p>
          ) : null}
          <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
          <p className="max-w-2xl text-lg text-brand-100">{intro}</p>
          {children ? <div className="flex flex-wrap gap-3 pt-2">{children}</div> : null}
        </div>
        {aside}
      </div>
    </section>
  );
}
