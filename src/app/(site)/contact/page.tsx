import { Clock, Mail, MapPin, Phone, PhoneCall } from 'lucide-react';
import { company } from '@/config/company';
import { pages } from '@/content/pages';
import { APPLICATION_SUBJECT } from '@/content/requests';
import { contactText as text } from '@/content/contact';
import { mailtoHref, telHref } from '@/config/links';
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
        <RequestButton dialog="consultation" source={text.urgentConsultation} preset={{ urgency: 'high' }} variant="accent" size="lg">
          {text.urgentConsultation}
        </RequestButton>
        <RequestButton dialog="quote" source={text.expressQuote} variant="light" size="lg">
          {text.expressQuote}
        </RequestButton>
        <RequestButton dialog="support" source={text.support} variant="onDark" size="lg">
          {text.support}
        </RequestButton>
      </PageHero>

      <section aria-labelledby="formulaire-titre" className="py-16 sm:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[1.5fr_1fr]">
          <div>
            <h2 id="formulaire-titre" className="text-3xl font-extrabold tracking-tight text-brand-950">
              {text.formTitle}
            </h2>
            <p className="mt-3 mb-8 text-muted">{text.formIntro}</p>
            <ContactForm action={submitContact} source={`${page.path} · ${text.formSource}`} subject={subject} />
          </div>

          <aside aria-labelledby="coordonnees-titre" className="flex flex-col gap-6">
            <h2 id="coordonnees-titre" className="text-xl font-bold text-brand-950">
              {text.detailsTitle}
            </h2>
            <ul className="flex flex-col gap-4 text-sm">
              <li className="flex items-start gap-3">
                <Phone className="mt-0.5 size-5 text-brand-700" aria-hidden />
                <span>
                  <span className="block font-semibold text-brand-950">{text.phone}</span>
                  <a href={telHref(company.phones.main)} className="text-brand-700 hover:underline">
                    {company.phones.main.display}
                  </a>
                </span>
              </li>
              <li className="flex items-start gap-3">
                <PhoneCall className="mt-0.5 size-5 text-accent-700" aria-hidden />
                <span>
                  <span className="block font-semibold text-brand-950">{text.hotline}</span>
                  <a href={telHref(company.phones.hotline)} className="text-brand-700 hover:underline">
                    {company.phones.hotline.display}
                  </a>
                </span>
              </li>
              <li className="flex items-start gap-3">
                <Mail className="mt-0.5 size-5 text-brand-700" aria-hidden />
                <span>
                  <span className="block font-semibold text-brand-950">{text.email}</span>
                  <a href={mailtoHref(company.emails.contact)} className="break-all text-brand-700 hover:underline">
                    {company.emails.contact}
                  </a>
                </span>
              </li>
              <li className="flex items-start gap-3">
                <Clock className="mt-0.5 size-5 text-brand-700" aria-hidden />
                <span>
                  <span className="block font-semibold text-brand-950">{text.hours}</span>
                  {company.openingHours.label}
                </span>
              </li>
            </ul>
            <div className="rounded-2xl bg-brand-50 p-5">
              <p className="font-semibold text-brand-950">{text.callbackTitle}</p>
              <p className="mt-1 mb-4 text-sm text-muted">{text.callbackText}</p>
              <RequestButton dialog="callback" source={text.callbackButton} variant="primary">
                {text.callbackButton}
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
