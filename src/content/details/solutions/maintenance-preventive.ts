import type { DetailPage } from '../blocks';

const service = 'Maintenance préventive';

export const page: DetailPage = {
  blocks: [
    {
      id: 'benefices',
      kind: 'figures',
      eyebrow: 'Bénéfices',
      title: 'Prévenir coûte moins cher que réparer',
      intro:
        'Sous un climat chaud et humide, avec des coupures réseau fréquentes, les équipements s’usent vite. Un entretien planifié change la donne\u202f: résultats moyens constatés chez nos clients sous contrat.',
      figures: [
        {
          value: '−70\u00a0%',
          label: 'de pannes imprévues',
          detail: 'Les défauts sont repérés et corrigés lors des visites.',
        },
        {
          value: '+30\u00a0%',
          label: 'de durée de vie des équipements',
          detail: 'Climatiseurs, groupes électrogènes et onduleurs entretenus vieillissent moins vite.',
        },
        {
          value: '−25\u00a0%',
          label: 'de consommation de climatisation',
          detail: 'Des filtres propres et une charge de fluide correcte consomment moins.',
        },
        {
          value: '99,9\u00a0%',
          label: 'de disponibilité des installations critiques',
          detail: 'Pour les sites sous contrat Entreprise avec astreinte.',
        },
      ],
    },
    {
      id: 'prestations',
      kind: 'features',
      eyebrow: 'Nos prestations',
      title: 'Une maintenance multitechnique sous un seul contrat',
      intro:
        'Un interlocuteur unique pour l’ensemble de vos lots techniques, avec des gammes d’entretien conformes aux préconisations des constructeurs.',
      items: [
        {
          title: 'Climatisation et ventilation',
          description:
            'Nettoyage des filtres et des batteries, contrôle d’étanchéité et de la charge en fluide, mesure des intensités et vérification des condensats.',
          icon: 'snowflake',
          points: ['Splits, cassettes et VRV', 'Groupes d’eau glacée', 'Centrales de traitement d’air'],
        },
        {
          title: 'Électricité et énergie',
          description:
            'Thermographie infrarouge des tableaux, resserrage des connexions, essais des protections différentielles et contrôle des batteries d’onduleurs.',
          icon: 'zap',
          points: ['Postes et tableaux électriques', 'Onduleurs et batteries', 'Installations solaires'],
        },
        {
          title: 'Groupes électrogènes',
          description:
            'Vidanges, filtres, contrôle du liquide de refroidissement et essais de démarrage en charge, pour que le secours fonctionne le jour de la coupure CIE.',
          icon: 'cog',
          points: ['Essais mensuels en charge', 'Inverseurs de source', 'Suivi des heures de marche'],
        },
        {
          title: 'Courant faible et sécurité',
          description:
            'Vérification des caméras, contrôles d’accès, détection incendie et réseaux informatiques, avec mise à jour des équipements actifs.',
          icon: 'shield',
          points: ['Vidéosurveillance et alarmes', 'Détection incendie', 'Baies et réseaux'],
        },
      ],
    },
    {
      id: 'processus',
      kind: 'process',
      eyebrow: 'Notre méthode',
      title: 'Quatre étapes pour un parc sous contrôle',
      steps: [
        {
          title: 'Inventaire et diagnostic',
          description:
            'Nous recensons et étiquetons vos équipements, évaluons leur état et repérons les points critiques.',
          details: ['Inventaire complet du parc', 'Rapport d’état initial', 'Priorités d’intervention'],
        },
        {
          title: 'Plan de maintenance',
          description:
            'Nous établissons les gammes et la fréquence des visites selon les constructeurs, l’usage et l’environnement de chaque équipement.',
          details: [
            'Calendrier annuel des visites',
            'Gammes d’entretien par équipement',
            'Validation avec vos équipes',
          ],
        },
        {
          title: 'Interventions planifiées',
          description:
            'Nos techniciens habilités réalisent les visites aux dates prévues, en dehors de vos heures de pointe si nécessaire.',
          details: ['Techniciens habilités', 'Pièces d’usure fournies', 'Bon d’intervention signé'],
        },
        {
          title: 'Suivi et amélioration',
          description:
            'Chaque intervention est tracée dans iRequest\u202f; nous analysons les tendances et vous conseillons sur les remplacements à prévoir.',
          details: ['Rapport après chaque visite', 'Bilan annuel', 'Plan de renouvellement'],
        },
      ],
    },
    {
      id: 'tarifs',
      kind: 'plans',
      eyebrow: 'Tarifs',
      title: 'Un contrat à la taille de votre parc',
      intro:
        'Trois formules, sans frais cachés. Le prix final dépend du nombre d’équipements et de leur répartition géographique.',
      plans: [
        {
          name: 'Essentiel',
          subtitle: 'Pour les PME et les bâtiments de taille moyenne',
          price: 'À partir de 275\u00a0€/mois',
          term: 'Jusqu’à 50\u00a0équipements',
          description: 'L’entretien réglementaire et préventif de vos équipements principaux, avec un suivi simple.',
          features: [
            'Visites préventives trimestrielles',
            'Intervention corrective sous 24\u00a0h ouvrées',
            'Rapport après chaque visite',
            'Hotline aux heures ouvrées',
          ],
          action: { label: 'Choisir l’offre Essentiel', dialog: 'quote', preset: { service } },
        },
        {
          name: 'Professionnel',
          subtitle: 'Pour les sites tertiaires et industriels',
          price: 'À partir de 976\u00a0€/mois',
          term: 'Jusqu’à 200\u00a0équipements',
          description: 'Une maintenance rapprochée, pilotée dans iRequest, pour les sites où l’arrêt se paie cher.',
          features: [
            'Visites préventives mensuelles',
            'Intervention corrective sous 4\u00a0h',
            'Suivi des interventions dans iRequest',
            'Bilan annuel et plan de renouvellement',
            'Support 24/7',
          ],
          popular: true,
          action: { label: 'Choisir l’offre Professionnel', dialog: 'quote', preset: { service }, primary: true },
        },
        {
          name: 'Entreprise',
          subtitle: 'Pour les grands comptes et les sites critiques',
          price: 'Sur devis',
          term: 'Équipements illimités',
          description:
            'Un dispositif sur mesure pour les parcs multisites, avec supervision à distance et astreinte dédiée.',
          features: [
            'Fréquence des visites sur mesure',
            'Intervention d’urgence en moins de 2\u00a0h',
            'Supervision à distance avec iSmart',
            'Technicien dédié sur site en option',
            'Responsable de compte et revue trimestrielle',
          ],
          action: { label: 'Demander un devis Entreprise', dialog: 'quote', preset: { service } },
        },
      ],
      note: 'Prix hors taxes. Consommables d’entretien inclus\u202f; pièces détachées facturées sur devis.',
    },
    {
      id: 'cas',
      kind: 'cases',
      eyebrow: 'Réussites',
      title: 'Ils ont choisi la maintenance préventive',
      intro: 'Exemples illustratifs tirés de situations typiques de nos clients.',
      cases: [
        {
          title: 'Un immeuble de bureaux de 12\u00a0étages au Plateau',
          sector: 'Tertiaire',
          scale: '180\u00a0équipements',
          result: '−65\u00a0% de pannes de climatisation',
          description:
            'Des plaintes quotidiennes de confort et des compresseurs remplacés chaque année. Un contrat Professionnel a remis le parc en état et stabilisé les températures.',
          facts: [
            { label: 'Défi', value: 'Climatisation vieillissante et interventions uniquement curatives' },
            {
              label: 'Solution',
              value: 'Visites mensuelles, suivi dans iRequest et plan de renouvellement sur 3\u00a0ans',
            },
            { label: 'Impact', value: '−20\u00a0% sur la facture d’électricité la première année' },
          ],
        },
        {
          title: 'Une usine agroalimentaire à San Pedro',
          sector: 'Industrie',
          scale: '320\u00a0équipements',
          result: 'Zéro arrêt de production lié à l’énergie en 18\u00a0mois',
          description:
            'Chaque coupure réseau mal reprise par les groupes électrogènes arrêtait la ligne de conditionnement. Le contrat Entreprise a fiabilisé toute la chaîne de secours.',
          facts: [
            { label: 'Défi', value: 'Basculements sur groupe défaillants lors des coupures CIE' },
            { label: 'Solution', value: 'Essais mensuels en charge, supervision iSmart et astreinte 24/7' },
            { label: 'Durée', value: 'Contrat de 3\u00a0ans renouvelable' },
          ],
        },
        {
          title: 'Une clinique de 60\u00a0lits à Bouaké',
          sector: 'Santé',
          scale: '95\u00a0équipements',
          result: '99,9\u00a0% de disponibilité des blocs opératoires',
          description:
            'La climatisation des blocs et l’alimentation secourue ne tolèrent aucune défaillance. Notre agence de Bouaké assure les visites et les urgences.',
          facts: [
            { label: 'Défi', value: 'Exigences d’hygiène et de continuité des zones à risque' },
            { label: 'Solution', value: 'Gammes renforcées pour les blocs et contrôle mensuel des onduleurs' },
            { label: 'Intervention', value: 'Moins de 2\u00a0h en cas d’urgence' },
          ],
        },
      ],
    },
    {
      id: 'contact',
      kind: 'cta',
      title: 'Faites le point sur votre parc d’équipements',
      text: 'Un technicien visite votre site, inventorie vos équipements et vous propose la formule adaptée, sans engagement.',
      actions: [
        { label: 'Planifier une visite de diagnostic', dialog: 'quote', preset: { service }, primary: true },
        {
          label: 'Parler à un expert maintenance',
          dialog: 'consultation',
          preset: { consultationType: 'maintenance', consultationMode: 'phone' },
        },
      ],
    },
  ],
};
