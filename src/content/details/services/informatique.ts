import type { DetailPage } from '../blocks';

export const page: DetailPage = {
  heroFigures: [
    { value: '99,9\u00a0%', label: 'Disponibilité visée', detail: 'Pour les serveurs et réseaux que nous supervisons' },
    { value: '15\u00a0min', label: 'Réponse aux incidents critiques', detail: 'Supervision et astreinte 24/7' },
    { value: 'Moins de 2\u00a0h', label: 'Intervention sur site', detail: 'En cas d’urgence, à Abidjan' },
  ],
  blocks: [
    {
      id: 'prestations',
      kind: 'features',
      eyebrow: 'Ce que nous faisons',
      title: 'Une infrastructure informatique complète, conçue et exploitée par une seule équipe',
      intro:
        'Du serveur au poste de travail, nous concevons, installons et maintenons les systèmes d’information des entreprises et des administrations ivoiriennes, avec un interlocuteur unique pour le matériel, le réseau et la sécurité.',
      items: [
        {
          title: 'Serveurs et virtualisation',
          description:
            'Dimensionnement, installation et consolidation de vos serveurs sur une plateforme virtualisée, pour moins de machines, moins d’énergie et une reprise plus rapide.',
          icon: 'cpu',
          points: [
            'Hyperviseurs en grappe haute disponibilité',
            'Migration physique vers virtuel sans arrêt prolongé',
            'Salles et baies serveurs climatisées et ondulées',
          ],
        },
        {
          title: 'Réseaux LAN, Wi-Fi et VPN',
          description:
            'Réseaux locaux segmentés, Wi-Fi professionnel couvrant tout le bâtiment et liaisons sécurisées entre vos sites d’Abidjan, de l’intérieur et vos équipes nomades.',
          icon: 'network',
          points: [
            'Commutateurs administrables et VLAN',
            'Étude de couverture Wi-Fi avant pose',
            'VPN site à site et accès distant chiffré',
          ],
        },
        {
          title: 'Sauvegarde et reprise d’activité',
          description:
            'Sauvegardes automatisées, copies hors site et plan de reprise testé, pour redémarrer après une panne, un vol ou un rançongiciel.',
          icon: 'shield',
          points: [
            'Règle 3-2-1 avec copie immuable',
            'Tests de restauration planifiés',
            'Plan de reprise documenté (PRA)',
          ],
        },
        {
          title: 'Cybersécurité',
          description:
            'Pare-feu nouvelle génération, protection des postes et des messageries, gestion des accès et sensibilisation des utilisateurs aux risques.',
          icon: 'badge-check',
          points: [
            'Pare-feu UTM et filtrage web',
            'Antivirus EDR administré',
            'Double authentification et revue des droits',
          ],
        },
        {
          title: 'Supervision et infogérance',
          description:
            'Surveillance continue de vos serveurs, liens et sauvegardes, avec alertes traitées par notre centre de support et rapports mensuels.',
          icon: 'activity',
          points: [
            'Supervision 24/7 et astreinte',
            'Mises à jour et correctifs planifiés',
            'Rapport mensuel de disponibilité',
          ],
        },
        {
          title: 'Postes de travail et assistance',
          description:
            'Préparation, déploiement et maintenance des postes, imprimantes et téléphones, avec une assistance aux utilisateurs à distance ou sur site.',
          icon: 'headset',
          points: [
            'Masters de postes standardisés',
            'Messagerie et outils collaboratifs',
            'Hotline utilisateurs et intervention sur site',
          ],
        },
      ],
    },
    {
      id: 'clients',
      kind: 'features',
      eyebrow: 'Pour qui',
      title: 'Des systèmes adaptés à chaque activité',
      intro:
        'Nos équipes d’Abidjan, de Bouaké et de San Pedro accompagnent des organisations de 10 à plusieurs centaines de postes, avec les mêmes méthodes et la même exigence.',
      items: [
        {
          title: 'Bureaux et sièges tertiaires',
          description:
            'Cabinets, banques, assurances et PME du Plateau ou de Marcory qui veulent un réseau fiable, des données protégées et une assistance réactive.',
          icon: 'landmark',
        },
        {
          title: 'Industrie et logistique',
          description:
            'Usines, entrepôts et sites portuaires où l’informatique de gestion doit cohabiter en sécurité avec les automates et la supervision.',
          icon: 'factory',
        },
        {
          title: 'Administrations et établissements publics',
          description:
            'Services publics, établissements scolaires et collectivités, avec des architectures documentées et des marchés conduits dans les règles.',
          icon: 'users',
        },
        {
          title: 'Santé et hôtellerie',
          description:
            'Cliniques, laboratoires et hôtels qui fonctionnent jour et nuit et ne peuvent se permettre ni coupure réseau ni perte de données.',
          icon: 'heart-pulse',
        },
      ],
    },
    {
      id: 'processus',
      kind: 'process',
      eyebrow: 'Comment nous travaillons',
      title: 'De l’audit à l’exploitation, une méthode en cinq étapes',
      steps: [
        {
          title: 'Audit de l’existant',
          description:
            'Inventaire du parc, relevé du réseau, contrôle des sauvegardes et de la sécurité, entretiens avec vos utilisateurs.',
          details: ['Cartographie du réseau et des flux', 'Analyse des risques et des points de défaillance'],
        },
        {
          title: 'Conception et dimensionnement',
          description:
            'Architecture cible, choix des équipements, plan d’adressage et plan de migration, chiffrés dans un devis détaillé.',
          details: ['Dossier d’architecture', 'Planning de bascule hors heures ouvrées'],
        },
        {
          title: 'Déploiement et migration',
          description:
            'Installation en baie, configuration, migration des données et des messageries, en limitant les interruptions de service.',
          details: ['Interventions de nuit ou le week-end si nécessaire', 'Retour arrière prévu à chaque étape'],
        },
        {
          title: 'Recette et documentation',
          description:
            'Tests de fonctionnement, de sécurité et de restauration, puis remise d’un dossier technique complet et des accès administrateur.',
          details: ['Procès-verbal de recette', 'Schémas, inventaire et procédures à jour'],
        },
        {
          title: 'Exploitation et supervision',
          description:
            'Supervision continue, maintenance préventive, correctifs de sécurité et assistance aux utilisateurs dans le cadre d’un contrat adapté.',
          details: ['Réponse en 15\u00a0minutes aux incidents critiques', 'Revue trimestrielle avec votre responsable'],
        },
      ],
    },
    {
      id: 'normes',
      kind: 'chips',
      eyebrow: 'Référentiels',
      title: 'Des standards reconnus, appliqués à chaque projet',
      intro:
        'Nos installations et nos procédures suivent les normes et bonnes pratiques du métier, dans le cadre de notre système qualité certifié ISO\u00a09001:2015.',
      chips: [
        'ISO 9001:2015',
        'ISO/CEI 27001 (bonnes pratiques de sécurité)',
        'ITIL 4 (gestion des services)',
        'ISO/CEI 11801 et TIA-568 (câblage structuré)',
        'IEEE 802.3 (Ethernet)',
        'IEEE 802.11ax (Wi-Fi 6)',
        'Règle de sauvegarde 3-2-1',
        'Loi ivoirienne n°\u00a02013-450 sur les données personnelles',
        'RGPD pour les données de résidents européens',
      ],
    },
    {
      id: 'equipements',
      kind: 'chips',
      eyebrow: 'Équipements',
      title: 'Le matériel et les logiciels que nous installons',
      intro:
        'Nous choisissons des équipements professionnels, garantis et disponibles localement, compatibles avec votre parc existant et protégés contre les coupures du réseau CIE.',
      chips: [
        'Serveurs rack et tour',
        'Baies de stockage et NAS',
        'Hyperviseurs VMware vSphere, Proxmox VE, Hyper-V',
        'Pare-feu nouvelle génération',
        'Commutateurs administrables PoE',
        'Bornes Wi-Fi 6 centralisées',
        'Routeurs et liens 4G de secours',
        'Onduleurs online double conversion',
        'Logiciels de sauvegarde avec copie immuable',
        'Microsoft 365 et Google Workspace',
        'Supervision Zabbix',
      ],
    },
    {
      id: 'cas',
      kind: 'cases',
      eyebrow: 'Réalisations',
      title: 'Exemples de projets',
      intro: 'Des situations représentatives de nos interventions, décrites sans nommer nos clients.',
      cases: [
        {
          title: 'Virtualisation et sauvegarde d’un cabinet d’expertise comptable',
          sector: 'Tertiaire',
          scale: '40\u00a0postes',
          result: 'Restauration complète en moins de 4\u00a0h',
          description:
            'Un cabinet du Plateau fonctionnait sur trois serveurs vieillissants sans sauvegarde externalisée. Nous avons consolidé ses applications sur deux hôtes virtualisés et mis en place une copie quotidienne hors site.',
          facts: [
            { label: 'Défi', value: 'Serveurs en fin de vie, aucune copie hors site' },
            { label: 'Solution', value: 'Grappe de deux hôtes, NAS de sauvegarde et copie immuable' },
            { label: 'Durée', value: '3\u00a0semaines, bascule en un week-end' },
          ],
        },
        {
          title: 'Réseau et Wi-Fi d’une clinique',
          sector: 'Santé',
          scale: '60\u00a0lits',
          result: 'Couverture Wi-Fi de 100\u00a0% des chambres et des blocs',
          description:
            'Une clinique de Bouaké subissait des coupures réseau qui bloquaient le dossier patient. Nous avons recâblé les étages, segmenté le réseau et déployé un Wi-Fi géré avec un réseau invité séparé.',
          facts: [
            { label: 'Défi', value: 'Réseau à plat, coupures fréquentes' },
            { label: 'Solution', value: 'Cœur de réseau redondé, VLAN médical, 24\u00a0bornes Wi-Fi' },
            { label: 'Impact', value: 'Plus aucune interruption du dossier patient' },
          ],
        },
        {
          title: 'Sécurisation d’une usine agroalimentaire',
          sector: 'Industrie',
          scale: '120\u00a0postes',
          result: 'Réseau de production isolé du réseau bureautique',
          description:
            'Une usine de transformation près de San Pedro partageait un seul réseau entre bureaux et automates. Nous avons séparé les deux, installé un pare-feu de segmentation et une supervision 24/7.',
          facts: [
            { label: 'Défi', value: 'Automates exposés au réseau bureautique' },
            { label: 'Solution', value: 'Segmentation, pare-feu UTM, accès distant par VPN' },
            { label: 'Intervention', value: 'Travaux réalisés pendant l’arrêt technique annuel' },
          ],
        },
      ],
    },
    {
      id: 'contact',
      kind: 'cta',
      title: 'Faisons le point sur votre informatique',
      text: 'Un ingénieur étudie votre parc et vos besoins, puis vous propose une architecture et un devis détaillé, sans engagement.',
      actions: [
        {
          label: 'Demander un audit informatique',
          dialog: 'quote',
          preset: { service: 'Informatique' },
          primary: true,
        },
        {
          label: 'Échanger avec un ingénieur en visio',
          dialog: 'consultation',
          preset: { consultationType: 'tech', consultationMode: 'video' },
        },
      ],
    },
  ],
};
