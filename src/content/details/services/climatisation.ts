import type { DetailPage } from '../blocks';

const quoteService = 'Climatisation (Chauffage, Ventilation, Désenfumage)';

export const page: DetailPage = {
  heroFigures: [
    { value: '500+', label: 'Projets réalisés', detail: 'Depuis 2009, en Côte d’Ivoire' },
    { value: '2\u00a0h', label: 'Intervention d’urgence', detail: 'Délai maximal sur panne' },
    { value: '24/7', label: 'Astreinte dépannage', detail: 'Abidjan, Bouaké et San Pedro' },
    { value: '4,9/5', label: 'Satisfaction client' },
  ],
  blocks: [
    {
      kind: 'features',
      id: 'prestations',
      eyebrow: 'Ce que nous faisons',
      title: 'Nos prestations en génie climatique',
      intro:
        'Climatisation, chauffage par pompe à chaleur, ventilation et désenfumage\u202f: nous prenons en charge l’étude, l’installation et l’entretien, du simple bureau au site industriel.',
      items: [
        {
          title: 'Climatisation individuelle et multisplit',
          description:
            'Splits muraux, consoles, cassettes et gainables Inverter pour bureaux, commerces et logements, dimensionnés local par local.',
          icon: 'snowflake',
          points: [
            'Modèles réversibles (pompe à chaleur)',
            'Gainables discrets en faux plafond',
            'Fluide R32 à faible impact climatique',
          ],
        },
        {
          title: 'Systèmes VRV / DRV',
          description:
            'Détente directe à débit de réfrigérant variable pour les bâtiments de plusieurs niveaux\u202f: une unité extérieure dessert de nombreuses unités intérieures, pilotées zone par zone.',
          icon: 'cog',
          points: [
            'Régulation centralisée par zone',
            'Comptage de l’énergie par locataire',
            'Alarmes consultables à distance',
          ],
        },
        {
          title: 'Eau glacée et traitement d’air',
          description:
            'Groupes d’eau glacée, ventilo-convecteurs et centrales de traitement d’air pour les grands volumes\u202f: hôtels, cliniques, centres commerciaux et usines.',
          icon: 'factory',
          points: [
            'Réseaux hydrauliques calorifugés',
            'Déshumidification et filtration de l’air',
            'Eau chaude sanitaire par pompe à chaleur',
          ],
        },
        {
          title: 'Ventilation mécanique',
          description:
            'VMC simple et double flux, extraction des cuisines professionnelles et des parkings, pour un air renouvelé sans perdre la fraîcheur produite.',
          icon: 'activity',
          points: [
            'Double flux avec récupération d’énergie',
            'Hottes et extraction de cuisines',
            'Ventilation de parkings couverts',
          ],
        },
        {
          title: 'Désenfumage',
          description:
            'Désenfumage naturel et mécanique des établissements recevant du public, des immeubles de grande hauteur et des entrepôts\u202f: étude, installation et essais.',
          icon: 'shield',
          points: [
            'Ventilateurs, volets et exutoires',
            'Asservissement à la détection incendie',
            'Essais réglementaires et registre de sécurité',
          ],
        },
        {
          title: 'Maintenance et dépannage',
          description:
            'Contrats d’entretien préventif, contrôle d’étanchéité des circuits et dépannage 24/7, avec une intervention d’urgence en moins de 2\u00a0h.',
          icon: 'wrench',
          points: [
            'Visites mensuelles ou trimestrielles',
            'Nettoyage des filtres et des batteries',
            'Rapport écrit après chaque passage',
          ],
        },
      ],
    },
    {
      kind: 'features',
      id: 'secteurs',
      eyebrow: 'Pour qui',
      title: 'Des solutions adaptées à chaque bâtiment',
      intro:
        'Chaleur, humidité et air salin du littoral usent les équipements\u202f: nous choisissons des matériels et des traitements anticorrosion adaptés à chaque usage.',
      items: [
        {
          title: 'Bureaux et tertiaire',
          description:
            'Confort des occupants, régulation par zone et maîtrise de la facture CIE dans les immeubles de bureaux et les administrations.',
          icon: 'landmark',
        },
        {
          title: 'Hôtellerie et restauration',
          description:
            'Chambres silencieuses, parties communes fraîches et cuisines bien ventilées, avec une gestion centralisée des consommations.',
          icon: 'hotel',
        },
        {
          title: 'Santé',
          description:
            'Cliniques et laboratoires\u202f: filtration renforcée, locaux en surpression ou en dépression et continuité de service.',
          icon: 'heart-pulse',
        },
        {
          title: 'Industrie et logistique',
          description:
            'Ventilation des ateliers, climatisation des locaux électriques et désenfumage des entrepôts de grande surface.',
          icon: 'factory',
        },
        {
          title: 'Salles informatiques',
          description:
            'Climatisation de précision redondante pour salles serveurs et locaux techniques, avec alarmes de température et d’humidité.',
          icon: 'cpu',
        },
        {
          title: 'Résidentiel',
          description:
            'Villas et résidences\u202f: appareils discrets et silencieux, consommation maîtrisée et entretien planifié.',
          icon: 'home',
        },
      ],
    },
    {
      kind: 'process',
      id: 'processus',
      eyebrow: 'Comment',
      title: 'Notre démarche, de l’étude à la maintenance',
      steps: [
        {
          title: 'Visite et diagnostic',
          description:
            'Un technicien relève les surfaces, l’orientation, les apports de chaleur, les usages et l’état des équipements existants.',
          details: [
            'Relevé des locaux et des occupations',
            'Mesures de température et d’humidité',
            'Lecture des factures d’électricité',
          ],
        },
        {
          title: 'Bilan thermique et conception',
          description:
            'Nous calculons les charges de chaque local et retenons le système le plus adapté\u202f: split, VRV ou eau glacée.',
          details: [
            'Note de calcul des charges',
            'Plans et schémas de principe',
            'Comparaison du coût global (achat, énergie, entretien)',
          ],
        },
        {
          title: 'Offre et planification',
          description:
            'Un devis détaillé poste par poste et un planning coordonné avec les autres corps d’état et l’exploitation du site.',
        },
        {
          title: 'Installation',
          description:
            'Pose des unités, liaisons frigorifiques brasées sous azote, tirage au vide, test d’étanchéité, gaines et évacuation des condensats.',
        },
        {
          title: 'Mise en service et réception',
          description:
            'Mesures de pressions, de températures et de débits, réglage de la régulation, formation des utilisateurs et remise du dossier des ouvrages exécutés.',
        },
        {
          title: 'Maintenance',
          description:
            'Un contrat d’entretien adapté préserve le rendement, la qualité de l’air et la durée de vie des équipements.',
        },
      ],
    },
    {
      kind: 'chips',
      id: 'normes',
      eyebrow: 'Conformité',
      title: 'Normes et réglementation appliquées',
      intro:
        'Nos frigoristes manipulent les fluides selon les règles de sécurité en vigueur, et nos installations de désenfumage sont essayées et consignées avant réception.',
      chips: [
        'NF EN 378 (systèmes frigorifiques)',
        'Protocole de Montréal et amendement de Kigali',
        'NF EN 16798 (qualité de l’air intérieur)',
        'DTU 68.3 (ventilation mécanique)',
        'NF EN 12101 (désenfumage)',
        'IT 246 (désenfumage des ERP)',
        'NF S 61-937 (dispositifs actionnés de sécurité)',
        'ISO 16890 (filtration)',
        'ISO 9001:2015',
      ],
    },
    {
      kind: 'chips',
      id: 'equipements',
      eyebrow: 'Matériel',
      title: 'Les équipements que nous installons',
      chips: [
        'Splits et cassettes Inverter',
        'Systèmes VRV / DRV',
        'Groupes d’eau glacée',
        'Centrales de traitement d’air',
        'Ventilo-convecteurs',
        'VMC double flux',
        'Climatisation de précision',
        'Ventilateurs et volets de désenfumage',
        'Fluides R32 et R410A',
        'Régulation BACnet et Modbus',
      ],
    },
    {
      kind: 'cases',
      id: 'cas',
      eyebrow: 'Réalisations',
      title: 'Deux exemples de projets',
      intro: 'Exemples illustratifs de missions types.',
      cases: [
        {
          title: 'Remplacement de la climatisation d’un hôtel en bord de mer',
          sector: 'Hôtellerie',
          scale: '120\u00a0chambres',
          result: '-30\u00a0% de consommation de climatisation',
          description:
            'Un hôtel de 120\u00a0chambres à Assinie remplaçait chaque année des splits rongés par l’air salin. Nous les avons remplacés par des systèmes VRV traités anticorrosion, pilotés depuis la réception, sans fermer l’établissement.',
          facts: [
            { label: 'Défi', value: 'Air salin, occupation élevée, aucune fermeture possible' },
            { label: 'Solution', value: '4\u00a0systèmes VRV, batteries traitées, gestion centralisée' },
            { label: 'Durée', value: '10\u00a0semaines, aile par aile' },
            { label: 'Suivi', value: 'Contrat de maintenance trimestriel' },
          ],
        },
        {
          title: 'Mise en conformité du désenfumage d’un immeuble de bureaux',
          sector: 'Tertiaire',
          scale: '8\u00a0000\u00a0m²',
          result: 'Rapport de contrôle sans observation',
          description:
            'Dans un immeuble de neuf niveaux au Plateau, le désenfumage des circulations était hors service. Nous avons remplacé les ventilateurs et les volets, puis asservi l’ensemble au système de sécurité incendie.',
          facts: [
            { label: 'Défi', value: 'Bâtiment occupé, travaux de nuit uniquement' },
            { label: 'Solution', value: '2\u00a0ventilateurs neufs, 36\u00a0volets motorisés, asservissement au SSI' },
            { label: 'Durée', value: '6\u00a0semaines' },
            { label: 'Impact', value: 'Essais réglementaires consignés au registre de sécurité' },
          ],
        },
      ],
    },
    {
      kind: 'cta',
      id: 'contact',
      title: 'Un projet de climatisation ou de ventilation\u202f?',
      text: 'Décrivez vos locaux et vos contraintes\u202f: nous revenons vers vous avec une première estimation, ou un ingénieur vous conseille avant tout engagement.',
      actions: [
        { label: 'Recevoir un devis climatisation', dialog: 'quote', preset: { service: quoteService }, primary: true },
        { label: 'Parler à un ingénieur climaticien', dialog: 'consultation', preset: { consultationType: 'tech' } },
      ],
    },
  ],
};
