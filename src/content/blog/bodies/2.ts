/** Article 2: Maintenance préventive : pourquoi elle coûte moins cher que la panne. */
export const body = `
Un compresseur de chambre froide qui lâche un samedi soir, un onduleur qui ne tient pas lors d’une coupure CIE, une pompe de relevage grippée pendant la saison des pluies\u202F: chaque responsable technique a vécu ce genre de panne, et sait qu’elle coûte toujours plus cher que prévu. La maintenance préventive consiste à intervenir avant la défaillance, selon un plan établi, plutôt que de subir les pannes. Elle demande un budget régulier et de la discipline, ce qui la fait parfois passer pour une dépense superflue. Voici pourquoi elle est en réalité un investissement, et comment la mettre en place de façon pragmatique.

## Le vrai coût d’une panne

Lorsqu’on compare le coût d’un contrat de maintenance à celui d’une réparation, on oublie la plus grande partie de la facture. Une panne imprévue cumule plusieurs types de coûts.

- **Les coûts directs**\u202F: diagnostic en urgence, pièces commandées en express, souvent importées, main-d’œuvre de nuit ou de week-end.
- **Les coûts d’arrêt**\u202F: production interrompue, commandes livrées en retard, chambre froide dont le contenu est perdu, salle de réunion ou chambre d’hôtel inutilisable, locataires mécontents.
- **Les dommages collatéraux**\u202F: un filtre jamais changé qui finit par faire griller un compresseur, une connexion desserrée qui chauffe jusqu’à endommager tout un tableau électrique.
- **Les coûts cachés**\u202F: usure prématurée des équipements, surconsommation d’énergie d’une installation mal réglée, temps passé par vos équipes à gérer la crise plutôt que leur métier.

Prenons l’exemple d’un supermarché à Abidjan dont la centrale frigorifique tombe en panne un samedi soir. Au-delà de la réparation, il faut compter les denrées perdues, le chiffre d’affaires du dimanche et l’image auprès des clients. Le coût total dépasse très souvent celui de plusieurs années de visites préventives.

## Préventif, correctif, prédictif\u202F: de quoi parle-t-on\u202F?

On distingue généralement quatre approches, complémentaires plutôt qu’opposées\u202F:

- **la maintenance corrective**\u202F: on répare après la panne. Elle reste acceptable pour les équipements peu coûteux et sans impact sur l’activité, comme un luminaire de couloir\u202F;
- **la maintenance préventive systématique**\u202F: on intervient à intervalles fixes (nettoyage des filtres tous les mois, resserrage des connexions chaque année), quel que soit l’état de l’équipement\u202F;
- **la maintenance préventive conditionnelle**\u202F: on intervient lorsqu’un indicateur franchit un seuil (pression, température, heures de fonctionnement, résultat d’une thermographie)\u202F;
- **la maintenance prédictive**\u202F: on analyse en continu les données des équipements pour anticiper la défaillance avant qu’elle ne se manifeste.

Un bon plan combine ces approches selon la criticité de chaque équipement.

## Construire un plan de maintenance en cinq étapes

1. **Faire l’inventaire du parc**\u202F: climatiseurs, centrales de traitement d’air, groupes électrogènes, onduleurs, tableaux électriques, pompes, systèmes de sécurité incendie, équipements informatiques. Pour chacun, notez la marque, le modèle, l’âge, l’emplacement et l’historique connu.
2. **Évaluer la criticité**\u202F: quelles sont les conséquences d’une panne sur la sécurité, sur l’activité et sur les coûts\u202F? Un groupe électrogène qui secourt une salle serveurs n’a pas la même priorité qu’un split dans un bureau secondaire.
3. **Définir les gammes d’intervention**\u202F: opérations, fréquences et points de contrôle, à partir des préconisations des constructeurs, ajustées aux conditions locales. La chaleur, l’humidité, la poussière de l’harmattan dans le nord ou l’air salin de San Pedro et d’Abidjan accélèrent l’encrassement et la corrosion, et les micro-coupures fréquentes du réseau sollicitent fortement onduleurs et alimentations.
4. **Planifier les ressources**\u202F: techniciens habilités, créneaux compatibles avec votre activité, stock minimal de pièces critiques sur place pour ne pas dépendre des délais d’importation.
5. **Intégrer les contrôles réglementaires**\u202F: vérifications périodiques des installations électriques prévues par la réglementation en vigueur, contrôles des systèmes de sécurité incendie, exigences de votre assureur.

## Piloter avec une GMAO et des indicateurs

Un plan de maintenance rangé dans un classeur finit rarement appliqué. Une GMAO (gestion de maintenance assistée par ordinateur) centralise l’inventaire, génère automatiquement les bons de travail, conserve l’historique de chaque équipement et permet de suivre les coûts. Notre solution [iRequest](/solutions/irequest) gère ainsi les demandes d’intervention et les tickets, de la déclaration par l’utilisateur à la clôture par le technicien\u202F; vous pouvez l’essayer gratuitement pendant 30 jours.

Quelques indicateurs suffisent pour piloter\u202F:

- **le taux de réalisation du préventif**\u202F: part des interventions planifiées effectivement réalisées dans les délais, qui devrait rester proche de 100\u00A0%\u202F;
- **le ratio préventif/correctif**\u202F: la part du correctif doit diminuer au fil des mois\u202F;
- **le MTBF** (temps moyen entre deux pannes) et le **MTTR** (temps moyen de réparation) pour les équipements critiques\u202F;
- **la disponibilité** des installations, que nous visons à 99,9\u00A0% sur les équipements critiques de nos clients\u202F;
- **le coût de maintenance par équipement**, pour décider à temps d’un remplacement plutôt que d’une énième réparation.

Pour les équipements les plus sensibles, la supervision à distance avec [iSmart](/solutions/ismart) ajoute des alertes en temps réel et de la maintenance prédictive fondée sur l’analyse des données.

## Combien coûte la maintenance préventive\u202F?

Le budget dépend du nombre et de la nature des équipements, mais il reste prévisible, ce qui est déjà un avantage face aux pannes. À titre indicatif, nos plans de [maintenance préventive](/solutions/maintenance-preventive) démarrent à 275\u00A0€ par mois pour un parc allant jusqu’à 50 équipements, et à 976\u00A0€ par mois pour un parc allant jusqu’à 200 équipements. Ils incluent les visites planifiées, les rapports d’intervention et l’accès à notre [support 24/7](/solutions/support-24-7), avec une réponse en 15 minutes pour les incidents critiques et une intervention d’urgence en moins de 2\u00A0h.

Pour juger de la rentabilité, comparez ce montant annuel au coût d’une seule panne majeure sur vos équipements critiques, en incluant l’arrêt d’activité. Dans la grande majorité des cas, le calcul est rapidement fait. S’y ajoutent une durée de vie plus longue des équipements, une consommation d’énergie maîtrisée et des interventions programmées aux moments qui vous conviennent.

## Conclusion

La maintenance préventive ne supprime pas toutes les pannes, mais elle les rend rares, prévisibles et moins coûteuses. Le plus difficile est de commencer\u202F: inventorier, hiérarchiser, planifier. Nos techniciens d’Abidjan, de Bouaké et de San Pedro peuvent réaliser cet état des lieux avec vous et vous proposer un plan adapté à votre parc. [Contactez-nous](/contact) pour en discuter.
`;
