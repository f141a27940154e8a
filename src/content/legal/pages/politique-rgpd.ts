/**
 * Politique RGPD: the company's voluntary adherence to the GDPR's principles, its record of processing, the rights,
 * the security measures and the data-breach procedure. Every phone, e-mail and address comes from config/company.
 */
import { company, headOffice } from '@/config/company';
import { BACKUP_RETENTION_DAYS } from '@/config/retention';
import type { LegalDocument } from '../types';

const dpoEmail = `[${company.emails.dpo}](mailto:${company.emails.dpo})`;
const mainPhone = `[${company.phones.main.display}](tel:${company.phones.main.e164})`;

export const politiqueRgpd: LegalDocument = {
  lead: {
    title: 'Une adhésion volontaire',
    markdown: `${company.legalName} est une entreprise ivoirienne\u202f: elle n’est pas soumise par la loi au Règlement général sur la protection des données (RGPD) de l’Union européenne. Nos traitements relèvent de la **loi ivoirienne n° 2013-450 du 19 juin 2013 relative à la protection des données à caractère personnel**.

Nous avons pourtant fait le choix d’appliquer **volontairement les principes du RGPD à tous nos traitements**, parce qu’ils sont aujourd’hui la référence en matière de protection des données et que nos clients, en ${company.country} comme ailleurs, doivent pouvoir compter sur le même niveau d’exigence.`,
  },
  sections: [
    {
      id: 'nos-quatre-principes',
      title: 'Nos quatre principes',
      blocks: [
        {
          kind: 'text',
          markdown: `- **Licéité, loyauté et transparence**\u202f: chaque traitement repose sur une base légale claire, et nous vous disons toujours quelles données nous recueillons et pourquoi.
- **Limitation des finalités**\u202f: vos données ne servent qu’à l’usage pour lequel vous nous les avez confiées, jamais à un autre, et ne sont jamais vendues.
- **Minimisation des données**\u202f: nous ne demandons que ce qui est nécessaire pour répondre à votre demande, et nous ne gardons les données que le temps utile.
- **Sécurité et confidentialité**\u202f: vos données sont hébergées sur nos propres serveurs à Abidjan et protégées par des mesures techniques et organisationnelles adaptées.`,
        },
      ],
    },
    {
      id: 'registre-des-traitements',
      title: 'Registre des traitements',
      blocks: [
        {
          kind: 'text',
          markdown: `Nous tenons un registre de nos traitements de données. En voici la synthèse, par catégorie de données\u202f:`,
        },
        {
          kind: 'data-categories',
          items: [
            {
              category: 'Données d’identification',
              examples: 'Nom, prénom, adresse e-mail, téléphone',
              lawfulness:
                'Consentement (lettre d’information) ou exécution du contrat et mesures précontractuelles (devis, demandes)',
              retention: '3 ans après la fin de la relation',
            },
            {
              category: 'Données professionnelles',
              examples: 'Entreprise, fonction, besoins techniques',
              lawfulness: 'Exécution du contrat et mesures précontractuelles',
              retention: '3 ans après la fin de la relation',
            },
            {
              category: 'Données techniques',
              examples: 'Adresse IP, navigateur, journaux de connexion',
              lawfulness: 'Intérêt légitime (sécurité)',
              retention: '13 mois',
            },
            {
              category: 'Données contractuelles',
              examples: 'Devis, commandes, factures',
              lawfulness: 'Exécution du contrat et obligation légale',
              retention: '10 ans (obligations comptables)',
            },
          ],
        },
      ],
    },
    {
      id: 'vos-droits',
      title: 'Vos droits',
      blocks: [
        {
          kind: 'text',
          markdown: `Vous disposez des droits suivants sur vos données. Pour les exercer, écrivez à ${dpoEmail} depuis l’adresse e-mail concernée (sinon, nous vous demanderons de justifier de votre identité). Nous retrouvons tout ce qui est enregistré sous cette adresse (demandes, abonnement à la lettre d’information, compte, e-mails échangés) et, selon votre demande, vous en remettons une copie complète dans un fichier structuré (JSON) ou l’effaçons\u202f: vos demandes sont alors anonymisées et le reste supprimé. Voici le délai dans lequel nous y donnons suite\u202f:`,
        },
        {
          kind: 'rights',
          items: [
            {
              right: 'Droit d’accès',
              description: 'Savoir quelles données nous détenons sur vous et en recevoir une copie.',
              timeframe: '1 mois',
            },
            {
              right: 'Droit de rectification',
              description: 'Faire corriger des données inexactes ou compléter des données incomplètes.',
              timeframe: '1 mois',
            },
            {
              right: 'Droit à l’effacement',
              description: `Obtenir la suppression de vos données, sauf si la loi nous impose de les conserver. Elles disparaissent aussitôt du site, et des sauvegardes antérieures à leur suppression, au plus tard ${BACKUP_RETENTION_DAYS} jours après.`,
              timeframe: '1 mois',
            },
            {
              right: 'Droit à la portabilité',
              description:
                'Recevoir vos données dans un format structuré et couramment utilisé, ou les faire transmettre à un autre organisme.',
              timeframe: '1 mois',
            },
            {
              right: 'Droit d’opposition',
              description:
                'Vous opposer à un traitement, en particulier à la prospection, par exemple en vous désinscrivant de la lettre d’information.',
              timeframe: 'Immédiat',
            },
            {
              right: 'Droit à la limitation du traitement',
              description:
                'Demander le gel temporaire de l’utilisation de vos données, le temps d’examiner une contestation.',
              timeframe: 'Immédiat',
            },
          ],
        },
        {
          kind: 'text',
          markdown: `Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l’autorité ivoirienne de protection des données, l’**ARTCI** (Autorité de Régulation des Télécommunications/TIC de Côte d’Ivoire).`,
        },
      ],
    },
    {
      id: 'mesures-de-securite',
      title: 'Mesures de sécurité',
      blocks: [
        {
          kind: 'text',
          markdown: `**Mesures techniques**\u202f:

- chiffrement des échanges avec le site (HTTPS/TLS)\u202f;
- pare-feu et protection contre les attaques par déni de service (DDoS)\u202f;
- mots de passe de notre équipe stockés sous forme d’empreinte chiffrée, jamais en clair\u202f;
- sauvegardes régulières, conservées ${BACKUP_RETENTION_DAYS} jours au plus, et surveillance continue de nos serveurs.

**Mesures organisationnelles**\u202f:

- accès aux données réservé aux seules personnes qui en ont besoin pour traiter votre demande\u202f;
- sensibilisation de nos collaborateurs à la confidentialité des données\u202f;
- audits de sécurité périodiques et procédure écrite en cas de violation de données.`,
        },
      ],
    },
    {
      id: 'transferts-de-donnees',
      title: 'Transferts de données',
      blocks: [
        {
          kind: 'text',
          markdown: `Vos données restent en ${company.country}\u202f: elles sont hébergées sur nos propres serveurs (${company.legal.host.address}).

Aucune donnée n’est transférée hors de ${company.country} sans garanties appropriées assurant un niveau de protection équivalent. Si nous faisons appel à un sous-traitant, il est lié par un contrat qui l’oblige à respecter la confidentialité et la sécurité de vos données, et à ne les utiliser que sur nos instructions.`,
        },
      ],
    },
    {
      id: 'procedure-en-cas-de-violation-de-donnees',
      title: 'Procédure en cas de violation de données',
      blocks: [
        {
          kind: 'text',
          markdown: `Si vos données venaient à être perdues, divulguées ou consultées sans autorisation, nous appliquerions la procédure suivante\u202f:

1. **Évaluation initiale dans les 72 heures**\u202f: nous identifions la nature de la violation, les données et les personnes concernées, et prenons les mesures pour la contenir.
2. **Notification à l’autorité**\u202f: lorsque la violation présente un risque pour les personnes, nous la notifions à l’ARTCI dans les 72 h suivant sa découverte.
3. **Information des personnes concernées**\u202f: lorsque le risque est élevé, nous vous informons sans délai, avec les mesures prises et les précautions à prendre.
4. **Documentation**\u202f: chaque incident est consigné, avec ses causes et les mesures correctives, pour éviter qu’il ne se reproduise.`,
        },
      ],
    },
    {
      id: 'delegue-a-la-protection-des-donnees',
      title: 'Délégué à la protection des données',
      blocks: [
        {
          kind: 'text',
          markdown: `Notre délégué à la protection des données veille au respect de ces principes et répond à toutes vos questions\u202f:

- **E-mail**\u202f: ${dpoEmail}
- **Téléphone**\u202f: ${mainPhone}
- **Courrier**\u202f: ${company.legalName}, Délégué à la protection des données, ${headOffice.postalAddress}
- **Adresse**\u202f: ${headOffice.address}`,
        },
      ],
    },
    {
      id: 'evolution-de-cette-politique',
      title: 'Évolution de cette politique',
      blocks: [
        {
          kind: 'text',
          markdown: `Cette politique évolue avec la loi, les recommandations des autorités et nos propres pratiques. Nous la revoyons régulièrement et vous informons de tout changement important par e-mail ou par un avis publié sur le site.`,
        },
        { kind: 'today', label: 'Version 1.0 du' },
      ],
    },
  ],
};
