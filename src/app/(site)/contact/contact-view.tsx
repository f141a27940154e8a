import { Clock, Mail, MapPin, Phone, PhoneCall, type IconNode } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { company } from '@/config/company';
import { pages } from '@/content/pages';
import { contactText as text, type presetSubjects } from '@/content/contact';
import { mailtoHref, telHref } from '@/config/links';
import { ContentPage } from '@/components/sections/content-page';
import { LinkedText } from '@/components/sections/linked-text';
import { ContactForm } from '@/components/forms/contact-form';
import { RequestButton } from '@/components/forms/request-button';
import { submitContact } from './actions';
import { pageWhatsappHref, whatsappText } from '@/content/whatsapp';
import { WhatsApp } from '@/components/ui/whatsapp-icon';

const page = pages.contact;

const link = 'text-brand-700 hover:underline';

/** How to reach us, each line under its label; the hotline's icon in the accent colour. */
const details: {
  icon: IconNode;
  iconClass: string;
  label: string;
  href?: string;
  linkClass?: string;
  value: string;
}[] = [
  {
    icon: Phone,
    iconClass: 'text-brand-700',
    label: text.phone,
    href: telHref(company.phones.main),
    linkClass: link,
    value: company.phones.main.display,
  },
  {
    icon: PhoneCall,
    iconClass: 'text-accent-700',
    label: text.hotline,
    href: telHref(company.phones.hotline),
    linkClass: link,
    value: company.phones.hotline.display,
  },
  {
    icon: WhatsApp,
    iconClass: 'text-brand-700',
    label: whatsappText.channel,
    href: pageWhatsappHref(page.title),
    linkClass: link,
    value: whatsappText.label,
  },
  {
    icon: Mail,
    iconClass: 'text-brand-700',
    label: text.email,
    href: mailtoHref(company.emails.contact),
    linkClass: `break-all ${link}`,
    value: company.emails.contact,
  },
  { icon: Clock, iconClass: 'text-brand-700', label: text.hours, value: company.openingHours.label },
];

/**
 * The contact page. `/contact` renders it without a subject; `/contact?sujet=Candidature` is the same page prerendered
 * with that subject preselected (contact/sujet/[value], lib/query-routes.ts), so the preset holds without JavaScript.
 */
export function ContactView({ subject }: { subject?: (typeof presetSubjects)[number] }) {
  return (
    <ContentPage
      page={page}
      hero={
        <>
          <RequestButton
            dialog="consultation"
            source={text.urgentConsultation}
            preset={{ urgency: 'high' }}
            variant="accent"
            size="lg"
          >
            {text.urgentConsultation}
          </RequestButton>
          <RequestButton dialog="quote" source={text.expressQuote} variant="light" size="lg">
            {text.expressQuote}
          </RequestButton>
          <RequestButton dialog="support" source={text.support} variant="onDark" size="lg">
            {text.support}
          </RequestButton>
        </>
      }
    >
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
              {details.map(({ icon, iconClass, label, href, linkClass, value }) => (
                <li key={label} className="flex items-start gap-3">
                  <Icon icon={icon} className={`mt-0.5 size-5 ${iconClass}`} />
                  <span>
                    <span className="block font-semibold text-brand-950">{label}</span>
                    <LinkedText href={href} className={linkClass}>
                      {value}
                    </LinkedText>
                  </span>
                </li>
              ))}
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
                  <Icon icon={MapPin} className="mt-0.5 size-5 text-brand-700" />
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
    </ContentPage>
  );
}
