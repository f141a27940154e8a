import type { DetailPage } from '../blocks';

export const page: DetailPage = {
  heroFigures: [
    {
      value: '+40\u00a0%',
      label: 'De productivité',
      detail: 'Gain de cadence observé après automatisation ou rétrofit d’une ligne',
    },
    {
      value: '20\u00a0%',
      label: 'D’économies',
      detail: 'Sur l’énergie et les coûts d’exploitation des installations automatisées',
    },
    { value: '24/7', label: 'Télé-assistance', detail: 'Diagnostic à distance et astreinte de nos automaticiens' },
  ],
  blocks: [
    {
      id: 'prestations',
      kind: 'features',
      eyebrow: 'Ce que nous faisons',
      title: 'L’automatisation de vos procédés, de l’analyse fonctionnelle à la maintenance',
      intro:
        'Nos automaticiens conçoivent, programment et mettent en service des systèmes de commande fiables, puis les maintiennent dans la durée pour que vos lignes tournent à pleine cadence.',
      items: [
        {
          title: 'Analyse fonctionnelle et cahier des charges',
          description:
            'Nous formalisons avec vos équipes de production le fonctionnement attendu, les modes de marche et d’arrêt, et les exigences de sécurité.',
          icon: 'target',
          points: ['GRAFCET et analyses fonctionnelles', 'Analyse des risques machine', 'Liste des entrées et sorties'],
        },
        {
          title: 'Programmation d’automates (API)',
          description:
            'Développement structuré et commenté des programmes d’automates, testés en simulation avant toute intervention sur site.',
          icon: 'cpu',
          points: [
            'Langages de la norme CEI 61131-3',
            'Bibliothèques de fonctions réutilisables',
            'Programmes sources remis au client',
          ],
        },
        {
          title: 'Supervision SCADA et IHM',
          description:
            'Écrans de conduite clairs, alarmes hiérarchisées, historiques et rapports de production pour piloter l’atelier en temps réel.',
          icon: 'monitor',
          points: [
            'Pupitres tactiles au plus près des machines',
            'Poste de supervision centralisé',
            'Indicateurs de rendement (TRS)',
          ],
        },
        {
          title: 'Armoires de commande et variateurs',
          description:
            'Étude, câblage en atelier et essais des armoires électriques, avec variateurs de vitesse pour adapter les moteurs au juste besoin.',
          icon: 'zap',
          points: [
            'Schémas électriques et nomenclatures',
            'Essais en atelier avant livraison',
            'Variateurs et démarreurs progressifs',
          ],
        },
        {
          title: 'Rétrofit de lignes existantes',
          description:
            'Remplacement d’automates obsolètes et de câblages à relais, en reprenant le fonctionnement existant et en limitant l’arrêt de production.',
          icon: 'wrench',
          points: [
            'Relevé et reprise des programmes existants',
            'Bascule pendant les arrêts planifiés',
            'Pièces de rechange à nouveau disponibles',
          ],
        },
        {
          title: 'Maintenance et télé-assistance',
          description:
            'Contrats de maintenance préventive, sauvegarde des programmes et accès distant sécurisé pour diagnostiquer une panne sans attendre.',
          icon: 'headset',
          points: [
            'Réponse en 15\u00a0minutes aux incidents critiques',
            'Intervention sur site en moins de 2\u00a0h à Abidjan',
            'Sauvegarde et versionnage des programmes',
          ],
        },
      ],
    },
    {
      id: 'secteurs',
      kind: 'features',
      eyebrow: 'Pour qui',
      title: 'Des industriels et des exploitants de toutes tailles',
      intro:
        'De la petite unité de conditionnement à la station de pompage régionale, nous adaptons le niveau d’automatisation à votre production et à votre budget.',
      items: [
        {
          title: 'Agro-industrie',
          description:
            'Transformation du cacao, de l’anacarde et de l’huile de palme, boissons et conditionnement, où la cadence et la traçabilité font la marge.',
          icon: 'leaf',
        },
        {
          title: 'Industrie manufacturière',
          description:
            'Plasturgie, matériaux de construction, emballage et chimie, avec des machines spéciales et des lignes à synchroniser.',
          icon: 'factory',
        },
        {
          title: 'Eau et énergie',
          description:
            'Stations de pompage, traitement de l’eau, groupes électrogènes et centrales solaires, pilotés et surveillés à distance.',
          icon: 'activity',
        },
        {
          title: 'Bâtiments et infrastructures',
          description:
            'Gestion technique de bâtiments tertiaires, hôpitaux et sites publics, avec l’automatisation de la climatisation et de l’éclairage.',
          icon: 'landmark',
        },
      ],
    },
    {
      id: 'processus',
      kind: 'process',
      eyebrow: 'Comment nous travaillons',
      title: 'Un projet d’automatisme en six étapes',
      intro:
        'Chaque étape se termine par un livrable validé avec vous, pour qu’aucune surprise n’apparaisse à la mise en service.',
      steps: [
        {
          title: 'Audit et analyse fonctionnelle',
          description:
            'Visite de l’installation, mesure des cadences et des arrêts, puis rédaction de l’analyse fonctionnelle avec vos équipes.',
          details: ['Relevé des temps de cycle et des causes d’arrêt', 'Objectifs chiffrés de productivité'],
        },
        {
          title: 'Conception électrique et logicielle',
          description:
            'Architecture de commande, choix des automates et des réseaux, schémas électriques et structure des programmes.',
          details: ['Schémas et nomenclatures', 'Architecture réseau industriel'],
        },
        {
          title: 'Programmation et simulation',
          description:
            'Écriture des programmes et des écrans de supervision, testés sur plateforme avec une simulation du procédé.',
          details: ['Tests de chaque mode de marche', 'Validation des écrans avec les opérateurs'],
        },
        {
          title: 'Essais en atelier et sur site',
          description:
            'Essais d’armoire en atelier (FAT), puis essais sur site (SAT) des entrées, sorties, sécurités et séquences.',
          details: ['Procès-verbaux d’essais', 'Contrôle des circuits de sécurité'],
        },
        {
          title: 'Mise en service et formation',
          description:
            'Démarrage accompagné de la production, réglages fins et formation des opérateurs et des techniciens de maintenance.',
          details: ['Présence de nos automaticiens au démarrage', 'Dossier technique et programmes sources'],
        },
        {
          title: 'Suivi et maintenance',
          description:
            'Mesure des gains obtenus, maintenance préventive et télé-assistance pour garder l’installation à son meilleur niveau.',
          details: ['Bilan des gains après trois mois', 'Contrat de maintenance sur mesure'],
        },
      ],
    },
    {
      id: 'normes',
      kind: 'chips',
      eyebrow: 'Normes',
      title: 'Des installations conformes et sûres',
      intro:
        'Nos études, nos armoires et nos programmes respectent les normes de sécurité des machines et de l’électricité industrielle, dans le cadre de notre système qualité certifié ISO\u00a09001:2015.',
      chips: [
        'CEI 61131-3 (langages des automates)',
        'CEI 60848 (GRAFCET)',
        'CEI 60204-1 (équipement électrique des machines)',
        'ISO 13849-1 (sécurité des systèmes de commande)',
        'CEI 62061 (sécurité fonctionnelle)',
        'CEI 61439 (ensembles d’appareillage basse tension)',
        'CEI 62443 (cybersécurité industrielle)',
        'NF C 15-100',
        'ISO 9001:2015',
      ],
    },
    {
      id: 'equipements',
      kind: 'chips',
      eyebrow: 'Équipements et protocoles',
      title: 'Le matériel que nous mettons en œuvre',
      intro:
        'Nous travaillons avec les grandes gammes d’automates du marché et choisissons le matériel selon votre parc existant, la disponibilité des pièces en Côte d’Ivoire et les compétences de vos équipes.',
      chips: [
        'Automates modulaires et compacts',
        'Modules d’entrées et sorties déportées',
        'Automates et relais de sécurité',
        'Pupitres IHM tactiles',
        'Logiciels de supervision SCADA',
        'Variateurs de vitesse',
        'Démarreurs progressifs',
        'Capteurs de pression, débit, niveau et température',
        'Profinet',
        'EtherNet/IP',
        'Modbus TCP et RTU',
        'OPC UA',
        'Passerelles IoT vers iSmart',
      ],
    },
    {
      id: 'cas',
      kind: 'cases',
      eyebrow: 'Réalisations',
      title: 'Des gains mesurés sur le terrain',
      intro: 'Trois projets représentatifs, décrits sans nommer nos clients.',
      cases: [
        {
          title: 'Rétrofit d’une ligne d’ensachage de cacao',
          sector: 'Agro-industrie',
          scale: '1\u00a0ligne, 3\u00a0machines',
          result: '+40\u00a0% de cadence',
          description:
            'Une unité de conditionnement de la zone portuaire d’Abidjan tournait avec un automate obsolète et de nombreux arrêts. Nous avons remplacé la commande, synchronisé peseuse, ensacheuse et convoyeur, et ajouté une supervision.',
          facts: [
            { label: 'Défi', value: 'Automate sans pièces de rechange, arrêts quotidiens' },
            { label: 'Solution', value: 'Nouvel automate, IHM tactile, supervision des arrêts' },
            { label: 'Durée', value: 'Bascule réalisée en 4\u00a0jours d’arrêt planifié' },
          ],
        },
        {
          title: 'Télégestion d’une station de pompage',
          sector: 'Eau',
          scale: '4\u00a0pompes de 75\u00a0kW',
          result: '20\u00a0% d’énergie économisée',
          description:
            'Une station d’adduction d’eau près de Bouaké fonctionnait en marche forcée. Des variateurs de vitesse et une régulation sur la pression, pilotés depuis un poste SCADA, adaptent désormais le débit à la demande.',
          facts: [
            { label: 'Solution', value: 'Variateurs, régulation de pression, SCADA et alertes SMS' },
            { label: 'Impact', value: 'Moins de coups de bélier et de casses de conduites' },
            { label: 'Retour sur investissement', value: 'Environ 2\u00a0ans' },
          ],
        },
        {
          title: 'Automatisation d’une huilerie de palme',
          sector: 'Industrie',
          scale: '2\u00a0000\u00a0m² d’atelier',
          result: '-60\u00a0% d’arrêts non planifiés',
          description:
            'Une huilerie de la région de San Pedro a remplacé ses commandes à relais par une architecture d’automates en réseau, avec un suivi en temps réel des températures de stérilisation et des pressions.',
          facts: [
            { label: 'Défi', value: 'Câblage à relais difficile à dépanner' },
            { label: 'Solution', value: 'Automates en réseau, IHM, historiques de production' },
            { label: 'Intervention', value: 'Travaux pendant l’intercampagne' },
          ],
        },
      ],
    },
    {
      id: 'contact',
      kind: 'cta',
      title: 'Combien votre ligne peut-elle gagner\u202f?',
      text: 'Nos automaticiens analysent votre installation, estiment les gains de productivité et d’énergie, et vous remettent une proposition chiffrée.',
      actions: [
        {
          label: 'Demander une étude d’automatisation',
          dialog: 'quote',
          preset: { service: 'Automatisme' },
          primary: true,
        },
        {
          label: 'Conseil en automatisme sur site',
          dialog: 'consultation',
          preset: { consultationType: 'automation', consultationMode: 'onsite' },
        },
      ],
    },
  ],
};
