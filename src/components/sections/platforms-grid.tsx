import { ArrowRight, ExternalLink } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { sectionText } from '@/content/sections';
import { platforms, platformHref, type Platform } from '@/content/solutions';
import { cn } from '@/lib/utils';
import { NavAnchor } from '@/components/layout/nav-anchor';
import { BulletList } from './bullet-list';
import { IconBadge } from './icons';

const colourClasses: Record<Platform['colour'], { badge: string; bar: string }> = {
  blue: { badge: 'bg-brand-50 text-brand-700', bar: 'bg-brand-600' },
  emerald: { badge: 'bg-emerald-50 text-emerald-700', bar: 'bg-emerald-600' },
  violet: { badge: 'bg-violet-50 text-violet-700', bar: 'bg-violet-600' },
};

export function PlatformsGrid() {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {platforms.map((platform) => {
        const colour = colourClasses[platform.colour];
        return (
          <li
            key={platform.title}
            className="relative flex flex-col overflow-hidden rounded-2xl border border-line bg-white p-6 shadow-sm"
          >
            <span aria-hidden className={cn('absolute inset-x-0 top-0 h-1.5', colour.bar)} />
            <IconBadge name={platform.icon} className={colour.badge} />
            <h3 className="mt-4 text-xl font-bold text-brand-950">{platform.title}</h3>
            <p className="text-sm font-medium text-muted">{platform.subtitle}</p>
            <p className="mt-3 text-sm text-ink">{platform.description}</p>
            <h4 className="mt-4 text-xs font-bold tracking-wide text-muted uppercase">
              {sectionText.platformFeatures}
            </h4>
            <BulletList items={platform.features} className="mt-2" />
            <h4 className="mt-4 text-xs font-bold tracking-wide text-muted uppercase">
              {sectionText.platformBenefits}
            </h4>
            <BulletList items={platform.benefits} className="mt-2" />
            <NavAnchor
              link={{ label: platform.title, href: platformHref(platform), external: Boolean(platform.externalUrl) }}
              className="mt-auto inline-flex items-center gap-1 pt-6 text-sm font-semibold text-brand-700 hover:text-brand-900"
            >
              {sectionText.discover(platform.title)}
              {platform.externalUrl ? (
                <Icon icon={ExternalLink} className="size-4" />
              ) : (
                <Icon icon={ArrowRight} className="size-4" />
              )}
            </NavAnchor>
          </li>
        );
      })}
    </ul>
  );
}
