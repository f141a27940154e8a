import type { DetailPage } from '../blocks';

export const page: DetailPage = {
  dashboard: {
    title: 'iSmart — Supervision multisite',
    figures: [
      { value: '247', label: 'Équipements supervisés' },
      { value: '12', label: 'Alertes actives' },
      { value: '+28\u00a0%', label: 'Efficacité énergétique', detail: 'Gain mesuré sur 12\u00a0mois de supervision' },
    ],
    lines: [
      { label: 'Groupe de froid — Clinique, Cocody', status: 'Normal' },
      { label: 'Onduleur 80\u00a0kVA — Salle serveur, Plateau', status: 'Alerte\u202f: autonomie batterie 62\u00a0%' },
      { label: 'Groupe électrogène — Entrepôt, Vridi', status: 'Maintenance prévue sous 5\u00a0jours' },
      { label: 'Tableau général basse tension — Hôtel, Assinie', status: 'Surconsommation détectée' },
    ],
    caption:
      'Illustration avec des données fictives\u202f: votre tableau de bord reprend vos propres sites et équipements.',
  },
  blocks: [
    {
      id: 'fonctionnalites',
      kind: 'features',
      eyebrow: 'Fonctionnalités',
      title: 'Tout ce qu’il faut pour superviser vos sites à distance',
      intro:
        'iSmart relie vos équipements techniques à une plateforme unique, analyse leurs données en continu et prévient la bonne personne avant que la panne ne touche votre activité.',
      items: [
        {
          title: 'Supervision en temps réel',
          description:
            'Températures, puissances, pressions et états de marche remontent chaque seconde sur un tableau de bord accessible depuis un ordinateur ou un téléphone.',
          icon: 'monitor',
        },
        {
          title: 'Alertes intelligentes',
          description:
            'Les seuils s’adaptent au fonctionnement normal de chaque équipement et les alertes sont hiérarchisées, pour signaler l’anomalie utile et non le bruit.',
          icon: 'radio-tower',
        },
        {
          title: 'Maintenance prédictive',
          description:
            'L’intelligence artificielle repère les dérives annonciatrices de panne — vibrations, échauffements, cycles anormaux — et propose une intervention planifiée.',
          icon: 'cpu',
        },
        {
          title: 'Pilotage énergétique',
          description:
            'Consommations par site, par usage et par équipement, comparées aux tarifs CIE, pour traquer les surconsommations et les dépassements de puissance souscrite.',
          icon: 'zap',
        },
        {
          title: 'Continuité électrique',
          description:
            'Suivi des coupures réseau, du basculement sur groupe électrogène, du niveau de carburant et de l’autonomie des onduleurs, site par site.',
          icon: 'activity',
        },
        {
          title: 'Rapports et historique',
          description:
            'Rapports mensuels automatiques, historique complet par équipement et export des données pour vos audits, vos assureurs et vos prestataires.',
          icon: 'badge-check',
        },
      ],
    },
    {
      id: 'resultats',
      kind: 'figures',
      eyebrow: 'Résultats',
      title: 'Ce que la supervision change au quotidien',
      intro:
        'Résultats moyens observés chez nos clients tertiaires et industriels après une année d’exploitation d’iSmart.',
      figures: [
        {
          value: '−45\u00a0%',
          label: 'd’arrêts imprévus',
          detail: 'Les dérives sont traitées avant de devenir des pannes.',
        },
        {
          value: '−25\u00a0%',
          label: 'sur la facture d’énergie',
          detail: 'Grâce au suivi des consommations et des dépassements.',
        },
        {
          value: '15\u00a0min',
          label: 'pour qualifier une alerte critique',
          detail: 'Par notre centre de support, 24\u00a0h/24 et 7\u00a0j/7.',
        },
        {
          value: '99,9\u00a0%',
          label: 'de disponibilité de la plateforme',
          detail: 'Hébergement redondé et sauvegardes quotidiennes.',
        },
      ],
    },
    {
      id: 'usages',
      kind: 'tabs',
      eyebrow: 'Cas d’usage',
      title: 'Une supervision adaptée à chaque environnement',
      intro: 'Choisissez votre contexte pour voir ce qu’iSmart surveille et les décisions qu’il vous aide à prendre.',
      defaultTab: 'buildings',
      tabs: [
        {
          id: 'buildings',
          label: 'Bâtiments',
          title: 'Immeubles de bureaux, hôtels et centres commerciaux',
          description:
            'Dans un bâtiment tertiaire, la climatisation représente souvent plus de la moitié de la facture d’électricité. iSmart suit les installations de chauffage, ventilation et climatisation, l’éclairage et les comptages pour garder le confort en maîtrisant les coûts.',
          points: [
            'Supervision des groupes d’eau glacée, centrales de traitement d’air et systèmes VRV',
            'Comptage divisionnaire par étage, par locataire ou par usage',
            'Détection des climatiseurs restés en marche hors occupation',
            'Suivi de la qualité de l’air intérieur\u202f: température, humidité et CO₂',
          ],
        },
        {
          id: 'critical',
          label: 'Sites critiques',
          title: 'Data centers, cliniques et salles techniques',
          description:
            'Quand une minute d’arrêt coûte cher, chaque paramètre compte. iSmart surveille la chaîne d’alimentation et le refroidissement de bout en bout et déclenche l’escalade vers l’astreinte dès qu’un seuil critique est franchi.',
          points: [
            'Onduleurs, batteries, groupes électrogènes et inverseurs de source',
            'Climatisation de précision et températures baie par baie',
            'Escalade automatique par SMS, appel et e-mail jusqu’à l’acquittement',
            'Prise en charge des alertes critiques par notre support en 15\u00a0minutes',
          ],
        },
        {
          id: 'networks',
          label: 'Réseaux',
          title: 'Réseaux informatiques, télécoms et sécurité',
          description:
            'Les équipements courant faible sont le système nerveux du bâtiment. iSmart vérifie en permanence la disponibilité des commutateurs, des liaisons, des caméras et des contrôles d’accès, et signale toute dégradation.',
          points: [
            'Supervision SNMP des commutateurs, routeurs, pare-feu et points d’accès Wi-Fi',
            'Disponibilité des caméras, enregistreurs et centrales d’alarme',
            'Suivi de la bande passante et des liaisons de secours',
            'Inventaire à jour des équipements actifs, site par site',
          ],
        },
        {
          id: 'iot',
          label: 'IoT',
          title: 'Capteurs connectés et équipements isolés',
          description:
            'Pour les sites sans gestion technique centralisée, des capteurs sans fil autonomes suffisent à démarrer la supervision, sans travaux lourds ni câblage. Ils fonctionnent aussi en zone isolée grâce aux réseaux LoRaWAN et 4G.',
          points: [
            'Capteurs de température, d’humidité, de présence et de fuite d’eau',
            'Compteurs d’énergie et d’eau communicants',
            'Passerelles LoRaWAN et 4G pour les sites éloignés',
            'Piles longue durée et alertes de batterie faible',
          ],
        },
      ],
    },
    {
      id: 'technologies',
      kind: 'features',
      eyebrow: 'Technologies',
      title: 'Une plateforme construite pour les données industrielles',
      items: [
        {
          title: 'Intelligence artificielle',
          description:
            'Des modèles d’apprentissage entraînés sur l’historique de chaque équipement prédisent les défaillances avec une précision de 95\u00a0%.',
          icon: 'cpu',
          points: [
            '95\u00a0% de précision des prédictions',
            'Détection d’anomalies sans seuil fixe',
            'Modèles réentraînés en continu',
          ],
        },
        {
          title: 'Big data',
          description:
            'Une base de séries temporelles conçue pour absorber plus d’un million de points de mesure par seconde et conserver des années d’historique.',
          icon: 'activity',
          points: [
            '1M+ points de données par seconde',
            'Historique consultable sur plusieurs années',
            'Agrégations instantanées par site ou par usage',
          ],
        },
        {
          title: 'Sécurité',
          description:
            'Données chiffrées en AES\u00a0256 en transit et au repos, accès par rôle et traitement conforme au RGPD.',
          icon: 'shield',
          points: ['Chiffrement AES\u00a0256', 'Conformité RGPD', 'Journal de chaque action et authentification forte'],
        },
      ],
    },
    {
      id: 'protocoles',
      kind: 'chips',
      eyebrow: 'Compatibilité',
      title: 'Compatible avec vos équipements existants',
      intro:
        'iSmart se raccorde aux protocoles standards du bâtiment et de l’industrie, quelle que soit la marque de vos équipements.',
      chips: ['Modbus RTU et TCP', 'BACnet/IP', 'KNX', 'SNMP', 'MQTT', 'OPC UA', 'M-Bus', 'LoRaWAN', '4G'],
    },
    {
      id: 'deploiement',
      kind: 'process',
      eyebrow: 'Déploiement',
      title: 'Votre preuve de concept en 14\u00a0jours',
      intro:
        'Avant tout engagement, nous raccordons un périmètre pilote de votre site pour que vous jugiez sur vos propres données.',
      steps: [
        {
          title: 'Cadrage',
          description:
            'Nous choisissons avec vous le site pilote, les équipements à surveiller et les indicateurs de réussite.',
          details: ['Visite technique', 'Liste des points de mesure', 'Objectifs chiffrés'],
        },
        {
          title: 'Raccordement',
          description:
            'Nos techniciens installent la passerelle et les capteurs nécessaires, sans interrompre votre exploitation.',
          details: ['Passerelle sécurisée', 'Capteurs sans fil si besoin', 'Tests de communication'],
        },
        {
          title: 'Supervision',
          description:
            'Les données remontent sur votre tableau de bord et les premières alertes sont paramétrées avec vos équipes.',
          details: ['Accès utilisateurs', 'Seuils et escalades', 'Formation de prise en main'],
        },
        {
          title: 'Bilan',
          description:
            'Au quatorzième jour, nous présentons les anomalies détectées, les économies identifiées et la proposition de déploiement.',
          details: ['Rapport de preuve de concept', 'Gains estimés', 'Plan de déploiement'],
        },
      ],
    },
    {
      id: 'essai',
      kind: 'cta',
      title: 'Testez iSmart sur votre propre site',
      text: 'Quatorze jours pour raccorder un périmètre pilote, voir vos équipements en temps réel et mesurer ce que la supervision vous apporte, avant tout engagement.',
      actions: [
        {
          label: 'Lancer ma preuve de concept',
          dialog: 'demo',
          preset: { solution: 'iSmart', requestType: 'poc' },
          primary: true,
        },
      ],
    },
  ],
};
