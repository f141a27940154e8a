/** Article 1: Guide complet de l’optimisation énergétique en entreprise. */
export const body = `
Dans la plupart des entreprises ivoiriennes, la facture d’électricité est devenue l’un des premiers postes de frais généraux. Pourtant, elle est rarement pilotée avec la même rigueur\u202F: on la paie, on la trouve chère, puis on passe à autre chose. Sur les bâtiments tertiaires comme sur les sites industriels que nous accompagnons, il est pourtant fréquent de pouvoir réduire sensiblement la consommation sans sacrifier ni le confort ni la production, puis d’aller beaucoup plus loin avec le solaire. La condition\u202F: procéder dans le bon ordre, en commençant par mesurer, et en vérifiant les gains dans la durée. Ce guide reprend, poste par poste, la démarche que nous appliquons chez nos clients.

## Savoir où part l’énergie avant d’agir

On ne réduit bien que ce que l’on mesure. Avant tout achat d’équipement, reconstituez la répartition de la consommation par usage et par période.

### Exploiter vos factures CIE

Rassemblez au moins 12 mois, idéalement 24 mois, de factures de la CIE pour chaque point de livraison. Elles révèlent déjà beaucoup de choses\u202F:

- l’évolution mensuelle de la consommation, qui suit souvent les saisons les plus chaudes, donc la climatisation\u202F;
- la puissance souscrite comparée à la puissance réellement appelée\u202F: une puissance surdimensionnée se paie chaque mois, une puissance trop juste expose à des dépassements\u202F;
- pour les sites raccordés en moyenne tension, les éventuelles pénalités liées à l’énergie réactive, signe d’un mauvais facteur de puissance que l’on corrige avec une batterie de condensateurs\u202F;
- la répartition entre les différentes tranches horaires, si votre tarif en comporte.

### Installer un sous-comptage

La facture donne un total\u202F; le sous-comptage donne la répartition. Quelques compteurs communicants posés sur les départs principaux du TGBT (climatisation, éclairage, prises, process, froid) suffisent pour savoir en quelques semaines qui consomme quoi, à quelle heure, et surtout en dehors des heures d’occupation. C’est souvent là que l’on découvre les gaspillages les plus simples\u202F: climatiseurs qui tournent la nuit et le week-end, éclairage des parkings allumé en plein jour, compresseur qui ne s’arrête jamais.

Pour une vision complète, un [audit énergétique](/solutions/audit-energetique) structure cette démarche\u202F: analyse des factures, campagne de mesures, visite détaillée des installations et plan d’actions chiffré. Comptez à partir de 1\u00A0800\u00A0€ pour un audit volontaire et à partir de 2\u00A0500\u00A0€ pour un audit réglementaire.

## La climatisation, premier gisement d’économies

Dans notre climat chaud et humide, la climatisation représente fréquemment la moitié, voire davantage, de la consommation d’un immeuble de bureaux, d’un hôtel ou d’un centre commercial. C’est donc par elle qu’il faut commencer.

### Les gestes sans investissement

- Fixez une consigne de 24 à 26\u00A0°C en occupation\u202F: chaque degré de moins alourdit nettement la consommation, de l’ordre de 5 à 8\u00A0% selon les installations.
- Programmez l’arrêt ou le ralenti hors des heures d’occupation, le soir et le week-end.
- Gardez fermées les portes et fenêtres des locaux climatisés, et limitez les apports solaires par des films, stores ou brise-soleil sur les façades exposées.
- Nettoyez régulièrement filtres et échangeurs\u202F: un condenseur encrassé par la poussière fait travailler le compresseur plus longtemps pour produire le même froid.

### Les investissements rentables

- Remplacer les anciens climatiseurs à vitesse fixe par des modèles Inverter de bonne classe énergétique, en priorité sur les unités qui cumulent le plus d’heures de fonctionnement.
- Pour les bâtiments plus importants, passer à un système centralisé (DRV ou eau glacée) piloté par une régulation adaptée.
- Récupérer l’énergie de l’air extrait dans les centrales de traitement d’air, et ajuster les débits de ventilation à l’occupation réelle grâce à des sondes de CO₂.
- Centraliser la commande\u202F: une gestion technique du bâtiment, même simple, évite les consignes fantaisistes et les oublis.

Notre pôle [climatisation](/services/climatisation) dimensionne ces solutions à partir des mesures réelles, et non des seules plaques signalétiques.

## Éclairage et process industriels

### Éclairage

Le passage à la LED reste l’une des actions les plus rapides à rentabiliser. Par rapport aux tubes fluorescents et aux lampes à décharge, la consommation d’éclairage baisse couramment de moitié ou davantage, et les luminaires LED dégagent moins de chaleur, ce qui allège d’autant la climatisation. Ajoutez des détecteurs de présence dans les circulations, les sanitaires et les salles de réunion et une gradation selon la lumière du jour près des vitrages.

### Process industriels

Dans l’industrie, les moteurs électriques concentrent l’essentiel de la consommation. Les principaux leviers sont les suivants\u202F:

- des variateurs de vitesse sur les pompes, ventilateurs et compresseurs dont la charge varie\u202F: réduire la vitesse réduit très fortement la puissance absorbée\u202F;
- la chasse aux fuites d’air comprimé, qui gaspillent une part souvent importante de la production, et l’abaissement de la pression du réseau au strict nécessaire\u202F;
- l’isolation des réseaux de vapeur, d’eau chaude et d’eau glacée\u202F;
- l’automatisation des séquences de marche et d’arrêt, qui évite les équipements qui tournent à vide.

Sur ce dernier point, nos projets d’[automatisme](/services/automatisme) permettent en moyenne des gains de productivité de l’ordre de 40\u00A0% et des économies d’environ 20\u00A0%.

## Le solaire photovoltaïque\u202F: produire une partie de votre électricité

Une fois les consommations assainies, le solaire devient particulièrement pertinent en Côte d’Ivoire\u202F: l’ensoleillement est abondant toute l’année et la courbe de production coïncide avec les heures de bureau et le pic de climatisation. Une installation en autoconsommation bien dimensionnée peut réduire la facture jusqu’à 80\u00A0% dans les cas les plus favorables. Les ordres de grandeur que nous constatons selon les secteurs\u202F:

- résidentiel\u202F: 60 à 80\u00A0% d’économies\u202F;
- tertiaire\u202F: 50 à 70\u00A0%\u202F;
- industriel\u202F: 40 à 60\u00A0%, car les process tournent aussi la nuit.

Les panneaux bénéficient d’une garantie de performance de 25 ans, et le retour sur investissement se situe généralement entre 8 et 12 ans. Quelques points d’attention avant de vous lancer\u202F:

- dimensionnez sur la consommation de jour mesurée, et non sur la facture totale, pour éviter de produire de l’énergie que vous ne consommerez pas\u202F;
- décidez tôt si vous avez besoin de batteries\u202F: elles apportent une autonomie face aux coupures, mais alourdissent l’investissement\u202F;
- vérifiez la structure des toitures et les ombrages, et prévoyez un nettoyage régulier des modules, surtout dans le nord du pays pendant l’harmattan\u202F;
- exigez des onduleurs qui tolèrent les micro-coupures et les baisses de tension fréquentes du réseau, et une installation conforme à la NF C 15-100.

Notre pôle [énergie](/services/energie) conçoit, installe et maintient ces centrales, de la toiture résidentielle au grand bâtiment industriel.

## Mesurer et pérenniser les gains

Une économie qui n’est pas mesurée finit par disparaître\u202F: un réglage modifié, un filtre oublié, une extension de bâtiment, et la consommation remonte sans que personne ne s’en aperçoive. Voici la méthode que nous recommandons\u202F:

1. **Établissez une situation de référence**\u202F: la consommation sur 12 mois, rapprochée des facteurs qui la font varier (surface occupée, effectifs, volume de production, saison).
2. **Choisissez des indicateurs simples**\u202F: kWh par m² et par an pour un bâtiment tertiaire, kWh par tonne ou par unité produite pour une usine.
3. **Comparez à périmètre constant**\u202F: après chaque action, mesurez sur une période comparable et corrigez les variations d’activité. Le protocole international IPMVP fournit un cadre reconnu pour ce calcul.
4. **Suivez en continu**\u202F: une supervision qui remonte les consommations en temps réel et alerte en cas de dérive évite de découvrir le problème sur la facture suivante. C’est le rôle de notre plateforme [iSmart](/solutions/ismart), qui y ajoute l’analyse par intelligence artificielle et la maintenance prédictive.
5. **Entretenez les installations**\u202F: un [plan de maintenance préventive](/solutions/maintenance-preventive) préserve les rendements obtenus, notamment sur la climatisation.

## Par où commencer\u202F: un plan d’action en trois temps

Prenons l’exemple d’un immeuble de bureaux de 3\u00A0000\u00A0m² au Plateau. La feuille de route que nous proposerions typiquement ressemble à ceci\u202F:

- **le premier mois**\u202F: analyse des factures, ajustement de la puissance souscrite, révision des consignes et des horaires de climatisation, chasse aux consommations nocturnes\u202F;
- **entre trois et six mois**\u202F: sous-comptage, passage à la LED, remplacement des climatiseurs les plus énergivores, détecteurs de présence\u202F;
- **au-delà de six mois**\u202F: centrale solaire en autoconsommation dimensionnée sur les consommations assainies, supervision continue et tableau de bord partagé avec la direction.

Cet ordre compte. Installer des panneaux avant d’avoir réduit les gaspillages revient à surdimensionner l’investissement pour produire une énergie que l’on continue de perdre.

## Conclusion\u202F: passer à l’action

L’optimisation énergétique n’est pas un projet ponctuel mais une démarche continue\u202F: mesurer, agir sur les gros postes, produire une partie de son énergie, puis suivre les résultats dans la durée. Depuis 2009, nos équipes d’Abidjan, de Bouaké et de San Pedro accompagnent les entreprises dans cette démarche, de l’audit à la maintenance. Pour faire le point sur votre site, demandez un [audit énergétique](/solutions/audit-energetique) ou [contactez-nous](/contact)\u202F: un ingénieur vous rappellera pour définir avec vous les premières actions adaptées à vos bâtiments.
`;
