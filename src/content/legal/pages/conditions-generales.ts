import { company, headOffice } from '@/config/company';
import { mailtoHref, telHref } from '@/config/links';
import { formatFcfa } from '@/config/money';
import { pages } from '@/content/pages';
import { services } from '@/content/services';
import type { LegalDocument } from '@/content/legal/types';

/** Markdown helpers: paragraphs, a `- ` list, and links built from config, never retyped. */
const paragraphs = (...parts: readonly string[]) => parts.join('\n\n');
const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
const mail = (email: string) => `[${email}](${mailtoHref(email)})`;
const phone = (key: keyof typeof company.phones) => `[${company.phones[key].display}](${telHref(company.phones[key])})`;
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const enumerate = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;

const headOfficeAddress = `${headOffice.address}, ${company.country} (${headOffice.postalAddress})`;
const siteCities = enumerate(company.sites.map((site) => site.city));

/** The eight fields covered: the seven activity poles, plus maintenance and support across all of them. */
const scope = [
  ...services.map((service) => `**${service.title}** : ${lowerFirst(service.subtitle)}`),
  `**Maintenance et support technique** : contrats de maintenance préventive et corrective, dépannage, assistance à distance et sur site, pour l’ensemble des installations ci-dessus`,
];

export const conditionsGenerales: LegalDocument = {
  lead: {
    title: 'Préambule',
    markdown: paragraphs(
      `Les présentes conditions générales de vente et de prestation (ci-après « les Conditions générales ») sont proposées par **${company.legalName}**, ${lowerFirst(company.legal.formLabel)} au capital de ${formatFcfa(company.legal.shareCapital)}, dont le siège social est situé ${headOfficeAddress}, immatriculée au registre du commerce et du crédit mobilier sous le n° ${company.legal.rccm}, compte contribuable ${company.legal.taxId} (ci-après « le Prestataire »).`,
      `Elles régissent l’ensemble des ventes de matériel et des prestations de services conclues entre le Prestataire et toute personne physique ou morale, professionnelle ou non, qui lui passe commande (ci-après « le Client »). Elles sont jointes à chaque devis, communiquées à tout Client qui en fait la demande et consultables à tout moment sur ce site.`,
      `Toute commande passée au Prestataire emporte l’acceptation pleine et entière, sans réserve, des présentes Conditions générales, qui prévalent sur tout autre document du Client, et notamment sur ses conditions générales d’achat, sauf dérogation expresse et écrite du Prestataire. Le fait pour le Prestataire de ne pas se prévaloir, à un moment donné, de l’une des clauses des présentes ne peut être interprété comme une renonciation à s’en prévaloir ultérieurement.`,
    ),
  },
  sections: [
    {
      id: 'champ-application',
      title: '1. Champ d’application',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `Les présentes Conditions générales s’appliquent à toutes les prestations réalisées par le Prestataire, qu’il s’agisse d’études, de fourniture de matériel, d’installation, de mise en service, de formation ou de maintenance, dans les domaines suivants :`,
            list(scope),
            `Des conditions particulières (contrat de maintenance, cahier des charges, marché de travaux, bon de commande accepté) peuvent compléter les présentes Conditions générales ou y déroger. En cas de contradiction, les conditions particulières prévalent sur les Conditions générales, pour les seuls points qu’elles règlent expressément.`,
            `Le Prestataire se réserve le droit de modifier les présentes Conditions générales à tout moment. Les conditions applicables sont celles en vigueur à la date de la commande.`,
          ),
        },
      ],
    },
    {
      id: 'commandes-devis',
      title: '2. Commandes et devis',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `Toute prestation fait l’objet d’un devis préalable et détaillé, établi sur la base des informations fournies par le Client et, si nécessaire, d’une visite technique du site. Le devis est gratuit, sauf lorsqu’il requiert une étude technique approfondie (bilan thermique, étude de puissance, audit énergétique ou informatique), dont le coût est alors annoncé au Client avant d’être engagé. Une demande de devis peut être formulée par le [formulaire de contact](${pages.contact.path}) du site ou auprès de notre service commercial.`,
            `Sauf mention contraire, **nos devis sont valables 30 jours** à compter de leur date d’émission. Passé ce délai, le Prestataire n’est plus tenu par les prix, les quantités et les délais qu’ils indiquent et peut émettre un nouveau devis.`,
            `La commande devient ferme et définitive à la réception par le Prestataire du devis daté et signé par le Client, revêtu de la mention « Bon pour accord » et, pour les personnes morales, de son cachet, ou d’un bon de commande reprenant les termes du devis, accompagné du versement de l’acompte prévu à l’article 3. Le Prestataire en accuse réception par écrit.`,
            `Toute modification de la commande demandée par le Client après son acceptation (ajout d’équipements, changement de matériel, travaux supplémentaires) fait l’objet d’un devis complémentaire ou d’un avenant signé par les deux parties, et peut entraîner une révision du prix et des délais.`,
            `En cas d’annulation de la commande par le Client après son acceptation, l’acompte versé reste acquis au Prestataire à hauteur des frais engagés, et le matériel spécifiquement commandé ou déjà livré ainsi que les prestations déjà réalisées sont facturés au Client.`,
          ),
        },
      ],
    },
    {
      id: 'prix-facturation',
      title: '3. Prix et facturation',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `**Prix.** Les prix sont exprimés en francs CFA (FCFA) et s’entendent **hors taxes** : la taxe sur la valeur ajoutée et les autres taxes applicables sont facturées en sus, au taux en vigueur à la date de facturation. Les prix indiqués au devis sont fermes pendant sa durée de validité.`,
            `**Transport et déplacements.** Le transport du matériel et les déplacements de nos équipes sont **inclus dans un rayon de 50 km** autour de chacun de nos sites (${siteCities}). Au-delà, les frais de déplacement, d’acheminement et, le cas échéant, d’hébergement des équipes sont indiqués au devis et facturés en sus.`,
            `**Conditions de paiement.** Sauf conditions particulières, le prix est payable comme suit :`,
            list([
              `un **acompte de 30 %** du montant toutes taxes comprises, à la commande ;`,
              `le **solde, 30 jours après la livraison** du matériel ou la réception des travaux.`,
            ]),
            `Pour les chantiers dont la durée excède un mois, le Prestataire peut émettre des factures intermédiaires (situations de travaux) en fonction de l’avancement, payables dans les mêmes conditions. Les paiements sont effectués par virement bancaire, par chèque ou par tout autre moyen accepté par écrit par le Prestataire. Aucun escompte n’est accordé en cas de paiement anticipé.`,
            `**Retard de paiement.** Tout retard de paiement entraîne de plein droit, sans mise en demeure préalable, l’application de **pénalités de retard au taux de 1,5 % par mois** de retard, calculées sur les sommes restant dues, ainsi que le versement d’une **indemnité forfaitaire pour frais de recouvrement de 40 €** (ou sa contre-valeur en FCFA au taux de parité fixe), sans préjudice d’une indemnisation complémentaire sur justificatifs lorsque les frais de recouvrement exposés sont supérieurs. Le Prestataire peut en outre suspendre l’exécution des prestations en cours jusqu’au paiement complet des sommes dues, et en poursuivre le recouvrement selon les procédures prévues par l’Acte uniforme OHADA portant organisation des procédures simplifiées de recouvrement et des voies d’exécution.`,
            `**Réserve de propriété.** Le matériel livré reste la propriété du Prestataire jusqu’au paiement intégral du prix en principal et accessoires, conformément à l’Acte uniforme OHADA portant organisation des sûretés. Les risques de perte ou de détérioration sont toutefois transférés au Client dès la livraison.`,
          ),
        },
      ],
    },
    {
      id: 'execution-prestations',
      title: '4. Exécution des prestations',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `**Délais.** Les délais d’exécution figurant au devis courent à compter de l’encaissement de l’acompte et de la réception de l’ensemble des informations, plans et autorisations nécessaires. Ils sont donnés à titre indicatif : un retard raisonnable ne peut justifier l’annulation de la commande ni donner lieu à pénalités ou dommages-intérêts, sauf stipulation contraire des conditions particulières.`,
            `**Réalisation.** Les prestations sont exécutées conformément aux règles de l’art et aux normes applicables (notamment NF C 15-100 et CEI 60364 pour les installations électriques), par le personnel qualifié du Prestataire ou, sous sa responsabilité, par des sous-traitants de son choix.`,
            `**Obligations du Client.** Le Client s’engage à :`,
            list([
              `assurer au personnel du Prestataire un accès libre et sécurisé au site aux dates convenues ;`,
              `mettre à sa disposition l’alimentation électrique, l’eau et les locaux de stockage nécessaires au chantier ;`,
              `obtenir les autorisations administratives et les accords des tiers (propriétaire, syndic, concessionnaire) requis pour les travaux ;`,
              `informer le Prestataire de toute contrainte ou de tout risque particulier du site (réseaux enterrés, matières dangereuses, zones à accès réglementé) ;`,
              `sauvegarder ses données avant toute intervention sur ses équipements informatiques.`,
            ]),
            `Les temps d’attente, déplacements inutiles ou travaux supplémentaires résultant d’un manquement du Client à ces obligations lui sont facturés.`,
            `**Réception.** À l’achèvement des travaux, la réception est prononcée contradictoirement et constatée par un procès-verbal, avec ou sans réserves. À défaut de réserves écrites dans les 8 jours qui suivent l’achèvement, ou dès la mise en exploitation de l’installation par le Client, la réception est réputée prononcée sans réserve. Les réserves éventuelles sont levées par le Prestataire dans un délai convenu entre les parties.`,
            `**Force majeure.** Aucune des parties ne peut être tenue pour responsable d’un retard ou d’une inexécution de ses obligations dû à un cas de force majeure, c’est-à-dire à un événement imprévisible, irrésistible et extérieur à sa volonté, tel qu’une catastrophe naturelle, une inondation, un incendie, une épidémie, des troubles à l’ordre public, une grève générale, une décision des autorités publiques, une rupture d’approvisionnement chez les fabricants ou les transporteurs, ou une coupure prolongée du réseau électrique public. La partie qui l’invoque en informe l’autre par écrit dans les meilleurs délais. Les obligations affectées sont suspendues pendant toute la durée de l’événement, et les délais prolongés d’autant. Si la force majeure dure plus de 60 jours, chaque partie peut résilier la commande par écrit, sans indemnité de part ni d’autre, les prestations déjà réalisées et le matériel déjà livré restant dus.`,
          ),
        },
      ],
    },
    {
      id: 'garanties',
      title: '5. Garanties',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `Le Prestataire garantit ses prestations contre tout défaut de conformité et tout vice de mise en œuvre, pour les durées suivantes :`,
            list([
              `**Installations** : **2 ans** à compter de la date de réception des travaux ;`,
              `**Matériel et équipements fournis** : **1 an** à compter de la livraison, pièces et main-d’œuvre, ou la durée de la garantie du fabricant si elle est plus longue ;`,
              `**Interventions de maintenance et de dépannage** : **6 mois** à compter de l’intervention, sur les pièces remplacées et la main-d’œuvre.`,
            ]),
            `**Signalement.** Pour bénéficier de la garantie, le Client doit signaler tout défaut par écrit **dans un délai de 48 heures à compter de sa découverte**, à ${mail(company.emails.support)} ou par téléphone au ${phone('hotline')}, en décrivant le défaut constaté. Il doit permettre au Prestataire de procéder à toute constatation utile et s’abstenir d’intervenir lui-même ou de faire intervenir un tiers sur l’installation.`,
            `**Mise en œuvre.** Au titre de la garantie, le Prestataire s’engage, à son choix, à réparer ou à remplacer gratuitement l’élément reconnu défectueux. La garantie ne couvre ni les frais annexes ni l’indemnisation d’un quelconque préjudice, et l’intervention réalisée à ce titre ne prolonge pas sa durée initiale.`,
            `**Exclusions.** La garantie ne s’applique pas aux défauts résultant :`,
            list([
              `d’une utilisation anormale ou non conforme aux prescriptions du Prestataire ou du fabricant ;`,
              `d’un défaut d’entretien ou d’une intervention du Client ou d’un tiers non autorisé ;`,
              `de surtensions, de la foudre ou des variations du réseau électrique lorsque l’installation n’est pas équipée des protections préconisées ;`,
              `d’un cas de force majeure, d’un sinistre ou de l’usure normale ;`,
              `des consommables (filtres, fusibles, lampes, piles, fluides frigorigènes en appoint).`,
            ]),
            `La garantie est subordonnée au paiement intégral du prix. Elle s’applique sans préjudice des garanties légales d’ordre public dont peut bénéficier le Client, notamment lorsqu’il a la qualité de consommateur.`,
          ),
        },
      ],
    },
    {
      id: 'responsabilite',
      title: '6. Responsabilité',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `Le Prestataire est tenu d’une obligation de moyens dans l’exécution de ses prestations, sauf engagement de résultat expressément stipulé au devis ou dans les conditions particulières.`,
            `Sa responsabilité ne peut être engagée qu’en cas de faute prouvée et pour les seuls dommages directs qui en résultent. Elle est limitée, toutes causes confondues, au montant hors taxes de la commande concernée. Le Prestataire ne saurait être tenu responsable des dommages indirects ou immatériels, tels que les pertes d’exploitation, de chiffre d’affaires, de données ou de clientèle, ni des conséquences d’informations inexactes ou incomplètes fournies par le Client.`,
            `Ces limitations ne s’appliquent pas en cas de faute lourde ou dolosive, ni aux dommages corporels. Le Prestataire est titulaire d’une assurance de responsabilité civile professionnelle couvrant les dommages causés à l’occasion de ses prestations, dont l’attestation est communiquée au Client sur demande.`,
            `Le Client demeure responsable de l’exploitation de ses installations après la réception, du respect des consignes d’utilisation remises par le Prestataire et de la sauvegarde de ses données et de ses logiciels.`,
          ),
        },
      ],
    },
    {
      id: 'resiliation',
      title: '7. Résiliation',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `**Résiliation par le Client.** Le Client peut résilier un contrat à exécution successive, notamment un contrat de maintenance, moyennant un **préavis de 30 jours**, notifié par lettre recommandée avec accusé de réception, par lettre remise en main propre contre décharge ou par e-mail à ${mail(company.emails.legal)}. Le préavis court à compter de la réception de la notification par le Prestataire.`,
            `**Résiliation pour manquement.** En cas de manquement grave de l’une des parties à ses obligations, notamment en cas de défaut de paiement, l’autre partie peut résilier le contrat de plein droit si, quinze jours après une mise en demeure adressée par lettre recommandée avec accusé de réception, le manquement n’a pas été réparé, sans préjudice des dommages-intérêts auxquels elle pourrait prétendre.`,
            `**Effets.** En cas de résiliation, pour quelque cause que ce soit, les prestations exécutées jusqu’à la date d’effet de la résiliation, le matériel livré ou spécifiquement commandé pour le Client et les frais engagés restent dus au Prestataire. Les sommes versées d’avance pour des prestations non exécutées sont remboursées au Client, déduction faite de ces montants, sauf lorsque la résiliation résulte d’un manquement du Client.`,
          ),
        },
      ],
    },
    {
      id: 'propriete-intellectuelle',
      title: '8. Propriété intellectuelle',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `Les études, devis, plans, schémas, notes de calcul, programmes d’automates, configurations, logiciels et documents de toute nature réalisés par le Prestataire restent sa propriété intellectuelle exclusive, conformément à la loi n° 2016-555 du 26 juillet 2016 relative au droit d’auteur et aux droits voisins.`,
            `Après paiement intégral du prix, le Client bénéficie d’un droit d’utilisation non exclusif et non cessible de ces éléments, limité à l’exploitation et à la maintenance de l’installation pour laquelle ils ont été conçus. Il s’interdit de les reproduire, de les modifier ou de les communiquer à des tiers, notamment en vue d’une mise en concurrence, sans l’accord écrit préalable du Prestataire.`,
            `Les logiciels et micrologiciels de tiers fournis avec le matériel restent soumis aux conditions de licence de leurs éditeurs, que le Client s’engage à respecter.`,
            `Chacune des parties s’engage à garder confidentielles les informations techniques, commerciales et financières dont elle a connaissance à l’occasion de la commande, notamment les codes d’accès et les configurations de sécurité des installations, pendant toute la durée de la relation et deux ans après son terme. Sauf opposition écrite du Client, le Prestataire peut citer son nom et la nature des travaux réalisés à titre de référence commerciale.`,
          ),
        },
      ],
    },
    {
      id: 'litiges',
      title: '9. Litiges',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `Les présentes Conditions générales et les contrats qu’elles régissent sont soumis au **droit ivoirien**, y compris les Actes uniformes de l’OHADA, et notamment l’Acte uniforme relatif au droit commercial général pour les ventes entre professionnels. Lorsque le Client est un consommateur, il bénéficie en outre des dispositions protectrices de la loi n° 2016-412 du 15 juin 2016 relative à la consommation.`,
            `En cas de différend relatif à la formation, l’interprétation, l’exécution ou la résiliation d’une commande, les parties s’efforcent de le régler à l’amiable. Le Client adresse à cet effet une réclamation écrite et motivée au service juridique, à ${mail(company.emails.legal)}, et les parties se rencontrent dans les 30 jours suivant sa réception. Elles peuvent également convenir de recourir à une médiation, conformément à l’Acte uniforme OHADA relatif à la médiation.`,
            `À défaut d’accord amiable, **tout litige sera soumis à la compétence exclusive des tribunaux d’Abidjan**, notamment du tribunal de commerce d’Abidjan pour les litiges entre professionnels, y compris en cas de pluralité de défendeurs, d’appel en garantie ou de procédure en référé.`,
            `Si l’une des clauses des présentes Conditions générales était déclarée nulle ou inapplicable, les autres clauses conserveraient toute leur force et leur portée.`,
          ),
        },
      ],
    },
    {
      id: 'contact',
      title: '10. Contact',
      blocks: [
        {
          kind: 'text',
          markdown: paragraphs(
            `Pour toute question relative aux présentes Conditions générales, à un devis ou à une commande en cours :`,
            list([
              `**Service commercial** (devis, commandes, facturation) : ${mail(company.emails.commercial)}`,
              `**Service juridique** (réclamations, résiliations, litiges) : ${mail(company.emails.legal)}`,
              `**Téléphone** : ${phone('main')} (${lowerFirst(company.openingHours.label)})`,
              `**Siège social** : ${company.legalName}, ${headOfficeAddress}`,
            ]),
            `Les données personnelles communiquées dans le cadre d’une demande de devis ou d’une commande sont traitées conformément à notre [politique de confidentialité](/legal/politique-confidentialite).`,
          ),
        },
      ],
    },
  ],
  closing: [{ kind: 'today', label: 'Conditions générales en vigueur au' }],
};
