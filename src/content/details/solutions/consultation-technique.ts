import type { DetailPage } from '../blocks';
import type { PageAction } from '../../page-actions';

/**
 * A formula is paid work whose price and travel costs the quote settles (see the plans' note): its button asks for a
 * quote, the label naming the formula. Booking a consultation itself opens the consultation wizard.
 */
const formula = (label: string): PageAction => ({
  label,
  dialog: 'quote',
  preset: { service: 'Consultation technique' },
});

export const page: DetailPage = {
  heroFigures: [
    { value: '15\u00a0min', label: 'Premier appel gratuit', detail: 'Pour qualifier votre besoin avec un ingénieur' },
    {
      value: '500+',
      label: 'Projets réalisés',
      detail: 'Depuis 2009, dans le tertiaire, l’industrie et le résidentiel',
    },
    { value: '6', label: 'Domaines d’expertise', detail: 'Du courant fort à l’énergie solaire' },
    { value: '4,9/5', label: 'Satisfaction client', detail: 'Moyenne des évaluations de nos clients' },
  ],
  blocks: [
    {
      kind: 'features',
      id: 'approche',
      eyebrow: 'Notre approche',
      title: 'Un avis d’ingénieur, indépendant et chiffré',
      intro:
        'Une consultation technique sert à décider\u202f: lancer ou non un projet, choisir entre deux solutions, valider un dossier avant appel d’offres. Nous travaillons sur vos documents et vos contraintes réelles, pas sur un catalogue.',
      items: [
        {
          title: 'Écoute et cadrage',
          icon: 'target',
          description:
            'Nous reformulons la question posée, les contraintes du site et le budget, pour que la consultation réponde exactement à votre décision.',
        },
        {
          title: 'Analyse indépendante',
          icon: 'scale',
          description:
            'Nos recommandations ne dépendent d’aucune marque\u202f: nous comparons les technologies et les fournisseurs selon vos critères de coût, de fiabilité et de maintenance.',
        },
        {
          title: 'Recommandations chiffrées',
          icon: 'lightbulb',
          description:
            'Chaque préconisation est accompagnée d’un ordre de grandeur du coût, des gains attendus et des risques, adapté au climat chaud et humide et aux coupures du réseau CIE.',
        },
        {
          title: 'Accompagnement jusqu’à la décision',
          icon: 'handshake',
          description:
            'Après la restitution, l’ingénieur reste joignable pour répondre aux questions de votre direction, de votre bureau d’études ou de vos prestataires.',
        },
      ],
    },
    {
      kind: 'plans',
      id: 'formules',
      eyebrow: 'Formules',
      title: 'Trois formules selon l’ampleur de votre question',
      intro:
        'De la question ponctuelle traitée en une heure à la mission d’assistance à maîtrise d’ouvrage sur plusieurs semaines, choisissez le format qui correspond à votre projet.',
      note: 'Prix hors taxes. Les frais de déplacement hors du Grand Abidjan sont précisés dans le devis avant toute intervention.',
      plans: [
        {
          name: 'Express',
          subtitle: 'Une question précise, une réponse rapide',
          price: '150\u00a0€/heure',
          term: '1 à 2\u00a0heures',
          description:
            'Pour valider un choix d’équipement, relire un devis de fournisseur ou lever un doute technique avant de signer.',
          features: [
            'Échange avec un ingénieur du domaine concerné',
            'Analyse des documents transmis avant l’entretien',
            'Compte rendu écrit des recommandations',
            'Par téléphone ou en visioconférence',
          ],
          action: formula('Choisir la formule Express'),
        },
        {
          name: 'Standard',
          subtitle: 'Une journée d’expertise dédiée à votre projet',
          price: '800\u00a0€/jour',
          term: 'Une journée d’expertise',
          description:
            'Pour une étude de faisabilité, un pré-dimensionnement ou une revue de projet complète, avec visite du site si nécessaire.',
          features: [
            'Visite technique du site ou atelier dans nos bureaux',
            'Étude de faisabilité ou revue de conception',
            'Comparatif chiffré des solutions envisageables',
            'Rapport écrit remis sous 5\u00a0jours ouvrés',
            'Séance de restitution avec vos équipes',
          ],
          popular: true,
          action: formula('Choisir la formule Standard'),
        },
        {
          name: 'Premium',
          subtitle: 'Une mission d’accompagnement sur mesure',
          price: 'Sur devis',
          term: 'Mission de plusieurs jours ou semaines',
          description:
            'Pour les projets multitechniques d’envergure\u202f: assistance à maîtrise d’ouvrage, audit d’un parc d’installations, suivi de chantier.',
          features: [
            'Équipe pluridisciplinaire (électricité, CVC, courant faible, informatique)',
            'Rédaction ou analyse de cahiers des charges',
            'Analyse des offres et assistance aux négociations',
            'Suivi de l’exécution et réception des travaux',
            'Interlocuteur unique pendant toute la mission',
          ],
          action: formula('Demander un devis Premium'),
        },
      ],
    },
    {
      kind: 'features',
      id: 'expertises',
      eyebrow: 'Domaines d’expertise',
      title: 'Six domaines couverts par nos ingénieurs',
      intro:
        'Chaque consultation est menée par un ingénieur qui conçoit et met en service ces installations au quotidien, dans nos équipes d’Abidjan, de Bouaké et de San Pedro.',
      items: [
        {
          title: 'Courant fort',
          icon: 'zap',
          description:
            'Bilan de puissance, distribution basse tension, groupes électrogènes et inverseurs de source, conformité aux normes NF C 15-100 et CEI 60364.',
          points: [
            'Bilan de puissance et sélectivité',
            'Secours et continuité de service',
            'Préparation au contrôle CONSUEL',
          ],
        },
        {
          title: 'Courant faible',
          icon: 'network',
          description:
            'Câblage structuré, vidéosurveillance, contrôle d’accès, détection incendie et sonorisation de sécurité.',
          points: ['Architecture de câblage', 'Sûreté et contrôle d’accès', 'Sécurité incendie (référentiel APSAD)'],
        },
        {
          title: 'Climatisation et ventilation',
          icon: 'snowflake',
          description:
            'Choix entre split, VRF et eau glacée, bilans thermiques adaptés au climat chaud et humide, ventilation et désenfumage.',
          points: ['Bilan thermique', 'Comparatif des technologies', 'Coût global sur la durée de vie'],
        },
        {
          title: 'Informatique et réseaux',
          icon: 'monitor',
          description: 'Architecture réseau, salles serveurs, Wi-Fi d’entreprise, sauvegarde et continuité d’activité.',
          points: ['Dimensionnement de salle serveur', 'Redondance et onduleurs', 'Sécurité du réseau'],
        },
        {
          title: 'Automatisme, GTB et domotique',
          icon: 'cog',
          description:
            'Automatisation de process industriels, gestion technique du bâtiment et domotique résidentielle, du cahier des charges au choix du protocole.',
          points: ['Automates et supervision', 'Protocoles KNX, Modbus, BACnet', 'Gains de productivité attendus'],
        },
        {
          title: 'Énergie renouvelable et efficacité',
          icon: 'sun',
          description:
            'Faisabilité de centrales solaires, hybridation avec le réseau CIE et les groupes, pistes d’économies d’énergie.',
          points: [
            'Pré-dimensionnement photovoltaïque',
            'Stockage et autoconsommation',
            'Estimation du retour sur investissement',
          ],
        },
      ],
    },
    {
      kind: 'figures',
      id: 'formats',
      eyebrow: 'Formats',
      title: 'Quatre façons de consulter un expert',
      intro:
        'Le format dépend de la question\u202f: un échange à distance suffit pour relire un dossier, une visite est indispensable pour diagnostiquer une installation existante.',
      figures: [
        {
          value: 'à partir de 75\u00a0€',
          label: 'Par téléphone',
          detail: 'Pour une question ciblée ou un second avis rapide, sans déplacement.',
        },
        {
          value: 'à partir de 120\u00a0€',
          label: 'En visioconférence',
          detail: 'Pour relire ensemble des plans, un devis ou un cahier des charges en partage d’écran.',
        },
        {
          value: 'à partir de 400\u00a0€',
          label: 'Sur site',
          detail:
            'Un ingénieur se déplace pour observer l’installation, effectuer des relevés et rencontrer vos équipes.',
        },
        {
          value: 'à partir de 200\u00a0€',
          label: 'Dans nos bureaux',
          detail: 'Un atelier de travail à Abidjan, Bouaké ou San Pedro, avec les spécialistes des domaines concernés.',
        },
      ],
    },
    {
      kind: 'process',
      id: 'processus',
      eyebrow: 'Déroulement',
      title: 'Une consultation en quatre étapes',
      steps: [
        {
          title: 'Prise de contact',
          description:
            'Un appel gratuit de 15\u00a0minutes pour comprendre votre question, identifier l’expert adapté et vous proposer la formule et le format pertinents.',
        },
        {
          title: 'Préparation',
          description: 'Vous nous transmettez les documents utiles, que l’ingénieur étudie avant la consultation.',
          details: ['Plans et schémas', 'Devis ou offres reçus', 'Factures d’énergie et historiques de pannes'],
        },
        {
          title: 'Consultation',
          description:
            'Échange à distance, atelier ou visite sur site\u202f: l’ingénieur analyse la situation, répond à vos questions et compare les options avec vous.',
        },
        {
          title: 'Restitution',
          description:
            'Vous recevez un compte rendu écrit avec les recommandations, leur coût estimé et les prochaines étapes, puis un suivi pour répondre aux questions restantes.',
          details: [
            'Rapport sous 5\u00a0jours ouvrés (formule Standard)',
            'Recommandations priorisées',
            'Suivi par courriel',
          ],
        },
      ],
    },
    {
      kind: 'cases',
      id: 'cas',
      eyebrow: 'Cas concrets',
      title: 'Ce qu’une consultation a changé pour nos clients',
      intro: 'Exemples illustratifs tirés de missions types.',
      cases: [
        {
          title: 'Choisir le système de climatisation d’un hôtel',
          sector: 'Hôtellerie',
          scale: '120\u00a0chambres',
          result: '−18\u00a0% sur l’investissement prévu',
          description:
            'Un hôtel de 120\u00a0chambres à Assinie hésitait entre une centrale à eau glacée et un système VRF. Le comparatif en coût global, intégrant l’air salin et la maintenance, a orienté le choix vers un VRF traité anticorrosion.',
          facts: [
            { label: 'Formule', value: 'Standard, avec visite sur site' },
            { label: 'Durée', value: '1\u00a0jour' },
            { label: 'Enjeu', value: 'Renouvellement complet de la climatisation' },
          ],
        },
        {
          title: 'Valider la faisabilité d’une centrale solaire',
          sector: 'Industrie',
          scale: '250\u00a0kWc étudiés',
          result: 'Retour sur investissement estimé à 6\u00a0ans',
          description:
            'Une usine agroalimentaire de la zone industrielle de Yopougon voulait réduire sa facture et la marche de ses groupes électrogènes pendant les coupures. L’étude a validé une centrale en toiture couplée au réseau CIE et aux groupes existants.',
          facts: [
            { label: 'Formule', value: 'Premium' },
            { label: 'Durée', value: '6\u00a0jours' },
            { label: 'Enjeu', value: 'Réduire la consommation de gazole' },
          ],
        },
        {
          title: 'Relire un projet électrique avant appel d’offres',
          sector: 'Tertiaire',
          scale: 'Immeuble R+8',
          result: '14\u00a0non-conformités corrigées avant travaux',
          description:
            'Le promoteur d’un immeuble de bureaux au Plateau a soumis les plans électriques de son bureau d’études. La revue a relevé des écarts à la norme NF C 15-100 et un groupe de secours sous-dimensionné, corrigés avant la consultation des entreprises.',
          facts: [
            { label: 'Formule', value: 'Express, en visioconférence' },
            { label: 'Durée', value: '2\u00a0heures' },
            { label: 'Enjeu', value: 'Éviter des reprises de chantier' },
          ],
        },
      ],
    },
    {
      kind: 'cta',
      id: 'reserver',
      title: 'Parlons de votre projet',
      text: 'Réservez une consultation, échangez en visio avec un expert ou commencez par un appel gratuit de 15\u00a0minutes\u202f: nous vous orientons vers l’ingénieur du bon domaine.',
      actions: [
        { label: 'Prendre rendez-vous', dialog: 'consultation', preset: { consultationType: 'tech' }, primary: true },
        {
          label: 'Consulter un expert',
          dialog: 'consultation',
          preset: { consultationType: 'tech', consultationMode: 'video' },
        },
        {
          label: 'Réserver mon appel gratuit',
          dialog: 'consultation',
          preset: { consultationType: 'tech', consultationMode: 'phone' },
        },
      ],
    },
  ],
};
