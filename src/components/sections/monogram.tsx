import { colourIndex, initials } from '@/lib/monogram';
import { cn } from '@/lib/utils';

/** Shape and letters of each monogram colour, with a contrast ratio above 4.5:1. */
const colours = [
  ['fill-brand-700', 'fill-white'],
  ['fill-emerald-700', 'fill-white'],
  ['fill-violet-700', 'fill-white'],
  ['fill-amber-100', 'fill-amber-900'],
  ['fill-sky-100', 'fill-sky-900'],
  ['fill-rose-700', 'fill-white'],
] as const;

type Props = { name: string; shape?: 'square' | 'circle'; className?: string };

/** Initials drawn as SVG in place of a logo or a photo. Decorative: the name is always written beside it. */
export function Monogram({ name, shape = 'square', className }: Props) {
  const [background, letters] = colours[colourIndex(name)]!;
  return (
    <svg aria-hidden viewBox="0 0 64 64" className={cn('shrink-0 select-none', className)}>
      {shape === 'circle' ? (
        <circle cx="32" cy="32" r="32" className={background} />
      ) : (
        <rect width="64" height="64" rx="14" className={background} />
      )}
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="24"
        fontWeight="800"
        className={letters}
      >
        {initials(name)}
      </text>
    </svg>
  );
}
