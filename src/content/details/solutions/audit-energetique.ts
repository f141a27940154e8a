import type { DetailPage, Item } from '../blocks';

const service = 'Audit énergétique';

/** The four sectors and their typical savings: the sectors block and the estimator both read them. */
const sectors = [
  {
    label: 'Bureaux et administrations',
    min: 20,
    max: 35,
    icon: 'landmark',
    text: 'La climatisation et l’éclairage pèsent lourd\u202f: programmation, réglage des consignes et relamping LED sont souvent rentables en moins de deux ans.',
  },
  {
    label: 'Industrie',
    min: 15,
    max: 30,
    icon: 'factory',
    text: 'Air comprimé, froid industriel, moteurs et compensation de l’énergie réactive\u202f: les gisements se trouvent dans les utilités et les pénalités évitées.',
  },
  {
    label: 'Hôtellerie',
    min: 25,
    max: 40,
    icon: 'hotel',
    text: 'Chambres climatisées à vide, eau chaude sanitaire et cuisines\u202f: la gestion de l’occupation et le solaire thermique offrent les plus fortes économies.',
  },
  {
    label: 'Commerce et distribution',
    min: 15,
    max: 25,
    icon: 'shopping-cart',
    text: 'Meubles frigorifiques, chambres froides et grandes surfaces climatisées\u202f: portes sur les vitrines, récupération de chaleur et pilotage horaire.',
  },
] as const satisfies readonly { label: string; min: number; max: number; icon: Item['icon']; text: string }[];

