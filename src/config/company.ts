/**
 * The company's identity: the only place where its name, numbers, addresses and legal ids live.
 * The spec leaves them as placeholders; these are neutral defaults to be replaced by the real ones.
 */
import { TIME_ZONE, UTC_OFFSET_MINUTES } from './time-zone';

export type Phone = {
  /** As shown to a visitor. */
  display: string;
  /** E.164, for tel: links. */
  e164: string;
};

export type Site = {
  id: 'abidjan' | 'bouake' | 'san-pedro';
  city: string;
  type: string;
  address: string;
  postalAddress: string;
  staff: number;
};

const sites = [
  {
    id: 'abidjan',
    city: 'Abidjan',
    type: 'Siège social',
    address: 'Boulevard Valéry Giscard d’Estaing, Zone 4, Marcory, Abidjan',
    postalAddress: '01 BP 1234 Abidjan 01',
    staff: 45,
  },
  {
    id: 'bouake',
    city: 'Bouaké',
    type: 'Agence régionale',
    address: 'Avenue de la Paix, quartier Commerce, Bouaké',
    postalAddress: 'BP 567 Bouaké 01',
    staff: 12,
  },
  {
    id: 'san-pedro',
    city: 'San Pedro',
    type: 'Antenne technique',
    address: 'Zone portuaire, rue du Port, San Pedro',
    postalAddress: 'BP 890 San Pedro',
    staff: 8,
  },
] as const satisfies readonly Site[];

const phones = {
  main: { display: '+225 27 22 40 50 60', e164: '+2252722405060' },
  hotline: { display: '+225 07 07 24 24 24', e164: '+2250707242424' },
} as const satisfies Record<string, Phone>;

/**
 * When the offices are open, in Abidjan's time (time-zone.ts): the days (1 Monday
 * … 7 Sunday, ISO) and the hours. The label and schema.org's line below say the same; the response promises counted
 * in office hours (response-promises.ts) count these. Public holidays are not known to the site.
 */
const officeHours = {
  timeZone: TIME_ZONE,
  utcOffsetMinutes: UTC_OFFSET_MINUTES,
  days: [1, 2, 3, 4, 5],
  opens: '07:30',
  closes: '18:00',
} as const;

export const company = {
  name: 'Multitech Ivoire',
  legalName: 'Multitech Ivoire SARL',
  tagline: 'Services multitechniques en Côte d’Ivoire',
  description:
    'Climatisation, courant fort et faible, informatique, automatisme, énergie et domotique : une seule équipe pour concevoir, installer et maintenir vos installations techniques en Côte d’Ivoire.',
  foundedYear: 2009,
  country: 'Côte d’Ivoire',
  phones,
  /**
   * The number visitors write to on WhatsApp (wa.me links, config/links.ts): the hotline, a mobile line (07, Orange),
   * which WhatsApp can hold; the main line is a landline (27) and cannot.
   */
  whatsapp: phones.hotline,
  emails: {
    contact: 'contact@multitech-ivoire.ci',
    support: 'support@multitech-ivoire.ci',
    commercial: 'commercial@multitech-ivoire.ci',
    legal: 'juridique@multitech-ivoire.ci',
    dpo: 'dpo@multitech-ivoire.ci',
    /** Sender of the site's mails. */
    noreply: 'no-reply@multitech-ivoire.ci',
  },
  sites,
  openingHours: {
    label: 'Du lundi au vendredi, de 7 h 30 à 18 h 00',
    /** schema.org openingHours */
    schema: `Mo-Fr ${officeHours.opens}-${officeHours.closes}`,
    ...officeHours,
  },
  legal: {
    form: 'SARL',
    formLabel: 'Société à responsabilité limitée (SARL)',
    /** In FCFA; formatted with Intl where shown. */
    shareCapital: 5_000_000,
    rccm: 'CI-ABJ-2009-B-00000',
    taxId: 'CC 0000000 X',
    publicationDirector: 'Le gérant de Multitech Ivoire SARL',
    host: {
      name: 'Hébergement géré par Multitech Ivoire',
      address: 'Serveurs situés dans les locaux du siège, Zone 4, Marcory, Abidjan',
    },
  },
  externalLinks: {
    loori: 'https://loori.io',
  },
} as const;

export const headOffice = sites[0];

/** Total staff across the three sites, computed rather than typed. */
export const totalStaff = company.sites.reduce((sum, site) => sum + site.staff, 0);
