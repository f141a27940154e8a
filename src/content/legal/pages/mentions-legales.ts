import { company, headOffice } from '@/config/company';
import { mailtoHref, telHref } from '@/config/links';
import { formatFcfa } from '@/config/money';
import { pages } from '@/content/pages';
import { serviceHref, services } from '@/content/services';
import type { LegalDocument } from '@/content/legal/types';

/** Markdown helpers: paragraphs, a `- ` list, and links built from config, never retyped. */
const paragraphs = (...parts: readonly string[]) => parts.join('\n\n');
const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const mail = (email: string) => `[${email}](${mailtoHref(email)})`;
const phone = (key: keyof typeof company.phones) => `[${company.phones[key].display}](${telHref(company.phones[key])})`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const enumerate = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;

const capital = formatFcfa(company.legal.shareCapital);
const headOfficeAddress = `${headOffice.address}, ${company.country} (${headOffice.postalAddress})`;
const siteList = enumerate(company.sites.map((site) => `${site.city} (${lowerFirst(site.type)})`));

export const mentionsLegales: LegalDocument = {
  sections: [
    {
      id: 'informations-legales',
      title: 'Informations légales',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `Le présent site est édité par **${company.legalName}**, société commerciale de droit ivoirien constituée sous la forme d’une ${company.legal.form}, régie par l’Acte uniforme OHADA relatif au droit des sociétés commerciales et du groupement d’intérêt économique et par ses statuts.`,
            list([
              `**Raison sociale** : ${company.legalName}`,
              `**Nom commercial** : ${company.name}`,
              `**Forme juridique** : ${company.legal.formLabel}`,
              `**Capital social** : ${capital}`,
              `**Siège social** : ${headOfficeAddress}`,
              `**Registre du commerce et du crédit mobilier (RCCM)** : ${company.legal.rccm}`,
              `**Compte contribuable** : ${company.legal.taxId}`,
              `**Année de création** : ${company.foundedYear}`,
              `**Téléphone** : ${phone('main')}`,
              `**E-mail** : ${mail(company.emails.contact)}`,
            ]),
            `Dans les présentes mentions légales, « la Société » désigne ${company.legalName} et « l’Utilisateur » toute personne qui accède au site ou l’utilise, quel que soit le terminal employé.`,
          ),
        },
      ],
    },
    {
      id: 'activites',
      title: 'Activités',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `${company.legalName} est une entreprise de services multitechniques. Elle réalise pour les entreprises, les administrations et les particuliers l’étude, la fourniture, l’installation, la mise en service et la maintenance d’installations techniques dans les domaines suivants :`,
            list(
              services.map(
                (service) => `**[${service.title}](${serviceHref(service.id)})** : ${lowerFirst(service.subtitle)}`,
              ),
            ),
            `Ces activités sont exercées sur l’ensemble du territoire ivoirien depuis nos sites : ${siteList}.`,
            `Les descriptions de prestations, les références, les simulations et les estimations présentées sur ce site (notamment les estimations d’économies d’énergie) sont fournies à titre indicatif. Elles ne constituent ni une offre contractuelle ni un engagement de résultat : seuls un devis accepté et nos [conditions générales](/legal/conditions-generales) engagent la Société.`,
          ),
        },
      ],
    },
    {
      id: 'directeur-publication',
      title: 'Directeur de la publication',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `**Directeur de la publication** : ${company.legal.publicationDirector}, en sa qualité de représentant légal de la Société.`,
            `Le directeur de la publication est responsable du contenu éditorial du site. Il veille à l’exactitude et à la mise à jour des informations publiées et décide des corrections à apporter.`,
            `Toute demande de rectification ou de droit de réponse concernant un contenu publié peut lui être adressée par courrier au siège social (${headOfficeAddress}) ou par e-mail à ${mail(company.emails.legal)}, en précisant la page concernée et l’objet de la demande.`,
          ),
        },
      ],
    },
    {
      id: 'hebergement',
      title: 'Hébergement',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `Le site et les données qu’il traite sont hébergés en ${company.country} :`,
            list([
              `**Hébergeur** : ${company.legal.host.name}`,
              `**Localisation** : ${company.legal.host.address}`,
              `**Téléphone** : ${phone('main')}`,
              `**E-mail** : ${mail(company.emails.support)}`,
            ]),
            `L’hébergeur met en œuvre des mesures techniques et organisationnelles destinées à assurer la sécurité, l’intégrité et la disponibilité des serveurs : contrôle d’accès physique aux locaux, alimentation secourue, sauvegardes régulières et supervision des équipements.`,
            `Les données à caractère personnel recueillies par le site sont traitées conformément à la loi n° 2013-450 du 19 juin 2013 relative à la protection des données à caractère personnel et à notre [politique de confidentialité](/legal/politique-confidentialite).`,
          ),
        },
      ],
    },
    {
      id: 'propriete-intellectuelle',
      title: 'Propriété intellectuelle',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `Le site et chacun des éléments qui le composent (structure, textes, photographies, illustrations, schémas, logos, icônes, vidéos, bases de données, code source et charte graphique) sont la propriété exclusive de ${company.legalName} ou de tiers qui lui en ont concédé l’usage. Ils sont protégés par la loi n° 2016-555 du 26 juillet 2016 relative au droit d’auteur et aux droits voisins et par l’Accord de Bangui instituant l’Organisation africaine de la propriété intellectuelle (OAPI).`,
            `La dénomination « ${company.name} », ses logos et ses signes distinctifs sont des marques et signes protégés. Les marques et logos des partenaires, fabricants et clients cités sur le site appartiennent à leurs titulaires respectifs et ne sont reproduits qu’à des fins d’information.`,
            `Toute reproduction, représentation, adaptation, modification, extraction ou diffusion, totale ou partielle, de ces éléments, par quelque procédé et sur quelque support que ce soit, sans l’autorisation écrite et préalable de la Société, est interdite et constitue une contrefaçon susceptible d’engager la responsabilité civile et pénale de son auteur. Seules sont permises la consultation du site pour un usage personnel et les courtes citations mentionnant clairement la source.`,
            `La création d’un lien hypertexte vers la page d’accueil ou une page intérieure du site est autorisée, à condition que le lien ouvre le site dans une fenêtre distincte, sans cadre ni intégration, et qu’il ne porte pas atteinte à l’image de la Société. Toute demande d’autorisation peut être adressée à ${mail(company.emails.legal)}.`,
          ),
        },
      ],
    },
    {
      id: 'limitation-responsabilite',
      title: 'Limitation de responsabilité',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `La Société s’efforce de publier sur ce site des informations exactes et à jour, et se réserve le droit de les corriger ou de les modifier à tout moment et sans préavis. Elle ne peut toutefois en garantir l’exhaustivité ni l’absence d’erreur, et ne saurait être tenue responsable :`,
            list([
              `des erreurs, omissions ou inexactitudes des informations publiées, ni de l’usage qui en est fait par l’Utilisateur ;`,
              `des interruptions, ralentissements ou indisponibilités du site, qu’ils soient dus à une opération de maintenance, à une défaillance technique, à une coupure du réseau électrique ou de télécommunications, ou à un cas de force majeure ;`,
              `des dommages directs ou indirects résultant de l’accès au site ou de son utilisation, notamment d’une perte de données ou de l’introduction d’un virus, alors qu’il appartient à l’Utilisateur de protéger son propre équipement ;`,
              `du contenu des sites tiers vers lesquels renvoient des liens hypertextes, sur lesquels elle n’exerce aucun contrôle.`,
            ]),
            `Les informations techniques, tarifaires ou réglementaires diffusées sur le site, y compris dans les articles du [blog](${pages.blog.path}), ont une valeur générale : elles ne remplacent pas l’étude ou le diagnostic d’un technicien sur votre installation. Avant toute décision, nous vous invitons à [nous consulter](${pages.contact.path}).`,
            `L’Utilisateur s’engage à utiliser le site conformément à sa destination et aux lois en vigueur, notamment à la loi n° 2013-451 du 19 juin 2013 relative à la lutte contre la cybercriminalité, et à ne pas tenter d’en altérer le fonctionnement. Les présentes mentions légales sont régies par le droit ivoirien.`,
          ),
        },
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `Pour toute question relative au site ou aux présentes mentions légales, vous pouvez nous joindre :`,
            list([
              `**Par courrier** : ${company.legalName}, ${headOfficeAddress}`,
              `**Par téléphone** : ${phone('main')} (${lowerFirst(company.openingHours.label)})`,
              `**Assistance technique d’urgence** : ${phone('hotline')}`,
              `**Par e-mail** : ${mail(company.emails.contact)} pour toute demande générale, ${mail(company.emails.legal)} pour les questions juridiques et ${mail(company.emails.support)} pour l’assistance technique`,
            ]),
            `Vous pouvez également utiliser notre [formulaire de contact](${pages.contact.path}). Pour toute question relative à vos données personnelles, consultez notre [politique de confidentialité](/legal/politique-confidentialite) ou écrivez à notre délégué à la protection des données : ${mail(company.emails.dpo)}.`,
          ),
        },
      ],
    },
  ],
  closing: [{ kind: 'today', label: 'Dernière mise à jour :' }],
};
