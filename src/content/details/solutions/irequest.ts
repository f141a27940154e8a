import type { DetailPage } from '../blocks';

export const page: DetailPage = {
  dashboard: {
    title: 'Tableau de bord iRequest',
    figures: [
      { value: '12', label: 'Tickets actifs' },
      { value: '2,4\u00a0h', label: 'Temps moyen de résolution' },
      { value: '4,8/5', label: 'Satisfaction des demandeurs' },
    ],
    lines: [
      { label: 'Climatisation salle serveur — 3e étage', status: 'En cours' },
      { label: 'Coupure éclairage parking sous-sol', status: 'Technicien en route' },
      { label: 'Visite trimestrielle groupe électrogène', status: 'Planifiée' },
      { label: 'Remplacement badge contrôle d’accès', status: 'Résolu' },
    ],
    caption: 'Illustration\u202f: les tickets et les chiffres affichés sont des exemples.',
  },
  blocks: [
    {
      id: 'fonctionnalites',
      kind: 'features',
      eyebrow: 'Fonctionnalités',
      title: 'Tout le cycle de vie d’une demande technique',
      intro:
        'De la déclaration par l’occupant à la clôture signée par le technicien, iRequest réunit demandeurs, équipes de maintenance et responsables sur un même outil.',
      items: [
        {
          title: 'Déclaration en quelques secondes',
          description:
            'Formulaire web, application mobile ou QR code collé sur l’équipement\u202f: le demandeur décrit le problème, joint une photo et suit son ticket.',
          icon: 'ticket',
        },
        {
          title: 'Affectation et priorisation',
          description:
            'Chaque ticket est classé par site, par métier et par urgence, puis affecté automatiquement au bon technicien selon ses compétences et sa disponibilité.',
          icon: 'target',
        },
        {
          title: 'Planification des équipes',
          description:
            'Un planning partagé pour les interventions correctives et les visites préventives, avec les déplacements entre Abidjan, Bouaké et San Pedro.',
          icon: 'users',
        },
        {
          title: 'Application terrain',
          description:
            'Le technicien reçoit l’ordre de travail sur son téléphone, consulte l’historique de l’équipement, saisit ses pièces et fait signer le bon d’intervention.',
          icon: 'wrench',
        },
        {
          title: 'Historique par équipement',
          description:
            'Chaque climatiseur, tableau, groupe ou onduleur a sa fiche\u202f: pannes, interventions, pièces remplacées et documents, consultables en un clic.',
          icon: 'cpu',
        },
        {
          title: 'Tableaux de bord et rapports',
          description:
            'Délais de résolution, respect des engagements de service, coûts par site et satisfaction des demandeurs, exportables pour vos revues mensuelles.',
          icon: 'activity',
        },
      ],
    },
    {
      id: 'resultats',
      kind: 'figures',
      eyebrow: 'Résultats',
      title: 'Ce que change iRequest',
      intro:
        'Résultats typiques observés après six mois d’utilisation par un parc de bâtiments tertiaires, donnés à titre indicatif.',
      figures: [
        {
          value: '-40\u00a0%',
          label: 'Temps de résolution',
          detail: 'Grâce à l’affectation automatique et aux informations jointes dès la déclaration.',
        },
        {
          value: '100\u00a0%',
          label: 'Interventions tracées',
          detail: 'Chaque action est horodatée, attribuée et liée à l’équipement concerné.',
        },
        {
          value: '-25\u00a0%',
          label: 'Pannes répétitives',
          detail: 'L’historique révèle les équipements à réviser ou à remplacer.',
        },
        {
          value: '99,9\u00a0%',
          label: 'Disponibilité de la plateforme',
          detail: 'Accessible 24\u00a0h/24, sur ordinateur, tablette et smartphone.',
        },
      ],
    },
    {
      id: 'usages',
      kind: 'tabs',
      eyebrow: 'Cas d’usage',
      title: 'Un outil, quatre usages',
      intro:
        'iRequest s’adapte à la nature de chaque demande, avec des circuits de traitement et des indicateurs propres.',
      defaultTab: 'maintenance',
      tabs: [
        {
          id: 'maintenance',
          label: 'Maintenance',
          title: 'Maintenance préventive planifiée',
          description:
            'Les gammes de maintenance de vos équipements génèrent automatiquement les ordres de travail à la bonne fréquence, et chaque visite est documentée.',
          points: [
            'Plans de maintenance par équipement\u202f: mensuels, trimestriels ou annuels',
            'Listes de contrôle à cocher sur le terrain, avec relevés et photos',
            'Alertes avant échéance et suivi des visites en retard',
            'Rapport de visite envoyé automatiquement au responsable du site',
          ],
        },
        {
          id: 'pannes',
          label: 'Pannes',
          title: 'Gestion des pannes et des urgences',
          description:
            'Une panne déclarée déclenche le bon niveau de réponse\u202f: une panne critique alerte l’astreinte en 15\u00a0minutes, une panne standard est traitée sous 2\u00a0h.',
          points: [
            'Niveaux d’urgence paramétrables avec délais d’intervention',
            'Escalade automatique si le délai n’est pas tenu',
            'Diagnostic guidé et historique des pannes de l’équipement',
            'Notification du demandeur à chaque changement de statut',
          ],
        },
        {
          id: 'demandes',
          label: 'Demandes',
          title: 'Demandes des occupants et des services',
          description:
            'Déménagement d’un poste, ajout d’une prise, réglage d’une climatisation\u202f: les demandes courantes suivent un circuit simple, avec validation si nécessaire.',
          points: [
            'Catalogue de demandes types avec formulaires adaptés',
            'Circuit de validation par le responsable ou les services généraux',
            'Suivi en temps réel par le demandeur, sans appel ni relance',
            'Enquête de satisfaction à la clôture du ticket',
          ],
        },
        {
          id: 'audit',
          label: 'Audit',
          title: 'Audit et traçabilité',
          description:
            'Chaque ticket conserve qui a demandé quoi, qui est intervenu, quand et avec quelles pièces\u202f: de quoi préparer un audit ISO ou une revue de contrat.',
          points: [
            'Journal horodaté et non modifiable de chaque action',
            'Indicateurs de respect des engagements de service par prestataire',
            'Export des rapports en PDF et en tableur',
            'Droits d’accès par site, par rôle et par métier',
          ],
        },
      ],
    },
    {
      id: 'integration',
      kind: 'chips',
      eyebrow: 'Intégration',
      title: 'Accessible partout, connecté à vos outils',
      chips: [
        'Application web',
        'Application mobile Android et iOS',
        'QR codes sur les équipements',
        'Notifications e-mail et SMS',
        'Import de l’inventaire en tableur',
        'Connexion à iSmart',
        'Authentification unique',
        'Hébergement sécurisé et sauvegardé',
      ],
    },
    {
      id: 'essai',
      kind: 'cta',
      eyebrow: 'Passer à l’action',
      title: 'Voyez iRequest avec vos propres équipements',
      text: 'Une démonstration gratuite de 45\u00a0minutes avec un de nos experts, ou 30\u00a0jours d’essai avec vos sites, vos équipements et vos équipes, paramétrés avec vous.',
      actions: [
        {
          label: 'Démo gratuite',
          dialog: 'demo',
          preset: { solution: 'iRequest', requestType: 'demo' },
          primary: true,
        },
        {
          label: 'Démarrer l’essai de 30\u00a0jours',
          dialog: 'demo',
          preset: { solution: 'iRequest', requestType: 'trial' },
        },
      ],
    },
  ],
};
