import type { DetailPage } from '../blocks';

export const page: DetailPage = {
  blocks: [
    {
      id: 'prestations',
      kind: 'features',
      eyebrow: 'Nos services',
      title: 'Une maison qui travaille pour vous',
      intro:
        'Nous concevons, installons et programmons des systèmes domotiques complets, pilotés depuis un smartphone, une tablette murale ou à la voix, et pensés pour le climat ivoirien.',
      items: [
        {
          title: 'Éclairage et ambiances',
          description:
            'Variation, scènes lumineuses et détection de présence pour un éclairage confortable qui ne reste jamais allumé pour rien.',
          icon: 'lightbulb',
          points: ['Scènes en un geste', 'Détecteurs de présence', 'Éclairage extérieur au crépuscule'],
        },
        {
          title: 'Climatisation et volets',
          description:
            'Régulation pièce par pièce, volets et stores pilotés selon le soleil, pour garder la fraîcheur en consommant moins.',
          icon: 'snowflake',
          points: [
            'Consignes par pièce et par horaire',
            'Arrêt à l’ouverture des fenêtres',
            'Volets selon l’ensoleillement',
          ],
        },
        {
          title: 'Sécurité et alertes',
          description:
            'Alarme, caméras, contrôle d’accès et détecteurs de fumée ou de fuite d’eau reliés à votre téléphone, où que vous soyez.',
          icon: 'shield',
          points: ['Notifications en temps réel', 'Visiophone et serrures connectées', 'Détection fumée et inondation'],
        },
        {
          title: 'Gestion de l’énergie',
          description:
            'Suivi des consommations, délestage des gros appareils et pilotage de la production solaire et des batteries pendant les coupures.',
          icon: 'leaf',
          points: ['Compteurs par circuit', 'Délestage intelligent', 'Coordination solaire, onduleur et groupe'],
        },
      ],
    },
    {
      id: 'habitats',
      kind: 'features',
      eyebrow: 'Pour quel habitat',
      title: 'Une solution pour chaque type de logement',
      intro:
        'En construction neuve comme en rénovation, nous choisissons la technologie qui convient à votre bâtiment, sans travaux inutiles.',
      items: [
        {
          title: 'Villa et maison individuelle',
          description:
            'Installation complète, filaire en construction neuve ou radio en rénovation, de la climatisation au portail et à la piscine.',
          icon: 'home',
          points: [
            'Pilotage du portail et de l’arrosage',
            'Couplage avec l’installation solaire',
            'Extensible pièce par pièce',
          ],
        },
        {
          title: 'Appartement et résidence',
          description:
            'Solutions radio sans saignées, idéales pour un appartement à Cocody ou une résidence gérée, démontables en cas de déménagement.',
          icon: 'users',
          points: [
            'Pose rapide sans gros travaux',
            'Interphonie et accès partagés',
            'Gestion à distance pour les propriétaires bailleurs',
          ],
        },
        {
          title: 'Bureaux, commerces et hôtels',
          description:
            'Gestion technique du bâtiment à l’échelle d’un plateau de bureaux, d’une boutique ou d’un hôtel de 120\u00a0chambres à Assinie.',
          icon: 'hotel',
          points: [
            'Gestion des chambres selon l’occupation',
            'Horaires et programmations centralisés',
            'Supervision possible avec iSmart',
          ],
        },
      ],
    },
    {
      id: 'scenarios',
      kind: 'features',
      eyebrow: 'Scénarios',
      title: 'Six scénarios qui simplifient vos journées',
      intro:
        'Chaque scénario enchaîne plusieurs actions d’un seul geste, d’un horaire ou d’un capteur. Nous les ajustons à vos habitudes.',
      items: [
        {
          title: 'Réveil en douceur',
          description: 'La maison se réveille avec vous, progressivement, à l’heure que vous avez choisie.',
          icon: 'sun',
          points: [
            'Volets qui s’ouvrent peu à peu',
            'Lumière de la chambre en montée progressive',
            'Chauffe-eau et machine à café prêts',
          ],
        },
        {
          title: 'Départ de la maison',
          description: 'Un seul bouton près de la porte, ou votre téléphone, et tout se met en sécurité.',
          icon: 'leaf',
          points: [
            'Lumières et climatiseurs éteints',
            'Volets fermés et alarme activée',
            'Prises non essentielles coupées',
          ],
        },
        {
          title: 'Retour à la maison',
          description:
            'À votre approche, la maison se prépare pour que vous entriez dans un intérieur frais et éclairé.',
          icon: 'home',
          points: [
            'Climatisation lancée avant l’arrivée',
            'Portail et éclairage extérieur ouverts',
            'Alarme désactivée',
          ],
        },
        {
          title: 'Soirée cinéma',
          description: 'Le salon passe en mode projection pour un film ou un match, sans chercher cinq télécommandes.',
          icon: 'monitor',
          points: [
            'Lumières tamisées et volets baissés',
            'Écran, vidéoprojecteur et son allumés',
            'Climatisation en mode silencieux',
          ],
        },
        {
          title: 'Mode nuit',
          description: 'Au coucher, la maison se ferme et veille sur votre sommeil.',
          icon: 'shield',
          points: [
            'Alarme périmétrique activée',
            'Veilleuses de circulation à faible intensité',
            'Climatisation réglée pour la nuit',
          ],
        },
        {
          title: 'Mode vacances',
          description: 'Pendant votre absence, la maison reste protégée et donne l’impression d’être habitée.',
          icon: 'lightbulb',
          points: [
            'Simulation de présence par l’éclairage',
            'Arrosage programmé',
            'Alertes et images envoyées sur votre téléphone',
          ],
        },
      ],
    },
    {
      id: 'technologies',
      kind: 'features',
      eyebrow: 'Technologies',
      title: 'Des protocoles ouverts et éprouvés',
      intro:
        'Nous ne vous enfermons pas dans une marque. Selon le bâtiment, nous combinons un bus filaire robuste et des technologies radio, réunis dans une seule application.',
      items: [
        {
          title: 'KNX/EIB',
          description:
            'Le standard international du bâtiment, filaire et décentralisé, pour les constructions neuves et les projets exigeants qui doivent durer.',
          icon: 'network',
        },
        {
          title: 'Z-Wave',
          description:
            'Réseau radio maillé basse consommation, avec un large choix de modules certifiés interopérables, adapté à la rénovation.',
          icon: 'radio-tower',
        },
        {
          title: 'Zigbee',
          description:
            'Radio maillée très répandue pour l’éclairage, les capteurs et les prises connectées, économe en énergie et rapide à déployer.',
          icon: 'radio-tower',
        },
        {
          title: 'WiFi',
          description:
            'Pour les caméras, la climatisation connectée et les équipements multimédias, sur un réseau domestique sécurisé et bien couvert.',
          icon: 'network',
        },
        {
          title: 'EnOcean',
          description:
            'Interrupteurs et capteurs sans fil et sans pile, alimentés par l’énergie de l’appui ou de la lumière, sans aucune maintenance.',
          icon: 'leaf',
        },
        {
          title: 'Thread/Matter',
          description:
            'Le nouveau standard commun des grands acteurs de la maison connectée, pour des équipements compatibles entre marques et pérennes.',
          icon: 'cpu',
        },
      ],
    },
    {
      id: 'avantages',
      kind: 'features',
      eyebrow: 'Avantages',
      title: 'Ce que la domotique change au quotidien',
      items: [
        {
          title: 'Confort',
          description: 'Fraîcheur, lumière et ambiance réglées automatiquement, pièce par pièce, sans y penser.',
          icon: 'home',
        },
        {
          title: 'Économies d’énergie',
          description:
            'La climatisation et l’éclairage ne fonctionnent que lorsqu’ils sont utiles, et vous suivez votre consommation en temps réel.',
          icon: 'leaf',
        },
        {
          title: 'Sécurité',
          description:
            'Alarme, caméras et détecteurs vous alertent immédiatement et vous permettent d’agir à distance.',
          icon: 'shield',
        },
        {
          title: 'Résilience aux coupures',
          description:
            'Lors d’une coupure du réseau CIE, les circuits prioritaires basculent sur batterie ou groupe et les gros appareils sont délestés.',
          icon: 'zap',
        },
        {
          title: 'Valorisation du bien',
          description: 'Un logement connecté, économe et sécurisé se loue et se revend mieux.',
          icon: 'target',
        },
        {
          title: 'Accessibilité',
          description:
            'Commandes à la voix et scénarios simples facilitent la vie des personnes âgées ou à mobilité réduite et rassurent leurs proches.',
          icon: 'heart-pulse',
        },
      ],
    },
    {
      id: 'rentabilite',
      kind: 'figures',
      eyebrow: 'Retour sur investissement',
      title: 'Un investissement qui se rembourse',
      intro:
        'Ordres de grandeur constatés sur nos installations résidentielles et tertiaires, à confirmer par l’audit de votre logement.',
      figures: [
        {
          value: '20 à 30\u00a0%',
          label: 'D’économies d’énergie',
          detail: 'Grâce à la régulation de la climatisation, de l’éclairage et au délestage',
        },
        {
          value: '+15\u00a0%',
          label: 'De valeur immobilière',
          detail: 'Plus-value constatée pour un logement équipé et documenté',
        },
        {
          value: '5 à 8\u00a0ans',
          label: 'D’amortissement',
          detail: 'Selon la taille du logement et le niveau d’équipement',
        },
        {
          value: '10+\u00a0ans',
          label: 'De durée de vie du système',
          detail: 'Avec des protocoles standards et une maintenance régulière',
        },
      ],
    },
    {
      id: 'processus',
      kind: 'process',
      eyebrow: 'Notre méthode',
      title: 'Votre projet domotique en cinq étapes',
      steps: [
        {
          title: 'Audit gratuit et écoute de vos besoins',
          description:
            'Visite de votre logement ou de vos locaux, relevé de l’installation électrique et discussion de vos habitudes et priorités.',
          details: ['Visite sur site sans engagement', 'Liste des scénarios souhaités'],
        },
        {
          title: 'Conception et devis',
          description:
            'Choix des technologies, plan d’implantation des équipements et devis détaillé, évolutif par étapes si vous le souhaitez.',
          details: ['Plan d’implantation', 'Chiffrage par lot'],
        },
        {
          title: 'Installation',
          description:
            'Pose des modules, capteurs et passerelles par nos électriciens, dans le respect de la norme NF C 15-100 et de la propreté de votre intérieur.',
          details: ['Tableau électrique mis à niveau si nécessaire', 'Protection contre les surtensions'],
        },
        {
          title: 'Programmation et mise en service',
          description:
            'Paramétrage des scénarios, de l’application et des accès de chaque membre du foyer, puis tests de chaque fonction.',
          details: ['Scénarios ajustés à vos horaires', 'Contrôle des alertes à distance'],
        },
        {
          title: 'Formation et suivi',
          description:
            'Prise en main avec toute la famille, dossier de l’installation, puis assistance et mises à jour dans la durée.',
          details: ['Assistance par téléphone et à distance', 'Contrat de maintenance en option'],
        },
      ],
    },
    {
      id: 'contact',
      kind: 'cta',
      title: 'Prêt à rendre votre maison intelligente\u202f?',
      text: 'Un intégrateur visite votre logement, vous propose les scénarios adaptés à votre quotidien et chiffre l’installation, sans engagement.',
      actions: [
        { label: 'Réserver ma visite domotique', dialog: 'quote', preset: { service: 'Domotique' }, primary: true },
        { label: 'Accompagnement domotique', dialog: 'consultation', preset: { consultationType: 'smart-home' } },
      ],
    },
  ],
};
