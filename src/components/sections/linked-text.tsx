import type { ReactNode } from 'react';

/** A value (a phone number, an address), as a link when it has somewhere to go. */
export function LinkedText({ href, className, children }: { href?: string; className?: string; children: ReactNode }) {
  return href ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    children
  );
}
