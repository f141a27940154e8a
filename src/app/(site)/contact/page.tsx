import { Clock, Mail, MapPin, Phone, PhoneCall } from 'lucide-react';
import { company } from '@/config/company';
import { pages } from '@/content/pages';
import { APPLICATION_SUBJECT } from '@/content/requests';
import { mailtoHref, telHref } from '@/lib/links';
import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/sections/page-hero';
import { ContactForm } from '@/components/forms/contact-form';
import { RequestButton } from '@/components/forms/request-button';
import { submitContact } from './actions';
import { JsonLd } from '@/components/seo/json-ld';
import { breadcrumbLd } from '@/lib/structured-data';

const page = pages.contact;

export const metadata = pageMetadata(page);

type Props = { searchParams: Promise<{ sujet?: string }> };

export default async function ContactPage({ searchParams }: Props) {
  const { sujet } = await searchParams;
  const subject = sujet === APPLICATION_SUBJECT ? APPLICATION_SUBJECT : undefined;

  return (
    <>
      <PageHero eyebrow={page.title} title={page.heading} intro={page.intro}>
        <RequestButton dialog="consultation" source="Consultation urgente" preset={{ urgency: 'high' }} variant="accent" size="lg">
          Consultation urgente
        </RequestButton>
        <RequestButton dialog="quote" source="Devis express" variant="light" size="lg">
          Devis express
        </RequestButton>
        <RequestButton dialog="support" source="Support technique" variant="onDark" size="lg">
          Support technique
        </RequestButton>
      </PageHero>

      <section aria-labelledby="formulaire-titre" className="py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[1.5fr_1fr]">
          <div>
            <h2 id="formulaire-titre" className="text-3xl font-extrabold tracking-tight text-brand-950">
              Écrivez-nous
            </h2>
            <p className="mt-3 mb-8 text-muted">Réponse par email en moins de 2 heures pendant les heures d’ouverture, et sous 24h au plus tard.</p>
            <ContactForm action={submitContact} source={`${page.path} · Formulaire de contact`} subject={subject} />
          </div>

          <aside aria-labelledby="coordonnees-titre" className="flex flex-col gap-6">
            <h2 id="coordonnees-titre" className="text-xl font-bold text-brand-950">
              Nos coordonnées
            </h2>
            <ul className="flex flex-col gap-4 text-sm">
              <li className="flex items-start gap-3">
                <Phone className="mt-0.5 size-5 text-brand-700" aria-hidden />
                <span>
                  <span className="block font-semibold text-brand-950">Téléphone</span>
                  <a href={telHref(company.phones.main)} className="text-brand-700 hover:underline">
                    {company.phones.main.display}
                  </a>
                </span>
              </li>
              <li className="flex items-start gap-3">
                <PhoneCall className="mt-0.5 size-5 text-accent-700" aria-hidden />
                <span>
                  <span className="block font-semibold text-brand-950">Urgence 24/7</span>
                  <a href={telHref(company.phones.hotline)} className="text-brand-700 hover:underline">
                    {company.phones.hotline.display}
                  </a>
                </span>
              </li>
              <li className="flex items-start gap-3">
                <Mail className="mt-0.5 size-5 text-brand-700" aria-hidden />
                <span>
                  <span className="block font-semibold text-brand-950">Email</span>
                  <a href={mailtoHref(company.emails.contact)} className="break-all text-brand-700 hover:underline">
                    {company.emails.contact}
                  </a>
                </span>
              </li>
              <li className="flex items-start gap-3">
                <Clock className="mt-0.5 size-5 text-brand-700" aria-hidden />
                <span>
                  <span className="block font-semibold text-brand-950">Horaires</span>
                  {company.openingHours.label}
                </span>
              </li>
            </ul>
            <div className="rounded-2xl bg-brand-50 p-5">
              <p className="font-semibold text-brand-950">Vous préférez qu’on vous appelle ?</p>
              <p className="mt-1 mb-4 text-sm text-muted">Indiquez votre numéro et un créneau : un conseiller vous rappelle.</p>
              <RequestButton dialog="callback" source="Demander un rappel" variant="primary">
                Demander un rappel
              </RequestButton>
            </div>
            <ul className="flex flex-col gap-4">
              {company.sites.map((site) => (
                <li key={site.id} className="flex items-start gap-3 text-sm">
                  <MapPin className="mt-0.5 size-5 text-brand-700" aria-hidden />
                  <span>
                    <span className="block font-semibold text-brand-950">
                      {site.city} · {site.type}
                    </span>
                    <span className="text-muted">{site.address}</span>
                  </span>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </section>
      <JsonLd data={breadcrumbLd({ name: page.title, path: page.path })} />
    </>
  );
}
