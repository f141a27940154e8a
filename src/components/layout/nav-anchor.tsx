import type { ComponentProps, ReactNode } from 'react';
import { Link } from '@/components/ui/link';
import { uiText } from '@/content/layout';
import type { NavLink } from '@/content/navigation';

type Props = Omit<ComponentProps<'a'>, 'href' | 'children'> & { link: NavLink; children?: ReactNode; prefetch?: false };

/** An internal link (prefetched on intent, ui/link.tsx), or an external one in a new tab that leaks no opener or referrer. */
export function NavAnchor({ link, children, prefetch, ...props }: Props) {
  const content = children ?? link.label;
  if (link.external) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" {...props}>
        {content}
        <span className="sr-only"> {uiText.newTab}</span>
      </a>
    );
  }
  return (
    <Link href={link.href} prefetch={prefetch} {...props}>
      {content}
    </Link>
  );
}
