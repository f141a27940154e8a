/**
 * Politique de confidentialité: what the site collects, why, on which legal basis, for how long, and how visitors
 * exercise their rights. Every phone, e-mail and address comes from config/company.
 */
import { company, headOffice } from '@/config/company';
import {
  BACKUP_RETENTION_DAYS,
  FAILED_MAIL_RETENTION_DAYS,
  RATE_LIMIT_RETENTION_DAYS,
  SENT_MAIL_RETENTION_DAYS,
} from '@/config/retention';
import { STAFF_SESSION_DEFAULTS } from '@/config/security';
import { DRAFT_RETENTION_DAYS, IDEMPOTENCY_KEY_RETENTION_DAYS } from '@/config/offline';
import { PHOTOS } from '@/config/photos';
import type { LegalDocument } from '../types';

const dpoEmail = `[${company.emails.dpo}](mailto:${company.emails.dpo})`;
const mainPhone = `[${company.phones.main.display}](tel:${company.phones.main.e164})`;

export const politiqueConfidentialite: LegalDocument = {
  lead: {
    title: 'Notre engagement',
    markdown: `Chez ${company.name}, vos données vous appartiennent. Nous ne collectons que ce qui est utile pour répondre à vos demandes et vous servir, nous les hébergeons sur nos propres serveurs à Abidjan, et **nous ne vendons, ne louons et ne partageons jamais vos données à des fins commerciales**.

Cette politique explique quelles données nous traitons, pourquoi, pendant combien de temps, et comment vous gardez la main sur elles. Le responsable du traitement est ${company.legalName}, ${headOffice.address}.`,
  },
  sections: [
    {
      id: 'donnees-collectees',
      title: '1. Données collectées',
      blocks: [
        {
          kind: 'text',
          markdown: `Nous ne recueillons que les données que vous nous transmettez vous-même, et les quelques données techniques indispensables au fonctionnement du site.

**Les données que vous nous confiez par nos formulaires**\u202f:

- **Demande de devis**\u202f: nom, adresse e-mail, téléphone, entreprise, service concerné, budget, délai envisagé, description de votre projet et, si vous en joignez, des photos.
- **Formulaire de contact**\u202f: nom, adresse e-mail, téléphone, entreprise, service concerné et votre message.
- **Prise de rendez-vous de consultation**\u202f: nom, adresse e-mail, téléphone, entreprise, type et mode de consultation, date et créneau souhaités, degré d’urgence, sujet, message et besoins exprimés.
- **Demandes de démonstration, d’essai ou de documentation, demandes de rappel et demandes d’assistance**\u202f: les coordonnées nécessaires pour vous répondre (nom, e-mail, téléphone, entreprise) et les précisions que vous choisissez de nous donner (photos comprises, pour une demande d’assistance).
- **Lettre d’information**\u202f: votre seule adresse e-mail.

**Les comptes de notre équipe**\u202f: pour l’espace de gestion réservé à nos collaborateurs, nous conservons leur nom, leur adresse e-mail, une empreinte chiffrée de leur mot de passe (jamais le mot de passe lui-même) et leur session de connexion.

**Les données techniques**\u202f: comme tout serveur web, le nôtre enregistre dans ses journaux l’adresse IP, le navigateur utilisé et les pages demandées.

**La provenance de votre visite**\u202f: avec chaque demande, nous enregistrons les paramètres de campagne (utm_source, utm_medium, utm_campaign, utm_term, utm_content) de l’adresse par laquelle vous êtes arrivé sur le site, et le site qui vous y a envoyé (son adresse principale seulement, jamais la page). Ils sont lus au moment où vous envoyez le formulaire, sans cookie ni stockage dans votre navigateur (hors brouillon d’une demande en attente du réseau, ci-dessous), et nous servent à savoir quelles campagnes nous amènent des demandes.

**Les brouillons de vos formulaires**\u202f: ce que vous saisissez dans un formulaire de demande ou de contact est gardé sur votre appareil, dans le stockage local de votre navigateur, pour que rien ne se perde si la page se recharge, si vous la fermez ou si le réseau coupe\u202f; une demande envoyée sans réseau y attend, avec la provenance de votre visite, et part d’elle-même au retour de la connexion. Ce brouillon ne nous est transmis que lorsque vous envoyez le formulaire\u202f; il est effacé dès que votre demande est enregistrée, et au plus tard **${DRAFT_RETENTION_DAYS} jours** après votre dernière saisie. Pour ne jamais enregistrer deux fois la même demande, nous gardons ${IDEMPOTENCY_KEY_RETENTION_DAYS} jours l’identifiant aléatoire de chaque envoi (ou, pour un formulaire envoyé sans JavaScript, une empreinte chiffrée), sans aucune de vos données.

**Les photos jointes à une demande**\u202f: les photos que vous joignez à une demande de devis ou de support (${PHOTOS.perRequest} au plus) sont réduites par votre navigateur avant l’envoi, puis réenregistrées par notre serveur sans leurs métadonnées\u202f: la position GPS, la date et l’appareil inscrits dans la photo ne sont pas conservés. Elles sont gardées avec la demande, vues seulement par notre équipe, et effacées avec elle. Une demande qui attend le réseau garde ses photos réduites sur votre appareil, avec son brouillon.

**Les contacts par téléphone, WhatsApp ou e-mail**\u202f: quand vous touchez un lien d’appel, WhatsApp ou e-mail du site, votre navigateur nous signale la page et le type de lien, pour que nous comptions ces contacts par page et par jour. Rien d’autre n’est envoyé ni conservé\u202f: ni cookie, ni identifiant, ni numéro de téléphone\u202f; votre adresse IP sert seulement à limiter le nombre de signalements par adresse, et son compteur est effacé sous ${RATE_LIMIT_RETENTION_DAYS}\u00a0jours. Une conversation WhatsApp passe par le service de WhatsApp, soumis à ses propres conditions.

Le site n’utilise aujourd’hui **aucun outil de mesure d’audience, aucune publicité et aucun traceur tiers**.`,
        },
      ],
    },
    {
      id: 'finalites',
      title: '2. Finalités du traitement',
      blocks: [
        {
          kind: 'text',
          markdown: `Vos données servent uniquement à\u202f:

- répondre à vos demandes de devis, de contact, de rendez-vous, de démonstration, d’essai, de documentation, de rappel ou d’assistance, et assurer le suivi de nos échanges\u202f;
- préparer, exécuter et facturer nos prestations\u202f;
- vous envoyer notre lettre d’information, si vous y êtes abonné\u202f;
- permettre à notre équipe d’accéder de façon sécurisée à l’espace de gestion du site\u202f;
- assurer la sécurité du site, prévenir les abus et en améliorer le fonctionnement.

Nous ne les utilisons jamais pour une autre finalité que celle pour laquelle vous nous les avez confiées, et nous ne les cédons à personne.`,
        },
      ],
    },
    {
      id: 'bases-legales',
      title: '3. Bases légales',
      blocks: [
        {
          kind: 'text',
          markdown: `Chaque traitement repose sur l’une des bases légales suivantes\u202f:

- **Votre consentement**, pour la lettre d’information et les communications marketing. L’inscription se fait en deux temps (double validation)\u202f: vous confirmez votre abonnement depuis l’e-mail que nous vous envoyons, et chaque lettre contient un lien de désinscription. Vous pouvez retirer votre consentement à tout moment.
- **L’exécution d’un contrat ou de mesures précontractuelles prises à votre demande**, pour les devis, les demandes de contact, de rendez-vous ou d’assistance et la réalisation de nos prestations.
- **Notre intérêt légitime**, pour améliorer le site et en assurer la sécurité, notamment au moyen des journaux techniques du serveur.`,
        },
      ],
    },
    {
      id: 'duree-conservation',
      title: '4. Durée de conservation',
      blocks: [
        {
          kind: 'text',
          markdown: `Nous ne conservons vos données que le temps nécessaire à la finalité poursuivie\u202f:

- **Données de prospection** (demandes de devis, de contact, de rendez-vous, sans suite contractuelle)\u202f: **3 ans** après notre dernier contact.
- **Données contractuelles** (relation client, prestations)\u202f: **5 ans** après la fin de la relation contractuelle. Les pièces comptables, comme les factures, sont gardées aussi longtemps que la loi l’impose.
- **Lettre d’information**\u202f: jusqu’à votre désinscription.
- **Comptes de notre équipe**\u202f: tant que le collaborateur dispose d’un accès. Sa session de connexion se ferme après ${STAFF_SESSION_DEFAULTS.idleMinutes} minutes sans activité, et au plus tard ${STAFF_SESSION_DEFAULTS.hours} heures après la connexion.
- **E-mails envoyés par le site** (notifications à notre équipe, accusés de réception, liens de confirmation et de réinitialisation du mot de passe)\u202f: **${SENT_MAIL_RETENTION_DAYS} jours** après leur envoi.
- **E-mails qui n’ont pas pu être remis**\u202f: **${FAILED_MAIL_RETENTION_DAYS} jours** après le dernier essai d’envoi.
- **Journaux techniques**\u202f: **13 mois** au plus.
- **Sauvegardes**\u202f: **${BACKUP_RETENTION_DAYS} jours** au plus. Une donnée effacée à votre demande disparaît aussitôt du site, mais reste dans les sauvegardes faites avant l’effacement jusqu’à leur suppression, soit ${BACKUP_RETENTION_DAYS} jours au plus. Si nous devions restaurer l’une d’elles, nous effacerions à nouveau, avant de remettre le site en service, les données dont l’effacement a été demandé depuis.

À l’issue de ces durées, les données sont supprimées ou rendues anonymes.`,
        },
      ],
    },
    {
      id: 'securite',
      title: '5. Sécurité des données',
      blocks: [
        {
          kind: 'badges',
          items: [
            'Chiffrement HTTPS/TLS',
            'Pare-feu et protection DDoS',
            'Sauvegardes régulières',
            'Accès restreint',
            'Surveillance continue',
            'Audits de sécurité',
          ],
        },
        {
          kind: 'text',
          markdown: `Vos données sont hébergées sur nos propres serveurs (${company.legal.host.address}). Les échanges avec le site sont chiffrés, les mots de passe de notre équipe ne sont jamais stockés en clair, et seules les personnes qui en ont besoin pour traiter votre demande peuvent accéder à vos données.

Nous sauvegardons régulièrement nos systèmes, les surveillons en continu et contrôlons périodiquement nos mesures de sécurité afin de protéger vos données contre la perte, l’altération ou l’accès non autorisé.`,
        },
      ],
    },
    {
      id: 'vos-droits',
      title: '6. Vos droits',
      blocks: [
        {
          kind: 'text',
          markdown: `Conformément à la loi ivoirienne n° 2013-450 relative à la protection des données à caractère personnel, vous disposez des droits suivants sur vos données\u202f:

- **droit d’accès**\u202f: savoir quelles données nous détenons sur vous et en obtenir une copie\u202f;
- **droit de rectification**\u202f: faire corriger des données inexactes ou incomplètes\u202f;
- **droit à l’effacement**\u202f: demander la suppression de vos données\u202f;
- **droit d’opposition**\u202f: vous opposer à un traitement, notamment à la prospection\u202f;
- **droit à la limitation**\u202f: demander le gel temporaire d’un traitement\u202f;
- **droit à la portabilité**\u202f: recevoir vos données dans un format structuré et couramment utilisé\u202f;
- **droit de retirer votre consentement** à tout moment, par exemple en vous désinscrivant de la lettre d’information.

**Pour exercer ces droits**, écrivez à notre délégué à la protection des données à ${dpoEmail}, ou par courrier à ${company.legalName}, Délégué à la protection des données, ${headOffice.postalAddress}. Nous pourrons vous demander de justifier de votre identité. Nous retrouvons alors tout ce qui est enregistré sous votre adresse e-mail, ou sous votre numéro de téléphone pour une demande de rappel (demandes et leur suivi, abonnement, compte, e-mails échangés), pour vous en remettre une copie dans un fichier structuré (JSON), le corriger ou l’effacer. La copie comprend vos données et ce qu’il est advenu de vos demandes (leurs états successifs et nos réponses, datés), mais ni les notes internes de notre équipe ni l’identité de ses membres. L’effacement anonymise vos demandes et supprime tout le reste, y compris les e-mails internes qui vous nomment\u202f; seule demeure, sans aucune de vos données, la trace qu’un effacement a eu lieu. Nous vous répondons dans un délai de **30 jours** au plus.

Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à l’autorité ivoirienne de protection des données, l’**ARTCI** (Autorité de Régulation des Télécommunications/TIC de Côte d’Ivoire).`,
        },
      ],
    },
    {
      id: 'cookies',
      title: '7. Cookies',
      blocks: [
        {
          kind: 'text',
          markdown: `Les cookies se rangent en trois familles\u202f:

- **Cookies essentiels**\u202f: indispensables au fonctionnement du site. Ce sont les seuls que nous déposons aujourd’hui\u202f: l’un garde votre choix sur les cookies pendant 1 an, les autres servent à la connexion à un compte (la session, et l’étape du code de vérification pour notre équipe). Leur liste complète, avec la durée de chacun, figure dans notre politique cookies.
- **Cookies de mesure d’audience**\u202f: ils serviraient à produire des statistiques de visite. Le site n’en dépose aucun aujourd’hui.
- **Cookies fonctionnels**\u202f: ils retiendraient des préférences de confort d’une visite à l’autre. Le site n’en dépose aucun aujourd’hui.

Si nous en ajoutions un jour d’autres que les cookies essentiels, ils ne seraient déposés qu’avec votre accord. Pour tout savoir sur les cookies et gérer vos préférences, consultez notre [politique cookies](/legal/politique-cookies).`,
        },
      ],
    },
    {
      id: 'dpo',
      title: '8. Délégué à la protection des données',
      blocks: [
        {
          kind: 'text',
          markdown: `Notre délégué à la protection des données répond à toutes vos questions sur le traitement de vos données et sur l’exercice de vos droits\u202f:

- **E-mail**\u202f: ${dpoEmail}
- **Téléphone**\u202f: ${mainPhone}
- **Courrier**\u202f: ${company.legalName}, Délégué à la protection des données, ${headOffice.postalAddress}
- **Adresse**\u202f: ${headOffice.address}`,
        },
      ],
    },
    {
      id: 'modifications',
      title: '9. Modifications de cette politique',
      blocks: [
        {
          kind: 'text',
          markdown: `Nous pouvons faire évoluer cette politique, par exemple pour suivre une évolution de la loi ou de nos services. En cas de changement important, nous vous en informons par e-mail ou par un avis publié sur le site. La version en vigueur est toujours celle de cette page.`,
        },
        { kind: 'today', label: 'Dernière mise à jour\u202f:' },
      ],
    },
  ],
};
