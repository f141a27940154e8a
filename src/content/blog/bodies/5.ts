/** Article 5: Audit énergétique : notre méthodologie pas à pas. */
export const body = `
Un audit énergétique n’a de valeur que s’il débouche sur des décisions. Trop de rapports finissent dans un tiroir parce qu’ils accumulent des généralités («\u00A0pensez à éteindre la lumière\u00A0») sans dire combien coûte chaque action, combien elle rapporte et dans quel ordre la mener. Chez Multitech Ivoire, nous conduisons nos audits en quatre étapes, de la collecte des factures au plan d’actions chiffré. Voici comment elles se déroulent, ce que nous attendons de vous et ce que vous recevez à la fin.

## Étape 1 — Collecter les factures et les données existantes

Avant de poser le moindre appareil de mesure, nous reconstituons l’historique énergétique du site. Nous vous demandons en général\u202F:

- les factures d’électricité CIE des 24 derniers mois, idéalement pour chaque compteur, avec la puissance souscrite et les éventuels dépassements\u202F;
- les consommations de gasoil des groupes électrogènes et leurs heures de fonctionnement\u202F;
- les plans et la liste des principaux équipements (climatisation, process, pompes, éclairage, informatique)\u202F;
- les horaires d’occupation ou de production, et les évolutions récentes du site (extension, nouvelle ligne, changement d’activité).

Cette première analyse révèle souvent des gains immédiats\u202F: une puissance souscrite mal ajustée, des pénalités liées à un mauvais facteur de puissance, ou une consommation de week-end anormalement élevée. Elle permet aussi de calculer des ratios de référence, en kWh par mètre carré ou par tonne produite, pour situer le site et fixer les priorités de la campagne de mesures.

## Étape 2 — Mesurer sur le terrain

Les factures disent combien vous consommez, pas où ni quand. La campagne de mesures répond à ces deux questions.

### Ce que nous mesurons

- **Le poste de livraison et les tableaux principaux**\u202F: enregistreurs de puissance posés une à deux semaines pour obtenir la courbe de charge, les pointes, le facteur de puissance et la qualité de la tension.
- **Les gros consommateurs**\u202F: groupes froids, compresseurs, moteurs, fours, mesurés individuellement pour connaître leur part réelle.
- **Le confort et l’ambiance**\u202F: températures, humidité, niveaux d’éclairement, pour vérifier que l’énergie dépensée produit bien le service attendu.
- **L’enveloppe**\u202F: une thermographie infrarouge repère les défauts d’isolation des toitures, les fuites d’air froid et les points chauds dans les armoires électriques.

### Pourquoi une à deux semaines

Une mesure ponctuelle ne capte ni les cycles de production, ni les nuits, ni les week-ends. Sur une semaine complète, on voit ce qui tourne quand le site est vide, les démarrages simultanés qui créent les pointes, et le comportement de la climatisation selon la météo. Dans le contexte ivoirien, nous enregistrons aussi les micro-coupures et les chutes de tension du réseau, qui expliquent parfois des pannes à répétition et orientent le choix des solutions.

Nos techniciens interviennent sans arrêt de votre activité\u202F: les pinces ampèremétriques se posent sous tension, par du personnel habilité, dans le respect des règles de sécurité électrique.

## Étape 3 — Analyser et comprendre

L’analyse croise les factures, les mesures et les entretiens avec vos équipes. Nous établissons d’abord un **bilan énergétique**\u202F: la répartition de la consommation par usage. Dans un immeuble de bureaux à Abidjan, la climatisation représente fréquemment la moitié ou davantage de la consommation, suivie de l’éclairage et de l’informatique. Dans une usine, ce sont plutôt l’air comprimé, le froid industriel et les moteurs.

Nous identifions ensuite les gisements d’économies, classés en trois familles\u202F:

1. **Les actions sans investissement**\u202F: réglage des horaires et des consignes de climatisation, arrêt des équipements la nuit, ajustement de la puissance souscrite.
2. **Les actions à investissement modéré**\u202F: éclairage LED avec détection de présence, variateurs de vitesse sur les pompes et ventilateurs, compensation de l’énergie réactive, chasse aux fuites d’air comprimé.
3. **Les investissements structurants**\u202F: remplacement de groupes froids anciens, centrale solaire photovoltaïque, gestion technique du bâtiment, récupération de chaleur.

Pour chaque piste, nous estimons l’économie en kWh et en francs CFA, sur la base de vos tarifs réels, et non de moyennes.

## Étape 4 — Construire un plan d’actions chiffré

C’est le cœur du livrable. Chaque action y figure avec son coût d’investissement, l’économie annuelle attendue, le temps de retour, les contraintes de mise en œuvre et le niveau de confiance de l’estimation. Les actions sont ensuite priorisées\u202F: on commence par les gains rapides, qui financent en partie les suivantes.

Pour les projets solaires, le plan précise la puissance à installer, le taux de couverture attendu et le temps de retour, généralement compris entre 8 et 12 ans, pour des panneaux garantis en performance 25 ans. Selon le profil du site, le solaire permet d’économiser de 40 à 60\u00A0% de la facture dans l’industrie et de 50 à 70\u00A0% dans le tertiaire.

Nous proposons enfin un **plan de mesure et de vérification**\u202F: quels compteurs installer, quels indicateurs suivre et comment comparer la consommation réelle à la situation de référence, afin de prouver les économies une fois les actions réalisées.

## Ce que vous recevez, et à quel prix

À la fin de l’audit, vous disposez de\u202F:

- un rapport complet, avec le bilan énergétique, les courbes de charge et les constats détaillés\u202F;
- une synthèse de quelques pages destinée à la direction, avec les chiffres clés et les décisions à prendre\u202F;
- le plan d’actions chiffré et priorisé\u202F;
- une réunion de restitution sur site avec vos équipes techniques et financières.

Deux formules existent. L’audit volontaire, pour les entreprises qui veulent réduire leur facture, démarre à 1\u00A0800\u00A0€. L’audit dit réglementaire, plus complet et conduit selon un référentiel reconnu comme la norme ISO 50002 lorsqu’un financeur, un bailleur ou un siège l’exige, démarre à 2\u00A0500\u00A0€. Le prix final dépend de la taille du site, du nombre de bâtiments et de la durée de la campagne de mesures.

## Passer de l’audit aux économies

Un audit bien mené est un investissement qui se rembourse vite, souvent grâce aux seules actions sans investissement. Il vous donne surtout une feuille de route claire et chiffrée pour les années à venir. Nos ingénieurs interviennent depuis Abidjan, Bouaké et San Pedro. Pour en savoir plus, consultez notre page [audit énergétique](/solutions/audit-energetique), découvrez nos solutions [énergie](/services/energie), ou [contactez-nous](/contact) pour préparer l’audit de votre site.
`;
