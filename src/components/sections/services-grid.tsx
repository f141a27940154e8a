import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { services, serviceHref } from '@/content/services';
import { CheckList } from './check-list';
import { ContentIcon } from './icons';

export function ServicesGrid() {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.id} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <ContentIcon name={service.icon} className="size-6" />
          </span>
          <h3 className="mt-4 text-xl font-bold text-brand-950">{service.title}</h3>
          <p className="text-sm font-medium text-accent-700">{service.subtitle}</p>
          <p className="mt-3 text-sm text-muted">{service.description}</p>
          <CheckList points={service.features} className="mt-4" />
          <Link
            href={serviceHref(service.id)}
            className="mt-auto inline-flex items-center gap-1 pt-6 text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            En savoir plus<span className="sr-only"> sur {service.title}</span>
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
