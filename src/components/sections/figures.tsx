import type { Figure } from '@/content/details/blocks';
import { cn } from '@/lib/utils';

/** Figures on a page (light), in a detail page's hero (dark), and in the About hero's smaller tiles (compact). */
const figureTones = {
  light: {
    item: 'rounded-2xl border border-line bg-white p-5 shadow-sm',
    label: 'font-medium text-ink',
    detail: 'text-muted',
    value: 'text-brand-700',
  },
  dark: {
    item: 'rounded-2xl bg-white/10 p-5',
    label: 'font-medium text-brand-100',
    detail: 'text-brand-200',
    value: 'text-white',
  },
  compact: { item: 'rounded-xl bg-white/10 p-4', label: 'text-brand-100', detail: 'text-brand-200', value: undefined },
};

type FiguresProps = { figures: readonly Figure[]; tone?: keyof typeof figureTones; className?: string };

/** Figures, each value above its label (a <dl>): four to a row on wide screens, else three. */
export function Figures({ figures, tone = 'light', className }: FiguresProps) {
  const look = figureTones[tone];
  return (
    <dl
      className={cn(
        'grid gap-4',
        figures.length >= 4 ? 'grid-cols-2 lg:grid-cols-4' : 'grid-cols-1 sm:grid-cols-3',
        className,
      )}
    >
      {figures.map((figure) => (
        <div key={figure.label} className={cn('flex flex-col-reverse', look.item)}>
          <dt className={cn('mt-1 text-sm', look.label)}>
            {figure.label}
            {figure.detail ? <span className={cn('mt-1 block font-normal', look.detail)}>{figure.detail}</span> : null}
          </dt>
          <dd className={cn('text-3xl font-extrabold', look.value)}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
