import type { DetailPage } from '../blocks';

export const page: DetailPage = {
  heroFigures: [
    {
      value: '25\u00a0ans',
      label: 'Garantie de performance des panneaux',
      detail: 'Au moins 80\u00a0% de la puissance d’origine au bout de 25\u00a0ans.',
    },
    {
      value: '8 à 12\u00a0ans',
      label: 'Retour sur investissement',
      detail: 'Selon le profil de consommation, le stockage et le tarif CIE.',
    },
    {
      value: 'jusqu’à 80\u00a0%',
      label: 'De réduction de la facture d’électricité',
      detail: 'Pour une installation dimensionnée sur la consommation de jour.',
    },
  ],
  blocks: [
    {
      id: 'prestations',
      kind: 'features',
      eyebrow: 'Nos prestations',
      title: 'Du toit solaire à la centrale industrielle',
      intro:
        'Nous concevons des installations solaires adaptées au réseau ivoirien\u202f: autoconsommation, secours contre les coupures et maîtrise de la consommation, avec un seul interlocuteur de l’étude à la maintenance.',
      items: [
        {
          title: 'Centrales photovoltaïques',
          description:
            'Centrales en toiture, en ombrière de parking ou au sol, de 3\u00a0kWc pour une villa à plusieurs centaines de kWc pour un site industriel.',
          icon: 'sun',
          points: [
            'Autoconsommation avec ou sans injection',
            'Structures anticorrosion adaptées au littoral',
            'Onduleurs string ou centraux',
          ],
        },
        {
          title: 'Stockage par batteries',
          description:
            'Batteries lithium fer phosphate qui stockent la production de la journée pour la soirée et prennent le relais pendant les coupures du réseau.',
          icon: 'zap',
          points: [
            'Chimie LiFePO4, plus de 6\u00a0000 cycles',
            'Armoires ventilées pour climat chaud',
            'Gestion intelligente de la charge',
          ],
        },
        {
          title: 'Systèmes hybrides solaire-groupe',
          description:
            'Le solaire, le réseau CIE, les batteries et le groupe électrogène pilotés par un même contrôleur pour réduire la consommation de gasoil.',
          icon: 'cog',
          points: [
            'Démarrage automatique du groupe',
            'Priorité à l’énergie solaire',
            'Jusqu’à 70\u00a0% de gasoil en moins sur site isolé',
          ],
        },
        {
          title: 'Suivi de production à distance',
          description:
            'Chaque installation est raccordée à une plateforme de supervision\u202f: production, consommation, état des batteries et alertes en temps réel.',
          icon: 'activity',
          points: [
            'Tableau de bord web et mobile',
            'Alertes en cas de baisse de rendement',
            'Rapport mensuel de production',
          ],
        },
        {
          title: 'Efficacité énergétique',
          description:
            'Avant de produire, nous réduisons les besoins\u202f: éclairage LED, climatisation performante, compensation de l’énergie réactive et délestage.',
          icon: 'lightbulb',
          points: ['Relevés et analyse des factures', 'Batteries de condensateurs', 'Programmation des charges'],
        },
        {
          title: 'Maintenance des installations',
          description:
            'Nettoyage des panneaux, thermographie, contrôle des onduleurs et des serrages pour garder le rendement promis pendant toute la durée de vie.',
          icon: 'wrench',
          points: [
            'Visites semestrielles ou trimestrielles',
            'Intervention d’urgence en moins de 2\u00a0h',
            'Contrats de performance',
          ],
        },
      ],
    },
    {
      id: 'secteurs',
      kind: 'features',
      eyebrow: 'Pour qui',
      title: 'Des économies mesurées, secteur par secteur',
      intro:
        'La part de la facture que le solaire peut effacer dépend du moment où vous consommez. Voici les économies que nous visons selon les profils de consommation.',
      items: [
        {
          title: 'Résidentiel\u202f: 60 à 80\u00a0% d’économies',
          description:
            'Villas et résidences dont la climatisation tourne en journée\u202f: avec des batteries, le solaire couvre aussi la soirée et les coupures.',
          icon: 'home',
          points: ['Kits de 3 à 15\u00a0kWc', 'Secours des circuits prioritaires', 'Suivi sur smartphone'],
        },
        {
          title: 'Industriel\u202f: 40 à 60\u00a0% d’économies',
          description:
            'Usines, entrepôts et unités de transformation aux charges lourdes, souvent en continu\u202f: le solaire efface la pointe de jour et soulage le groupe électrogène.',
          icon: 'factory',
          points: [
            'Centrales de 100\u00a0kWc et plus',
            'Couplage groupe et réseau CIE',
            'Compensation de l’énergie réactive',
          ],
        },
        {
          title: 'Tertiaire\u202f: 50 à 70\u00a0% d’économies',
          description:
            'Bureaux, hôtels, cliniques et commerces dont la consommation suit le soleil\u202f: la climatisation de l’après-midi est couverte par la production.',
          icon: 'landmark',
          points: [
            'Toitures et ombrières de parking',
            'Pilotage de la climatisation',
            'Rapports pour la direction financière',
          ],
        },
      ],
    },
    {
      id: 'pourquoi',
      kind: 'features',
      eyebrow: 'Pourquoi le solaire',
      title: 'Pourquoi passer au solaire en Côte d’Ivoire',
      items: [
        {
          title: 'Un ensoleillement généreux',
          description:
            'Avec 4,5 à 6\u00a0kWh/m² par jour selon les régions, chaque kilowatt-crête installé produit de 1\u00a0300 à 1\u00a0600\u00a0kWh par an.',
          icon: 'sun',
        },
        {
          title: 'Une facture qui baisse dès le premier mois',
          description:
            'Chaque kilowattheure produit sur place est un kilowattheure que vous n’achetez plus, à l’abri des hausses de tarif.',
          icon: 'target',
        },
        {
          title: 'Moins de coupures subies',
          description:
            'Associé à des batteries, le solaire maintient l’éclairage, l’informatique et les équipements sensibles lorsque le réseau s’interrompt.',
          icon: 'shield',
        },
        {
          title: 'Moins de gasoil',
          description:
            'Sur les sites équipés d’un groupe électrogène, le solaire réduit les heures de marche, la consommation de carburant et l’entretien.',
          icon: 'cog',
        },
        {
          title: 'Un bâtiment plus durable',
          description:
            'Une tonne de CO2 évitée par an pour environ 1,5\u00a0kWc installé, un argument pour vos certifications HQE et votre politique RSE.',
          icon: 'leaf',
        },
        {
          title: 'Un investissement qui dure',
          description:
            'Des panneaux garantis 25\u00a0ans en performance, amortis en 8 à 12\u00a0ans\u202f: le reste de leur vie, l’électricité produite est un gain net.',
          icon: 'badge-check',
        },
      ],
    },
    {
      id: 'processus',
      kind: 'process',
      eyebrow: 'Notre méthode',
      title: 'Votre installation en six étapes',
      intro:
        'Un chef de projet vous suit de la première visite à la mise en service, puis pendant toute la durée du suivi.',
      steps: [
        {
          title: 'Étude',
          description:
            'Visite du site, analyse de vos 12 dernières factures CIE et mesure de la consommation pour connaître votre profil jour et nuit.',
          details: [
            'Relevé de la toiture et des ombrages',
            'Analyse des factures et des coupures',
            'Étude gratuite et sans engagement',
          ],
        },
        {
          title: 'Conception',
          description:
            'Dimensionnement de la centrale, choix des panneaux, des onduleurs et des batteries, simulation de production et schémas électriques.',
          details: [
            'Simulation de production heure par heure',
            'Note de calcul de structure',
            'Schémas unifilaires conformes NF C 15-100',
          ],
        },
        {
          title: 'Financement',
          description:
            'Chiffrage détaillé, calcul du retour sur investissement et solutions de paiement adaptées\u202f: comptant, échelonné ou location avec option d’achat.',
          details: [
            'Devis détaillé et plan de trésorerie',
            'Mise en relation avec des partenaires bancaires',
            'Échéancier aligné sur les économies',
          ],
        },
        {
          title: 'Installation',
          description:
            'Pose des structures et des panneaux, câblage et installation des équipements par nos équipes, dans le respect des règles de sécurité du chantier.',
          details: [
            'Équipes habilitées au travail en hauteur',
            'Protections contre la foudre et les surtensions',
            'Chantier propre, planning tenu',
          ],
        },
        {
          title: 'Raccordement',
          description:
            'Raccordement au tableau général, essais, mise en service et contrôle de conformité avant la réception de l’installation.',
          details: [
            'Essais d’isolement et de continuité',
            'Paramétrage des onduleurs et du stockage',
            'Dossier de conformité et formation',
          ],
        },
        {
          title: 'Suivi',
          description:
            'Supervision à distance de la production, rapports mensuels et maintenance préventive pour garantir le rendement dans la durée.',
          details: [
            'Alertes en temps réel',
            'Rapport mensuel de production et d’économies',
            'Nettoyage et contrôles périodiques',
          ],
        },
      ],
    },
    {
      id: 'normes',
      kind: 'chips',
      eyebrow: 'Qualité',
      title: 'Normes et certifications',
      intro:
        'Nos installations suivent les normes internationales du photovoltaïque et les règles de l’installation électrique.',
      chips: [
        'NF C 15-100',
        'UTE C 15-712-1',
        'UTE C 15-712-2 (stockage)',
        'CEI 61215',
        'CEI 61730',
        'CEI 62446',
        'CEI 60364-7-712',
        'RGE',
        'Qualifelec',
        'ISO 9001:2015',
      ],
    },
    {
      id: 'cas',
      kind: 'cases',
      eyebrow: 'Réalisations',
      title: 'Exemples d’installations',
      intro: 'Des projets types, décrits à titre d’illustration.',
      cases: [
        {
          title: 'Hôtel de 120 chambres à Assinie',
          sector: 'Tertiaire',
          scale: '180\u00a0kWc',
          result: '-58\u00a0% sur la facture',
          description:
            'Une centrale en ombrière de parking et en toiture couvre la climatisation des chambres et de la cuisine pendant la journée.',
          facts: [
            { label: 'Production', value: '250\u00a0MWh par an' },
            { label: 'Retour sur investissement', value: '9\u00a0ans' },
          ],
        },
        {
          title: 'Unité de transformation agricole à San Pedro',
          sector: 'Industriel',
          scale: '400\u00a0kWc',
          result: '-45\u00a0% sur la facture',
          description:
            'Un système hybride associe la centrale, le réseau CIE et deux groupes électrogènes dont les heures de marche ont été divisées par trois.',
          facts: [
            { label: 'Gasoil économisé', value: '60\u00a0000\u00a0litres par an' },
            { label: 'Retour sur investissement', value: '11\u00a0ans' },
          ],
        },
        {
          title: 'Villa familiale à Cocody',
          sector: 'Résidentiel',
          scale: '8\u00a0kWc et 15\u00a0kWh de batteries',
          result: '-75\u00a0% sur la facture',
          description:
            'Les batteries prennent le relais le soir et pendant les coupures, sans bruit ni odeur de groupe électrogène.',
          facts: [
            { label: 'Autonomie en coupure', value: '8 à 10\u00a0heures' },
            { label: 'Retour sur investissement', value: '8\u00a0ans' },
          ],
        },
      ],
    },
    {
      id: 'partenaires',
      kind: 'partners',
      eyebrow: 'Partenaires technologiques',
      title: 'Des équipements de fabricants reconnus',
      intro:
        'Nous sélectionnons panneaux, onduleurs, batteries et structures pour leur fiabilité sous climat chaud et humide.',
      partners: [
        { name: 'Solaris Ouest', domain: 'Panneaux photovoltaïques' },
        { name: 'Helionde', domain: 'Panneaux bifaciaux' },
        { name: 'Volteo Systèmes', domain: 'Onduleurs' },
        { name: 'Amperis', domain: 'Onduleurs hybrides' },
        { name: 'Lithiane', domain: 'Batteries lithium' },
        { name: 'Structa Sol', domain: 'Structures de montage' },
        { name: 'Watt Horizon', domain: 'Supervision et monitoring' },
        { name: 'Câblerie du Golfe', domain: 'Câbles et protections' },
      ],
      note: 'Noms présentés à titre d’illustration.',
    },
    {
      id: 'contact',
      kind: 'cta',
      title: 'Combien pourriez-vous économiser\u202f?',
      text: 'Envoyez-nous vos dernières factures d’électricité\u202f: nous vous remettons une étude de production et d’économies, avec le retour sur investissement, sans engagement.',
      actions: [
        {
          label: 'Demander mon étude solaire',
          dialog: 'quote',
          preset: { service: 'Energie renouvelable' },
          primary: true,
        },
        {
          label: 'Étudier la faisabilité avec un ingénieur',
          dialog: 'consultation',
          preset: { consultationType: 'feasibility' },
        },
      ],
    },
  ],
};
