import { company } from '@/config/company';
import { mailtoHref, telHref } from '@/config/links';
import type { DetailPage } from '../blocks';
import type { PageAction } from '../../page-actions';
import { solutionPages } from '../../solutions';
import { pageWhatsappHref, whatsappText } from '../../whatsapp';

/** Every level's button is a quote request for a support contract; the label names the level. */
/** The page's name in the WhatsApp message its chat buttons open with (DESIGN: support chat buttons are WhatsApp). */
const whatsappHref = pageWhatsappHref(solutionPages.find((solution) => solution.id === 'support-24-7')!.title);

const subscribe = (label: string): PageAction => ({ label, dialog: 'quote', preset: { service: 'Support 24/7' } });

export const page: DetailPage = {
  heroFigures: [
    { value: '24/7', label: 'Hotline et astreinte', detail: 'Nuits, week-ends et jours fériés compris' },
    { value: '<\u00a02\u00a0h', label: 'Intervention d’urgence', detail: 'Technicien sur site dans le Grand Abidjan' },
    { value: '99,9\u00a0%', label: 'Disponibilité visée', detail: 'Pour les installations critiques sous contrat' },
    { value: '65+', label: 'Collaborateurs', detail: 'Répartis entre Abidjan, Bouaké et San Pedro' },
  ],
  blocks: [
    {
      kind: 'features',
      id: 'services',
      eyebrow: 'Nos services',
      title: 'Un support complet, de l’appel à la remise en service',
      intro:
        'Climatisation, électricité, courant faible, informatique ou automatisme\u202f: une seule hotline pour toutes vos installations techniques, et une équipe capable d’intervenir sur chacune.',
      items: [
        {
          title: 'Hotline 24/7',
          icon: 'headset',
          description:
            'Un technicien qualifié décroche à toute heure, qualifie l’incident et déclenche la bonne intervention sans passer par un standard.',
        },
        {
          title: 'Assistance à distance',
          icon: 'monitor',
          description:
            'Prise en main sécurisée des automates, de la supervision et des équipements réseau pour diagnostiquer et souvent résoudre sans déplacement.',
        },
        {
          title: 'Intervention d’urgence',
          icon: 'wrench',
          description:
            'Des techniciens d’astreinte équipés et un stock de pièces courantes pour intervenir sur site en moins de 2\u00a0heures à Abidjan.',
        },
        {
          title: 'Télésurveillance',
          icon: 'activity',
          description:
            'Les alarmes de vos équipements critiques remontent à notre plateforme iSmart, qui nous alerte souvent avant même que vous ne constatiez la panne.',
        },
      ],
    },
    {
      kind: 'features',
      id: 'equipes',
      eyebrow: 'Nos équipes',
      title: 'Quatre équipes mobilisées autour de vos installations',
      intro:
        'Chaque appel est pris en charge par la bonne compétence, au bon niveau, sans perte d’information entre les équipes.',
      items: [
        {
          title: 'Centre de support',
          icon: 'headset',
          description:
            'Les techniciens de la hotline reçoivent les appels, ouvrent le ticket dans iRequest et assurent le premier diagnostic.',
          points: ['Accueil 24\u00a0h/24', 'Qualification de l’urgence', 'Suivi jusqu’à la clôture'],
        },
        {
          title: 'Techniciens d’astreinte',
          icon: 'wrench',
          description:
            'Des équipes terrain multitechniques basées à Abidjan, Bouaké et San Pedro, avec véhicules et outillage prêts à partir.',
          points: ['Électricité et groupes électrogènes', 'Climatisation et froid', 'Réseaux et courant faible'],
        },
        {
          title: 'Experts de niveau 3',
          icon: 'lightbulb',
          description:
            'Ingénieurs spécialisés mobilisés sur les pannes complexes\u202f: automatismes, GTB, onduleurs, centrales solaires, salles serveurs.',
          points: ['Analyse des causes profondes', 'Paramétrage des automates', 'Support aux techniciens sur site'],
        },
        {
          title: 'Supervision',
          icon: 'radio-tower',
          description:
            'L’équipe de télésurveillance suit les alarmes et les tendances des équipements connectés pour anticiper les défaillances.',
          points: ['Alarmes en temps réel', 'Détection des dérives', 'Rapports mensuels'],
        },
      ],
    },
    {
      kind: 'plans',
      id: 'niveaux',
      eyebrow: 'Niveaux de service',
      title: 'Trois niveaux de contrat, selon la criticité de vos installations',
      intro:
        'Le délai de réponse est garanti par contrat\u202f: il court depuis votre appel jusqu’à la prise en charge de l’incident par un technicien qui travaille sur votre panne.',
      note: 'Prix hors taxes, par site. Les pièces détachées et les interventions hors périmètre du contrat font l’objet d’un devis préalable.',
      plans: [
        {
          name: 'Essentiel',
          subtitle: 'Pour les bureaux et commerces',
          price: '150\u00a0€/mois',
          term: 'Réponse en 4\u00a0heures',
          description:
            'Une hotline disponible à toute heure et une intervention planifiée pour les pannes non bloquantes.',
          features: [
            'Hotline 24/7 et ouverture de tickets',
            'Assistance à distance',
            'Intervention sur site en jours ouvrés',
            'Suivi des demandes dans iRequest',
            'Rapport d’activité trimestriel',
          ],
          action: subscribe('Souscrire au niveau Essentiel'),
        },
        {
          name: 'Premium',
          subtitle: 'Le plus choisi par nos clients',
          price: '350\u00a0€/mois',
          term: 'Réponse en 2\u00a0heures',
          description:
            'Pour les sites dont l’activité dépend de la climatisation, de l’électricité et du réseau, avec intervention d’urgence 7\u00a0jours sur 7.',
          features: [
            'Tout le niveau Essentiel',
            'Intervention d’urgence sur site en moins de 2\u00a0heures à Abidjan',
            'Astreinte nuits, week-ends et jours fériés',
            'Télésurveillance des équipements critiques',
            'Stock de pièces détachées réservé',
            'Rapport d’activité mensuel',
          ],
          popular: true,
          action: subscribe('Souscrire au niveau Premium'),
        },
        {
          name: 'Critique',
          subtitle: 'Pour les activités qui ne s’arrêtent jamais',
          price: '750\u00a0€/mois',
          term: 'Réponse en 30\u00a0minutes',
          description:
            'Pour les salles serveurs, établissements de santé et sites industriels où chaque minute d’arrêt coûte cher.',
          features: [
            'Tout le niveau Premium',
            'Ligne prioritaire et ingénieur référent',
            'Supervision 24/7 avec alertes proactives',
            'Mobilisation immédiate des experts de niveau 3',
            'Plan de continuité et exercices de reprise',
            'Revue trimestrielle de disponibilité',
          ],
          action: subscribe('Souscrire au niveau Critique'),
        },
      ],
    },
    {
      kind: 'chips',
      id: 'outils',
      eyebrow: 'Nos outils',
      title: 'Des outils de diagnostic et de suivi professionnels',
      intro:
        'Nos techniciens partent avec l’outillage de mesure nécessaire au diagnostic, et chaque intervention est tracée de l’appel au rapport.',
      chips: [
        'iRequest (gestion des tickets)',
        'iSmart (télésurveillance)',
        'Prise en main à distance sécurisée',
        'Caméra thermique',
        'Analyseur de réseau électrique',
        'Mégohmmètre et contrôleur de terre',
        'Manifold et détecteur de fuites de fluide frigorigène',
        'Certificateur de câblage réseau',
        'Consoles de programmation d’automates',
        'Véhicules d’intervention équipés',
        'Stock de pièces détachées',
      ],
    },
    {
      kind: 'channels',
      id: 'contact',
      eyebrow: 'Nous joindre',
      title: 'Quatre canaux pour nous signaler un incident',
      intro:
        'Pour une panne bloquante, appelez la hotline\u202f: c’est le moyen le plus rapide de déclencher une intervention.',
      channels: [
        {
          title: 'Hotline',
          contact: company.phones.hotline.display,
          availability: '24\u00a0h/24, 7\u00a0j/7',
          description:
            'Pour toute urgence\u202f: un technicien qualifie l’incident et déclenche l’intervention pendant l’appel.',
          href: telHref(company.phones.hotline),
        },
        {
          title: 'Courriel',
          contact: company.emails.support,
          availability: 'Réponse sous 4\u00a0heures ouvrées',
          description: 'Pour les demandes non urgentes, avec photos, plans ou messages d’erreur en pièces jointes.',
          href: mailtoHref(company.emails.support),
        },
        {
          title: whatsappText.channel,
          contact: whatsappText.label,
          availability: 'Du lundi au vendredi, de 7\u00a0h\u00a030 à 18\u00a0h\u00a000',
          description:
            'Pour une question rapide, un suivi de ticket, ou la photo d’un équipement en panne ou de sa plaque signalétique.',
          href: whatsappHref,
        },
        {
          title: 'Intervention sur site',
          contact: 'Abidjan, Bouaké et San Pedro',
          availability: 'Moins de 2\u00a0heures en urgence à Abidjan',
          description:
            'Nos techniciens d’astreinte se déplacent avec l’outillage et les pièces courantes pour remettre en service.',
        },
      ],
    },
    {
      kind: 'process',
      id: 'processus',
      eyebrow: 'Intervention',
      title: 'Notre processus d’intervention en quatre étapes',
      steps: [
        {
          title: 'Appel et qualification',
          description:
            'Le technicien de la hotline identifie le site, l’équipement et l’impact, puis ouvre un ticket avec son niveau de priorité.',
          details: ['Ticket créé dans iRequest', 'Priorité selon le contrat et l’impact', 'Numéro de suivi communiqué'],
        },
        {
          title: 'Diagnostic à distance',
          description:
            'Quand l’équipement est connecté, nous consultons les alarmes et prenons la main à distance, ce qui résout une partie des incidents sans déplacement.',
        },
        {
          title: 'Intervention sur site',
          description:
            'Si nécessaire, un technicien d’astreinte part avec les pièces probables, sécurise l’installation et rétablit le service.',
          details: [
            'Moins de 2\u00a0heures en urgence à Abidjan',
            'Mise en sécurité prioritaire',
            'Solution provisoire si une pièce manque',
          ],
        },
        {
          title: 'Clôture et rapport',
          description:
            'Le ticket est clôturé après votre validation, avec un rapport d’intervention et, si besoin, des recommandations pour éviter la récidive.',
        },
      ],
    },
    {
      kind: 'cases',
      id: 'urgences',
      eyebrow: 'Urgences traitées',
      title: 'Trois interventions d’urgence',
      intro: 'Exemples illustratifs d’interventions menées par nos équipes d’astreinte.',
      cases: [
        {
          title: 'Salle serveur en surchauffe en pleine nuit',
          sector: 'Banque',
          scale: '2\u00a0climatiseurs de précision',
          result: 'Service rétabli en 1\u00a0h\u00a020',
          description:
            'À 2\u00a0heures du matin, la supervision d’un siège bancaire au Plateau signale 34\u00a0°C en salle serveur après l’arrêt des deux climatiseurs de précision.',
          facts: [
            { label: 'Défi', value: 'Éviter l’arrêt des serveurs' },
            { label: 'Intervention', value: 'Remplacement d’un contacteur et relance du secours' },
            { label: 'Impact', value: 'Aucune interruption des services bancaires' },
          ],
        },
        {
          title: 'Groupe électrogène en défaut pendant une coupure',
          sector: 'Santé',
          scale: 'Groupe de 250\u00a0kVA',
          result: 'Bloc opératoire réalimenté en 45\u00a0minutes',
          description:
            'Lors d’une coupure du réseau CIE, le groupe d’une clinique de Bouaké ne démarre pas. L’équipe locale, guidée à distance par un expert, remet l’inverseur de source en service.',
          facts: [
            { label: 'Défi', value: 'Alimentation des équipements vitaux' },
            { label: 'Intervention', value: 'Diagnostic à distance puis réparation sur site' },
            { label: 'Impact', value: 'Aucune opération reportée' },
          ],
        },
        {
          title: 'Échauffement détecté sur un tableau électrique',
          sector: 'Hôtellerie',
          scale: '120\u00a0chambres',
          result: 'Incendie évité, réparation en 3\u00a0heures',
          description:
            'La télésurveillance d’un hôtel de 120\u00a0chambres à Assinie signale un déséquilibre anormal de courant. Le technicien d’astreinte repère à la caméra thermique une connexion desserrée sur le tableau général basse tension.',
          facts: [
            { label: 'Défi', value: 'Intervenir sans priver l’hôtel de courant' },
            { label: 'Intervention', value: 'Bascule sur groupe, resserrage et contrôle thermique' },
            { label: 'Impact', value: 'Coupure limitée à une aile pendant 20\u00a0minutes' },
          ],
        },
      ],
    },
    {
      kind: 'cta',
      id: 'contrat',
      title: 'Sécurisez vos installations jour et nuit',
      text: 'Une panne en cours\u202f? Appelez la hotline. Pour protéger durablement vos installations, demandez un devis de contrat ou posez votre question à un technicien sur WhatsApp.',
      actions: [
        { label: 'Appeler la hotline', href: telHref(company.phones.hotline), primary: true },
        subscribe('Demander un devis de contrat'),
        { label: whatsappText.label, href: whatsappHref },
      ],
    },
  ],
};
