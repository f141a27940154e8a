'use client';

import { clsx } from 'clsx';
import { usePathname } from 'next/navigation';
import { Link } from '@/components/ui/link';

/** The back-office's pages, the one open marked: /admin for the requests and their own pages, else the page's path. */
export function AdminNav({ label, links }: { label: string; links: { href: string; label: string }[] }) {
  const pathname = usePathname();
  const current = (href: string) =>
    href === '/admin' ? pathname === '/admin' || pathname.startsWith('/admin/demandes/') : pathname.startsWith(href);
  return (
    <nav aria-label={label} className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
      <ul className="flex w-max gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={current(link.href) ? 'page' : undefined}
              className={clsx(
                'block rounded-md px-3 py-2 text-sm font-semibold whitespace-nowrap',
                current(link.href) ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white',
              )}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
