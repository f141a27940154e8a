import { Link } from '@/components/ui/link';
import { company } from '@/config/company';
import { logoText } from '@/content/layout';
import { cn } from '@/lib/utils';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={cn('size-10 shrink-0', className)} aria-hidden focusable="false">
      <rect width="40" height="40" rx="10" fill="#174596" />
      <path d="M9 29V11h4.2l6.8 9.6 6.8-9.6H31v18h-4.2V18.4L20 27.6l-6.8-9.2V29z" fill="#fff" />
      <circle cx="31.5" cy="31.5" r="3.5" fill="#f58a07" />
    </svg>
  );
}

export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link
      href="/"
      className="flex shrink-0 items-center gap-3 rounded-lg"
      aria-label={logoText.homeLabel(company.name)}
    >
      <LogoMark />
      <span className="flex flex-col leading-tight whitespace-nowrap">
        <span
          className={cn('text-base font-extrabold tracking-tight', tone === 'dark' ? 'text-brand-950' : 'text-white')}
        >
          {company.name}
        </span>
        <span className={cn('text-xs', tone === 'dark' ? 'text-muted' : 'text-brand-100')}>{logoText.tagline}</span>
      </span>
    </Link>
  );
}
