import { Check, CheckCircle2 } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/utils';

/** On a light background a green check; on a dark one (the home hero) a larger accent-coloured check in a circle. */
const tones = {
  light: {
    item: 'flex items-start gap-2',
    check: <Icon icon={Check} className="mt-0.5 size-4 shrink-0 text-emerald-600" />,
  },
  dark: {
    item: 'flex items-center gap-2',
    check: <Icon icon={CheckCircle2} className="size-5 shrink-0 text-accent-300" />,
  },
};

type Props = { points: readonly string[]; tone?: keyof typeof tones; className?: string };

/** A list of short points, each behind a check: features, offerings, what a plan includes, the home page's highlights. */
export function CheckList({ points, tone = 'light', className }: Props) {
  const { item, check } = tones[tone];
  return (
    <ul className={cn('flex flex-col gap-2 text-sm', className)}>
      {points.map((point) => (
        <li key={point} className={item}>
          {check}
          {point}
        </li>
      ))}
    </ul>
  );
}
