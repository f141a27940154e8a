import { keyFigures } from '@/content/figures';

/** The two places the figures stand: cards in the home page's hero panel, a centred band in the footer. */
const looks = {
  panel: { item: 'rounded-xl bg-white/10 p-4', value: 'text-3xl font-extrabold', label: 'mt-1 text-sm text-brand-100' },
  band: { item: 'text-center', value: 'text-3xl font-extrabold text-white', label: 'mt-1 text-sm text-brand-200' },
} as const;

type Props = { look: keyof typeof looks; className: string; label?: string };

/** The company's key figures (content/figures.ts), on a dark background. */
export function KeyFigures({ look, className, label }: Props) {
  const classes = looks[look];
  return (
    <ul className={className} aria-label={label}>
      {keyFigures.map((figure) => (
        <li key={figure.label} className={classes.item}>
          <p className={classes.value}>{figure.value}</p>
          <p className={classes.label}>{figure.label}</p>
        </li>
      ))}
    </ul>
  );
}
