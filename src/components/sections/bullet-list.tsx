import { cn } from '@/lib/utils';

/** A plain bulleted list of short texts: a sector's work, a platform's features, a year's achievements. */
export function BulletList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('list-disc pl-5 text-sm', className)}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
