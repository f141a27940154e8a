import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A list of short points, each behind a green check: features, offerings, what a plan includes. */
export function CheckList({ points, className }: { points: readonly string[]; className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-2 text-sm', className)}>
      {points.map((point) => (
        <li key={point} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
          {point}
        </li>
      ))}
    </ul>
  );
}
