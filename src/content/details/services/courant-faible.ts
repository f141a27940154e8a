import type { DetailPage } from '../blocks';

export const page: DetailPage = {
  heroFigures: [
    { value: '500+', label: 'Projets réalisés', detail: 'Depuis 2009, en Côte d’Ivoire' },
    { value: '2\u00a0h', label: 'Intervention d’urgence', detail: 'Sur les systèmes de sûreté' },
    { value: '24/7', label: 'Astreinte et supervision' },
    { value: 'APSAD', label: 'Certification sûreté et incendie' },
  ],
  blocks: [
    {
      kind: 'features',
      id: 'prestations',
      eyebrow: 'Ce que nous faisons',
      title: 'Nos prestations en courant faible',
      intro:
        'Réseaux, sûreté, sécurité incendie et communication\u202f: nous concevons, installons et maintenons les systèmes qui rendent vos bâtiments sûrs et connectés.',
      items: [
        {
          title: 'Câblage structuré et fibre optique',
          description:
            'Réseaux cuivre catégorie 6A et fibre optique multimode ou monomode, baies de brassage et rocades entre bâtiments, certifiés lien par lien.',
          icon: 'network',
          points: [
            'Recette au certificateur, rapport par prise',
            'Repérage et plans de brassage',
            'Liaisons fibre entre bâtiments',
          ],
        },
        {
          title: 'Vidéosurveillance IP',
          description:
            'Caméras fixes, dômes et thermiques, enregistreurs et logiciel de supervision, avec consultation sécurisée à distance.',
          icon: 'monitor',
          points: [
            'Étude de couverture et de résolution',
            'Vision de nuit et analyse vidéo',
            'Durée de conservation paramétrée',
          ],
        },
        {
          title: 'Contrôle d’accès et anti-intrusion',
          description:
            'Badges, lecteurs biométriques, tourniquets, barrières et alarmes intrusion, avec des droits gérés par profil et par horaire.',
          icon: 'badge-check',
          points: [
            'Gestion centralisée des badges',
            'Interphonie et visiophonie IP',
            'Transmission des alarmes vers un poste de garde',
          ],
        },
        {
          title: 'Détection et alarme incendie',
          description:
            'Systèmes de sécurité incendie adressables\u202f: détecteurs, déclencheurs manuels, diffuseurs sonores et asservissements du désenfumage.',
          icon: 'shield',
          points: [
            'Centrales adressables',
            'Asservissement des portes et du désenfumage',
            'Essais périodiques et registre de sécurité',
          ],
        },
        {
          title: 'Téléphonie IP et communications',
          description:
            'Autocommutateurs IP, postes fixes et logiciels, standard automatique et intégration des mobiles pour joindre vos équipes partout.',
          icon: 'headset',
          points: ['Standard et serveur vocal', 'Postes IP alimentés en PoE', 'Enregistrement des appels sur demande'],
        },
        {
          title: 'Sonorisation et diffusion',
          description:
            'Sonorisation des bâtiments, messages d’évacuation, appel de personnes et distribution de télévision pour hôtels et établissements de santé.',
          icon: 'radio-tower',
          points: [
            'Sonorisation de sécurité',
            'Zones et priorités de diffusion',
            'Distribution TV par IP ou satellite',
          ],
        },
      ],
    },
    {
      kind: 'features',
      id: 'secteurs',
      eyebrow: 'Pour qui',
      title: 'Des systèmes pensés pour votre activité',
      items: [
        {
          title: 'Bureaux et sièges sociaux',
          description:
            'Réseau certifié pour chaque poste, contrôle d’accès par étage et téléphonie unifiée entre les sites.',
          icon: 'landmark',
        },
        {
          title: 'Hôtellerie',
          description:
            'Wi-Fi et télévision en chambre, vidéosurveillance des parties communes et détection incendie adressable.',
          icon: 'hotel',
        },
        {
          title: 'Santé',
          description:
            'Appel malade, contrôle d’accès des zones sensibles et sécurité incendie adaptée aux patients non autonomes.',
          icon: 'heart-pulse',
        },
        {
          title: 'Industrie et logistique',
          description:
            'Sûreté périmétrique, caméras thermiques, accès véhicules et liaisons fibre sur les sites étendus.',
          icon: 'factory',
        },
        {
          title: 'Commerce',
          description:
            'Vidéosurveillance des caisses et des réserves, alarme intrusion et sonorisation d’ambiance et de sécurité.',
          icon: 'shopping-cart',
        },
        {
          title: 'Établissements publics et scolaires',
          description: 'Systèmes robustes, simples à exploiter et documentés pour les équipes techniques sur place.',
          icon: 'users',
        },
      ],
    },
    {
      kind: 'process',
      id: 'processus',
      eyebrow: 'Comment',
      title: 'Notre démarche, de l’analyse des risques à la supervision',
      steps: [
        {
          title: 'Analyse des besoins et des risques',
          description:
            'Visite du site, analyse des risques et des flux de personnes, inventaire des équipements existants et des usages.',
          details: ['Relevé des locaux techniques', 'Cartographie des zones sensibles', 'Audit du réseau existant'],
        },
        {
          title: 'Conception',
          description:
            'Plans de câblage, implantation des caméras et des détecteurs, architecture réseau, schémas de principe et cahier des charges.',
          details: ['Plans d’implantation', 'Synoptique réseau', 'Matrice des asservissements incendie'],
        },
        {
          title: 'Installation',
          description:
            'Chemins de câbles, tirage, raccordement et pose des équipements par nos techniciens, dans le respect des séparations entre courants.',
        },
        {
          title: 'Recette et paramétrage',
          description:
            'Certification des liens, essais des scénarios incendie, paramétrage des droits d’accès et des enregistrements vidéo.',
        },
        {
          title: 'Formation et documentation',
          description:
            'Formation des agents de sécurité et des administrateurs, remise des plans, des rapports de recette et des accès administrateur.',
        },
        {
          title: 'Maintenance et supervision',
          description:
            'Contrat de maintenance, mises à jour de sécurité des équipements connectés, supervision à distance et astreinte 24/7.',
        },
      ],
    },
    {
      kind: 'chips',
      id: 'normes',
      eyebrow: 'Conformité',
      title: 'Normes et référentiels appliqués',
      intro:
        'Câblage selon l’ISO/IEC 11801 et l’EN 50173, détection incendie selon l’EN 54 et les règles APSAD, vidéosurveillance selon la NF EN 62676\u202f: des installations documentées et vérifiables.',
      chips: [
        'ISO/IEC 11801',
        'EN 50173',
        'EN 50174',
        'TIA-568',
        'EN 54',
        'NF S 61-970',
        'NF S 61-932',
        'NF EN 62676',
        'APSAD R7',
        'APSAD R81',
        'APSAD R82',
        'ONVIF',
      ],
    },
    {
      kind: 'chips',
      id: 'equipements',
      eyebrow: 'Matériel',
      title: 'Les équipements que nous installons',
      chips: [
        'Cuivre catégorie 6A',
        'Fibre optique OM4 et OS2',
        'Baies et panneaux de brassage',
        'Commutateurs PoE+',
        'Caméras IP et thermiques',
        'Enregistreurs NVR',
        'Lecteurs RFID et biométriques',
        'Centrales incendie adressables',
        'Détecteurs optiques de fumée',
        'IPBX et postes IP',
        'Onduleurs',
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
          title: 'Réseau et sûreté d’un siège social',
          sector: 'Tertiaire',
          scale: '12\u00a0étages',
          result: '1\u00a0200\u00a0prises certifiées catégorie 6A',
          description:
            'Pour le nouveau siège d’un groupe de services au Plateau, nous avons livré le câblage, la fibre entre étages, le contrôle d’accès et la détection incendie, coordonnés avec les autres corps d’état.',
          facts: [
            { label: 'Défi', value: 'Livraison avant l’emménagement de 600\u00a0collaborateurs' },
            { label: 'Solution', value: 'Câblage 6A, rocades fibre, 40\u00a0accès à badge, SSI adressable' },
            { label: 'Durée', value: '12\u00a0semaines' },
            { label: 'Impact', value: 'Tous les liens certifiés dès la recette' },
          ],
        },
        {
          title: 'Vidéosurveillance et contrôle d’accès d’une plateforme logistique',
          sector: 'Industrie et logistique',
          scale: '25\u00a0000\u00a0m²',
          result: 'Incidents de sûreté divisés par trois en six mois',
          description:
            'Une plateforme logistique de la zone portuaire de San Pedro subissait des vols de marchandises la nuit. Nous avons déployé une vidéosurveillance supervisée et un contrôle des accès véhicules.',
          facts: [
            { label: 'Défi', value: 'Site étendu, activité de nuit, éclairage faible' },
            {
              label: 'Solution',
              value: '64\u00a0caméras dont 8\u00a0thermiques, 6\u00a0accès véhicules à badge, fibre entre bâtiments',
            },
            { label: 'Durée', value: '9\u00a0semaines' },
            { label: 'Suivi', value: 'Maintenance et supervision à distance' },
          ],
        },
      ],
    },
    {
      kind: 'cta',
      id: 'contact',
      title: 'Un projet de réseau, de sûreté ou de sécurité incendie\u202f?',
      text: 'Décrivez votre site et vos besoins\u202f: nous vous adressons une proposition chiffrée, ou un expert vous aide à définir le bon système.',
      actions: [
        {
          label: 'Recevoir un devis courant faible',
          dialog: 'quote',
          preset: { service: 'Courant faible' },
          primary: true,
        },
        { label: 'Parler à un expert sûreté et réseaux', dialog: 'consultation', preset: { consultationType: 'tech' } },
      ],
    },
  ],
};