export const page: DetailPage = {
  blocks: [
    {
      id: 'chiffres',
      kind: 'figures',
      eyebrow: 'L’audit en chiffres',
      title: 'Des économies mesurées, pas supposées',
      figures: [
        {
          value: 'Jusqu’à 40\u00a0%',
          label: 'd’économies d’énergie identifiées',
          detail: 'Selon le secteur et l’état des installations.',
        },
        {
          value: '2 à 4\u00a0ans',
          label: 'de retour sur investissement moyen',
          detail: 'Pour l’ensemble des actions préconisées.',
        },
        {
          value: '1 à 4\u00a0semaines',
          label: 'de la visite au rapport final',
          detail: 'Selon le type d’audit choisi.',
        },
        {
          value: '100\u00a0%',
          label: 'des pistes chiffrées',
          detail: 'Coût, économie annuelle et temps de retour pour chaque action.',
        },
      ],
    },
    {
      id: 'expertises',
      kind: 'features',
      eyebrow: 'Nos expertises',
      title: 'Tous les postes de consommation passés au crible',
      intro:
        'Nos auditeurs, ingénieurs en génie climatique et en électricité, analysent chaque usage avec des appareils de mesure étalonnés.',
      items: [
        {
          title: 'Climatisation et ventilation',
          description:
            'Premier poste de consommation sous notre climat\u202f: rendement des groupes, régulation, consignes, étanchéité des réseaux et apports solaires.',
          icon: 'snowflake',
        },
        {
          title: 'Électricité et qualité de l’énergie',
          description:
            'Analyse des factures CIE, de la puissance souscrite, du facteur de puissance et des harmoniques, pour supprimer dépassements et pénalités.',
          icon: 'zap',
        },
        {
          title: 'Process et utilités industrielles',
          description:
            'Air comprimé, froid, pompes et moteurs\u202f: campagnes de mesure sur site pour quantifier fuites, surdimensionnements et marches à vide.',
          icon: 'factory',
        },
        {
          title: 'Énergies renouvelables',
          description:
            'Étude du potentiel solaire photovoltaïque et thermique de votre site, dimensionnée sur votre courbe de charge réelle.',
          icon: 'sun',
        },
      ],
    },
    {
      id: 'types-audit',
      kind: 'plans',
      eyebrow: 'Types d’audit',
      title: 'Choisissez l’audit adapté à votre besoin',
      intro: 'Trois formats, du diagnostic réglementaire à l’étude approfondie d’un process.',
      plans: [
        {
          name: 'Réglementaire',
          subtitle: 'Pour les bâtiments tertiaires de plus de 1\u00a0000\u00a0m²',
          price: 'À partir de 2\u00a0500\u00a0€',
          term: '2 à 3\u00a0semaines',
          description:
            'Un audit complet et documenté, qui répond aux exigences des autorités, des bailleurs et des organismes de financement.',
          features: [
            'Analyse de 3\u00a0ans de factures',
            'Visite et relevés sur site',
            'Bilan énergétique par usage',
            'Rapport conforme aux référentiels en vigueur',
            'Plan d’actions chiffré et priorisé',
          ],
          action: { label: 'Demander un audit réglementaire', dialog: 'quote', preset: { service } },
        },
        {
          name: 'Volontaire',
          subtitle: 'Notre recommandation pour réduire vos factures',
          price: 'À partir de 1\u00a0800\u00a0€',
          term: '1 à 2\u00a0semaines',
          description:
            'Un diagnostic ciblé sur les postes les plus coûteux, pour identifier rapidement les économies rentables.',
          features: [
            'Analyse des factures et de la puissance souscrite',
            'Visite technique des installations',
            'Mesures ponctuelles sur les gros consommateurs',
            'Plan d’actions avec temps de retour',
          ],
          popular: true,
          action: { label: 'Demander un audit volontaire', dialog: 'quote', preset: { service }, primary: true },
        },
        {
          name: 'Spécialisé',
          subtitle: 'Pour les process industriels et les sites critiques',
          price: 'Sur devis',
          term: '3 à 4\u00a0semaines',
          description:
            'Une étude approfondie d’un process, d’un data center ou d’une utilité, avec une campagne de mesures longue durée.',
          features: [
            'Instrumentation sur plusieurs semaines',
            'Analyse de la qualité de l’énergie',
            'Modélisation des scénarios d’amélioration',
            'Accompagnement au montage des financements',
          ],
          action: { label: 'Demander un audit spécialisé', dialog: 'quote', preset: { service } },
        },
      ],
      note: 'Prix hors taxes, pour un site unique. Frais de déplacement hors d’Abidjan, Bouaké et San Pedro sur devis.',
    },
    {
      id: 'secteurs',
      kind: 'features',
      eyebrow: 'Secteurs',
      title: 'Des gisements d’économies propres à chaque secteur',
      intro: 'Fourchettes d’économies constatées lors de nos audits, une fois les actions préconisées mises en œuvre.',
      items: sectors.map(({ label, min, max, icon, text }) => ({
        title: label,
        description: `${text} Économies typiques\u202f: ${min} à ${max}\u00a0%.`,
        icon,
      })),
    },
    {
      id: 'estimation',
      kind: 'estimator',
      eyebrow: 'Simulateur',
      title: 'Estimez vos économies',
      intro:
        'Indiquez votre facture d’énergie annuelle et votre secteur d’activité pour obtenir une fourchette d’économies possibles.',
      sectors: sectors.map(({ label, min, max }) => ({ label, min, max })),
      note: 'Estimation indicative, calculée uniquement à partir des fourchettes d’économies par secteur présentées sur cette page\u202f: ce n’est pas un devis. Seul un audit sur site permet de chiffrer vos économies réelles.',
    },
    {
      id: 'methode',
      kind: 'process',
      eyebrow: 'Notre méthode',
      title: 'Quatre étapes, de la facture au plan d’actions',
      steps: [
        {
          title: 'Collecte des données',
          description:
            'Nous rassemblons vos factures, plans, listes d’équipements et horaires d’occupation pour établir la situation de référence.',
          details: ['Historique des factures', 'Inventaire des équipements', 'Entretien avec l’exploitant'],
        },
        {
          title: 'Visite et mesures',
          description:
            'Nos auditeurs inspectent les installations et posent des enregistreurs de puissance, de température et d’éclairement.',
          details: ['Analyseurs de réseau', 'Caméra thermique', 'Enregistreurs de température'],
        },
        {
          title: 'Analyse',
          description:
            'Nous répartissons les consommations par usage, comparons aux ratios du secteur et chiffrons chaque piste d’amélioration.',
          details: ['Bilan énergétique par usage', 'Ratios de performance', 'Chiffrage des actions'],
        },
        {
          title: 'Restitution et plan d’actions',
          description:
            'Nous présentons le rapport à votre équipe et vous remettons un plan d’actions priorisé, avec coûts, économies et temps de retour.',
          details: ['Rapport d’audit', 'Présentation à la direction', 'Accompagnement à la mise en œuvre'],
        },
      ],
    },
    {
      id: 'projets',
      kind: 'cases',
      eyebrow: 'Projets',
      title: 'Des audits suivis de résultats',
      intro: 'Exemples illustratifs de missions représentatives de notre activité.',
      cases: [
        {
          title: 'Un immeuble de bureaux au Plateau, Abidjan',
          sector: 'Bureaux et administrations',
          scale: '8\u00a0000\u00a0m²',
          result: '−28\u00a0% de consommation',
          description:
            'Audit réglementaire d’un immeuble climatisé de onze niveaux. Le remplacement des régulations et le relamping LED ont été réalisés dans l’année.',
          facts: [
            { label: 'Investissement', value: '62\u00a0000\u00a0€' },
            { label: 'Retour sur investissement', value: '2,5\u00a0ans' },
            {
              label: 'Solution',
              value: 'Programmation horaire de la climatisation, relamping LED, compensation de l’énergie réactive',
            },
          ],
        },
        {
          title: 'Un hôtel de 120\u00a0chambres à Assinie',
          sector: 'Hôtellerie',
          scale: '120\u00a0chambres',
          result: '−35\u00a0% sur la facture d’énergie',
          description:
            'Audit volontaire centré sur la climatisation des chambres et la production d’eau chaude, premiers postes de dépense de l’établissement.',
          facts: [
            { label: 'Investissement', value: '85\u00a0000\u00a0€' },
            { label: 'Retour sur investissement', value: '3\u00a0ans' },
            { label: 'Solution', value: 'Gestion de la climatisation par carte de présence et eau chaude solaire' },
          ],
        },
        {
          title: 'Une usine de transformation à Yopougon',
          sector: 'Industrie',
          scale: '12\u00a0000\u00a0m²',
          result: '−22\u00a0% de consommation électrique',
          description:
            'Audit spécialisé de la centrale d’air comprimé et du froid process, avec quatre semaines de mesures en continu.',
          facts: [
            { label: 'Investissement', value: '140\u00a0000\u00a0€' },
            { label: 'Retour sur investissement', value: '3,5\u00a0ans' },
            {
              label: 'Solution',
              value: 'Chasse aux fuites, variateurs de vitesse sur compresseurs et récupération de chaleur',
            },
          ],
        },
      ],
    },
    {
      id: 'contact',
      kind: 'cta',
      title: 'Prêt à réduire vos factures d’énergie\u202f?',
      text: 'Décrivez votre site\u202f: nous vous proposons le type d’audit adapté et un calendrier d’intervention sous 24\u00a0h.',
      actions: [
        { label: 'Planifier mon audit', dialog: 'quote', preset: { service }, primary: true },
        {
          label: 'Échanger avec un auditeur',
          dialog: 'consultation',
          preset: { consultationType: 'audit', consultationMode: 'phone' },
        },
      ],
    },
  ],
};
