import { Clock, Mail, MapPin, Phone, PhoneCall } from 'lucide-react';
import { company } from '@/config/company';
import { pages } from '@/content/pages';
import { mailtoHref, telHref } from '@/lib/links';
import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';

const page = pages.contact;

export const metadata = pageMetadata(page);

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow={page.title} title={page.heading} intro={page.intro} />
      <Section id="coordonnees" title="Nos coordonnées" intro="Choisissez le canal qui vous convient : nous répondons par e-mail en moins de 2 heures pendant les heures d’ouverture.">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          <div className="rounded-2xl border border-line p-6">
            <Phone className="size-6 text-brand-700" aria-hidden />
            <h3 className="mt-3 font-bold text-brand-950">Téléphone</h3>
            <a href={telHref(company.phones.main)} className="mt-1 block text-brand-700 hover:underline">
              {company.phones.main.display}
            </a>
          </div>
          <div className="rounded-2xl border border-line p-6">
            <PhoneCall className="size-6 text-accent-700" aria-hidden />
            <h3 className="mt-3 font-bold text-brand-950">Urgence 24/7</h3>
            <a href={telHref(company.phones.hotline)} className="mt-1 block text-brand-700 hover:underline">
              {company.phones.hotline.display}
            </a>
          </div>
          <div className="rounded-2xl border border-line p-6">
            <Mail className="size-6 text-brand-700" aria-hidden />
            <h3 className="mt-3 font-bold text-brand-950">E-mail</h3>
            <a href={mailtoHref(company.emails.contact)} className="mt-1 block break-all text-brand-700 hover:underline">
              {company.emails.contact}
            </a>
          </div>
          <div className="rounded-2xl border border-line p-6">
            <Clock className="size-6 text-brand-700" aria-hidden />
            <h3 className="mt-3 font-bold text-brand-950">Horaires</h3>
            <p className="mt-1 text-sm text-muted">{company.openingHours.label}</p>
          </div>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {company.sites.map((site) => (
            <li key={site.id} className="rounded-2xl bg-surface p-6">
              <MapPin className="size-6 text-brand-700" aria-hidden />
              <h3 className="mt-3 font-bold text-brand-950">
                {site.city} · {site.type}
              </h3>
              <p className="mt-1 text-sm text-muted">{site.address}</p>
              <p className="text-sm text-muted">{site.postalAddress}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
