import { clsx } from 'clsx';
import type { StatusTone } from '@/content/admin';

const tones: Record<StatusTone, string> = {
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  yellow: 'bg-amber-100 text-amber-900 ring-amber-300',
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
  red: 'bg-red-100 text-red-800 ring-red-200',
};

/** SPEC §4: 'Nouveau' blue, 'En cours' yellow, 'Traité' green. */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        tones[tone],
      )}
    >
      {label}
    </span>
  );
}
