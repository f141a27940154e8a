import type { DetailPage } from '../blocks';
import { company } from '@/config/company';
import { telHref } from '@/config/links';

export const page: DetailPage = {
  heroFigures: [
    { value: '500+', label: 'Projets réalisés', detail: 'Depuis 2009, en Côte d’Ivoire' },
    { value: '15\u00a0min', label: 'Prise en charge d’une panne critique' },
    { value: '2\u00a0h', label: 'Intervention d’urgence sur site' },
    { value: '24/7', label: 'Astreinte électrique' },
  ],
  blocks: [
    {
      kind: 'features',
      id: 'prestations',
      eyebrow: 'Ce que nous faisons',
      title: 'Nos prestations en courant fort',
      intro:
        'Basse et moyenne tension, énergie de secours et protection contre la foudre\u202f: une seule équipe, du raccordement au réseau CIE jusqu’au dernier circuit.',
      items: [
        {
          title: 'Postes de transformation HTA/BT',
          description:
            'Étude, fourniture et installation de postes cabines ou préfabriqués, de cellules HTA et de transformateurs, jusqu’au raccordement au réseau CIE.',
          icon: 'zap',
          points: [
            'Transformateurs de 100 à 2\u00a0000\u00a0kVA',
            'Cellules HTA et protections',
            'Dossier de raccordement auprès de la CIE',
          ],
        },
        {
          title: 'TGBT et armoires électriques',
          description:
            'Tableaux généraux et divisionnaires montés et essayés dans notre atelier, avec sélectivité des protections et repérage complet.',
          icon: 'cog',
          points: [
            'Ensembles conformes à la CEI 61439',
            'Compensation de l’énergie réactive',
            'Essais individuels avant livraison',
          ],
        },
        {
          title: 'Distribution et éclairage',
          description:
            'Chemins de câbles, canalisations préfabriquées, prises de courant, éclairage LED intérieur et extérieur, éclairage de sécurité des ERP.',
          icon: 'lightbulb',
          points: [
            'Notes de calcul des sections de câbles',
            'Éclairage LED et détection de présence',
            'Blocs autonomes d’éclairage de sécurité',
          ],
        },
        {
          title: 'Énergie de secours',
          description:
            'Groupes électrogènes, inverseurs de source automatiques et onduleurs pour traverser les coupures du réseau sans interrompre l’activité.',
          icon: 'activity',
          points: [
            'Groupes de 20 à 1\u00a0500\u00a0kVA',
            'Inverseurs automatiques et couplage',
            'Onduleurs pour les charges sensibles',
          ],
        },
        {
          title: 'Terre, foudre et surtensions',
          description:
            'Prises de terre, liaisons équipotentielles, paratonnerres et parafoudres, indispensables sous les orages tropicaux.',
          icon: 'shield',
          points: [
            'Mesure de la résistance de terre',
            'Analyse du risque foudre',
            'Parafoudres coordonnés par tableau',
          ],
        },
        {
          title: 'Diagnostic et mise en conformité',
          description:
            'Audit de l’existant, thermographie infrarouge, analyse de la qualité de l’énergie et levée des observations des bureaux de contrôle.',
          icon: 'badge-check',
          points: [
            'Thermographie des tableaux',
            'Mesure des harmoniques et du facteur de puissance',
            'Plan de mise en conformité chiffré',
          ],
        },
      ],
    },
    {
      kind: 'features',
      id: 'secteurs',
      eyebrow: 'Pour qui',
      title: 'Des installations pour chaque type de site',
      items: [
        {
          title: 'Industrie',
          description:
            'Postes HTA/BT, alimentation des machines, compensation de l’énergie réactive et secours des lignes de production.',
          icon: 'factory',
        },
        {
          title: 'Bureaux et tertiaire',
          description:
            'Distribution par étage, comptage par locataire, éclairage performant et alimentation secourue des salles informatiques.',
          icon: 'users',
        },
        {
          title: 'Santé',
          description:
            'Alimentation sans coupure des blocs et des équipements médicaux, bascule automatique sur groupe électrogène.',
          icon: 'heart-pulse',
        },
        {
          title: 'Hôtellerie et commerce',
          description:
            'Continuité de service pour la clientèle, éclairage d’ambiance et de sécurité, maîtrise de la puissance souscrite.',
          icon: 'hotel',
        },
        {
          title: 'Bâtiments publics',
          description:
            'Écoles, administrations et équipements collectifs\u202f: installations robustes, conformes et simples à exploiter.',
          icon: 'landmark',
        },
        {
          title: 'Résidentiel',
          description:
            'Villas et immeubles d’habitation\u202f: installation neuve ou rénovation, mise à la terre et protection des personnes.',
          icon: 'home',
        },
      ],
    },
    {
      kind: 'chips',
      id: 'normes',
      eyebrow: 'Conformité',
      title: 'Normes, contrôles et attestations',
      intro:
        'Chaque installation est conçue selon la NF C 15-100 et la CEI 60364, vérifiée par un organisme de contrôle tel que l’APAVE et accompagnée de l’attestation de conformité CONSUEL avant la mise sous tension.',
      chips: [
        'NF C 15-100',
        'CEI 60364',
        'CONSUEL',
        'APAVE',
        'NF C 13-100',
        'NF C 13-200',
        'CEI 61439',
        'NF C 18-510',
        'NF EN 62305',
        'ISO 9001:2015',
        'Qualifelec',
      ],
    },
    {
      kind: 'features',
      id: 'conformite',
      title: 'Ce que chaque référence vous garantit',
      items: [
        {
          title: 'NF C 15-100',
          description:
            'La règle de l’art des installations basse tension\u202f: protection des personnes, dimensionnement des circuits et des conducteurs, équipement minimal des locaux.',
          icon: 'badge-check',
        },
        {
          title: 'CEI 60364',
          description:
            'Le référentiel international des installations électriques, exigé par de nombreux groupes industriels et bailleurs de fonds internationaux.',
          icon: 'scale',
        },
        {
          title: 'CONSUEL',
          description:
            'Nous constituons le dossier de l’attestation de conformité qui précède la première mise sous tension d’une installation neuve ou rénovée.',
          icon: 'shield',
        },
        {
          title: 'APAVE',
          description:
            'Vérifications initiales et périodiques par un organisme de contrôle indépendant\u202f: nous l’accompagnons sur site et levons les observations de son rapport.',
          icon: 'target',
        },
      ],
    },
    {
      kind: 'process',
      id: 'processus',
      eyebrow: 'Comment',
      title: 'Notre démarche, du bilan de puissance à la mise sous tension',
      steps: [
        {
          title: 'Relevé et bilan de puissance',
          description:
            'Inventaire des récepteurs, mesures sur l’existant et besoins futurs pour fixer la puissance à souscrire auprès de la CIE.',
          details: [
            'Campagne de mesures sur 7\u00a0jours',
            'Analyse des factures et des pénalités',
            'Relevé des tableaux existants',
          ],
        },
        {
          title: 'Étude et notes de calcul',
          description:
            'Schémas unifilaires, sections de câbles, chutes de tension, courants de court-circuit et sélectivité, calculés sur logiciel.',
          details: [
            'Schémas unifilaires et plans d’implantation',
            'Notes de calcul justificatives',
            'Choix du régime de neutre',
          ],
        },
        {
          title: 'Fabrication et approvisionnement',
          description:
            'Montage et essais des tableaux dans notre atelier, approvisionnement des transformateurs, câbles et groupes électrogènes.',
        },
        {
          title: 'Travaux',
          description:
            'Pose par des électriciens habilités selon la NF C 18-510, consignation systématique et travaux phasés en site occupé.',
        },
        {
          title: 'Essais, contrôle et mise sous tension',
          description:
            'Mesures d’isolement, de continuité et de terre, essais des dispositifs différentiels, passage de l’APAVE, attestation CONSUEL puis mise sous tension avec la CIE.',
        },
        {
          title: 'Maintenance',
          description:
            'Thermographie annuelle, resserrage des connexions, essais des groupes en charge et astreinte 24/7.',
        },
      ],
    },
    {
      kind: 'chips',
      id: 'equipements',
      eyebrow: 'Matériel',
      title: 'Les équipements que nous installons',
      chips: [
        'Transformateurs immergés et secs',
        'Cellules HTA',
        'TGBT et tableaux divisionnaires',
        'Disjoncteurs et interrupteurs différentiels',
        'Groupes électrogènes',
        'Inverseurs de source automatiques',
        'Onduleurs',
        'Batteries de condensateurs',
        'Parafoudres et paratonnerres',
        'Éclairage LED et de sécurité',
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
          title: 'Poste de transformation et secours d’une usine de cacao',
          sector: 'Industrie',
          scale: '1\u00a0250\u00a0kVA',
          result: 'Bascule automatique sur groupe en moins de 10\u00a0secondes',
          description:
            'Une unité de transformation de cacao à San Pedro subissait plusieurs coupures par semaine et payait des pénalités d’énergie réactive. Nous avons créé un poste neuf, un TGBT et une alimentation de secours automatique.',
          facts: [
            { label: 'Défi', value: 'Coupures fréquentes, production en continu' },
            {
              label: 'Solution',
              value:
                'Poste préfabriqué 1\u00a0250\u00a0kVA, groupe 1\u00a0000\u00a0kVA, inverseur automatique, compensation',
            },
            { label: 'Durée', value: '14\u00a0semaines' },
            { label: 'Impact', value: 'Pénalités d’énergie réactive supprimées' },
          ],
        },
        {
          title: 'Mise en conformité électrique d’une clinique',
          sector: 'Santé',
          scale: '45\u00a0lits',
          result: 'Rapport de contrôle APAVE sans observation',
          description:
            'Une clinique de Bouaké fonctionnait sur une installation ancienne, relevée non conforme lors d’une vérification périodique. Nous l’avons reprise zone par zone, sans interrompre les soins.',
          facts: [
            { label: 'Défi', value: 'Continuité des soins pendant les travaux' },
            { label: 'Solution', value: 'TGBT neuf, îlot IT médical au bloc opératoire, onduleurs, terre refaite' },
            { label: 'Durée', value: '8\u00a0semaines' },
            { label: 'Contrôle', value: 'Vérification APAVE et attestation CONSUEL' },
          ],
        },
      ],
    },
    {
      kind: 'cta',
      id: 'contact',
      title: 'Un projet électrique ou une mise en conformité\u202f?',
      text: 'Envoyez-nous votre besoin\u202f: nous chiffrons votre projet, ou un ingénieur électricien vous conseille. En cas de panne, notre astreinte répond 24/7.',
      actions: [
        {
          label: 'Recevoir un devis courant fort',
          dialog: 'quote',
          preset: { service: 'Courant fort' },
          primary: true,
        },
        { label: 'Parler à un ingénieur électricien', dialog: 'consultation', preset: { consultationType: 'tech' } },
        { label: 'Urgence électrique 24/7', href: telHref(company.phones.hotline) },
      ],
    },
  ],
};
