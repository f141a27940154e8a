import { Link } from '@/components/ui/link';
import { ArrowRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { sectionText } from '@/content/sections';
import { services, serviceHref } from '@/content/services';
import { cardGridClass, cardGridColumns } from '@/lib/card-grid';
import { cn } from '@/lib/utils';
import { CheckList } from './check-list';
import { IconBadge } from './icons';

/**
 * Seven services take one column below 1024 px, so that no card sits alone on a row (lib/card-grid.ts). From 640 px
 * such a card is wide: its features go beside its text rather than under it.
 */
const wide = cardGridColumns(services.length).md === 1;

export function ServicesGrid() {
  return (
    <ul className={`grid gap-6 ${cardGridClass(services.length)}`}>
      {services.map((service) => (
        <li
          key={service.id}
          className={cn(
            'flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition-shadow hover:shadow-md',
            wide && 'sm:max-lg:grid sm:max-lg:grid-cols-2 sm:max-lg:gap-x-8',
          )}
        >
          <div>
            <IconBadge name={service.icon} />
            <h3 className="mt-4 text-xl font-bold text-brand-950">{service.title}</h3>
            <p className="text-sm font-medium text-accent-700">{service.subtitle}</p>
            <p className="mt-3 text-sm text-muted">{service.description}</p>
          </div>
          <CheckList
            points={service.features}
            className={cn(
              'mt-4',
              wide &&
                'sm:max-lg:col-start-2 sm:max-lg:row-span-2 sm:max-lg:row-start-1 sm:max-lg:mt-0 sm:max-lg:self-center sm:max-lg:border-l sm:max-lg:border-line sm:max-lg:pl-8',
            )}
          />
          <Link
            href={serviceHref(service.id)}
            className="mt-auto inline-flex items-center gap-1 pt-6 text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            {sectionText.learnMore}
            <span className="sr-only"> {sectionText.learnMoreAbout(service.title)}</span>
            <Icon icon={ArrowRight} className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
