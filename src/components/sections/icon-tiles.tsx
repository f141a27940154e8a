import { ContentIcon, type ContentIconName } from './icons';

type Tile = { icon: ContentIconName; title: string; description: string };

/** The home page's platform qualities (`md`), and the About page's values (`lg`), which stand under an <h3> of their own. */
const sizes = {
  md: {
    heading: 'h3',
    icon: 'size-6 text-brand-700',
    title: 'mt-3 font-bold text-brand-950',
    text: 'mt-1 text-sm text-muted',
  },
  lg: {
    heading: 'h4',
    icon: 'size-7 text-brand-700',
    title: 'mt-3 text-lg font-bold text-brand-950',
    text: 'mt-2 text-sm text-muted',
  },
} as const;

type Props = { tiles: readonly Tile[]; size: keyof typeof sizes; className?: string; label?: string };

/** Icon, title and a sentence on a tinted tile, four to a row on wide screens. */
export function IconTiles({ tiles, size, className, label }: Props) {
  const { heading: Heading, ...look } = sizes[size];
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-4 ${className}`} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.title} className="rounded-2xl bg-surface p-6">
          <ContentIcon name={tile.icon} className={look.icon} />
          <Heading className={look.title}>{tile.title}</Heading>
          <p className={look.text}>{tile.description}</p>
        </li>
      ))}
    </ul>
  );
}
