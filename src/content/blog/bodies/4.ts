/** Article 4: L’intelligence artificielle au service des bâtiments connectés. */
export const body = `
Un bâtiment tertiaire moderne produit chaque jour des dizaines de milliers de mesures\u202F: températures de soufflage et de reprise, intensités sur les tableaux électriques, pressions des réseaux d’eau glacée, états des portes, taux de CO₂, production des panneaux solaires. Longtemps, elles ont surtout servi à afficher des alarmes que personne ne regardait la nuit. L’intelligence artificielle change la donne, non pas en remplaçant l’exploitant, mais en lui signalant ce qui mérite son attention avant que le problème ne devienne une panne ou une facture. Voici ce que l’IA apporte réellement aujourd’hui à l’exploitation des bâtiments en Côte d’Ivoire, comment la mettre en œuvre, et les limites qu’il faut garder en tête.

## Ce que recouvre vraiment l’IA dans un bâtiment

Dans l’exploitation d’un bâtiment, l’IA recouvre trois familles de techniques très concrètes\u202F:

- **La détection d’anomalies**\u202F: un modèle apprend le comportement normal d’un équipement (un groupe froid, une centrale de traitement d’air, un onduleur) et signale tout écart significatif, même quand aucun seuil d’alarme classique n’est franchi.
- **La prévision**\u202F: à partir de l’historique, de la météo, du calendrier d’occupation et des tarifs, le modèle estime la consommation ou la charge des prochaines heures et des prochains jours.
- **L’optimisation du pilotage**\u202F: l’algorithme propose, ou applique dans un cadre strict, des consignes de température, des horaires de démarrage et des délestages qui réduisent la consommation sans dégrader le confort.

Ces briques reposent sur une supervision fiable\u202F: capteurs bien placés, automates communicants, historique propre. Sans cette base, aucun algorithme ne fera de miracle.

## Détecter les anomalies avant la panne

C’est aujourd’hui l’usage le plus rentable. Là où une alarme classique attend le dépassement d’un seuil fixe, souvent trop tard, un modèle compare chaque mesure à ce qu’elle devrait être compte tenu du contexte\u202F: heure, température extérieure, charge du bâtiment, état des autres équipements.

### Quelques cas typiques

- **Un groupe d’eau glacée** dont le rendement se dégrade lentement parce que le condenseur s’encrasse. La température de l’eau reste dans les tolérances, mais l’énergie consommée pour la produire augmente de quelques pour cent chaque semaine. L’écart est invisible à l’œil nu, évident pour un modèle.
- **Un onduleur** dont la température interne monte anormalement à charge égale, signe fréquent d’un ventilateur fatigué ou de batteries en fin de vie.
- **Un groupe électrogène** dont le temps de démarrage s’allonge d’un essai à l’autre, ce qui annonce souvent un problème de batterie de démarrage ou d’alimentation en carburant.

Dans un climat chaud et humide comme celui d’Abidjan ou de San Pedro, où la climatisation représente souvent plus de la moitié de la consommation d’un immeuble de bureaux, ces dérives coûtent cher. Dans le nord du pays, la poussière de l’harmattan colmate filtres et batteries d’échange bien plus vite que prévu\u202F: la détection d’anomalies permet alors de déclencher le nettoyage au moment utile plutôt qu’à date fixe.

### De l’alerte à l’intervention

Une alerte n’a de valeur que si elle déclenche une action. Chaque anomalie confirmée par iSmart peut créer automatiquement un ticket dans iRequest, avec l’équipement concerné, les courbes qui ont motivé l’alerte et un niveau de priorité. Le technicien arrive sur site en sachant quoi regarder. C’est ce passage de la maintenance préventive à date fixe vers une maintenance conditionnelle, puis prédictive, qui réduit réellement les arrêts imprévus.

## Prévoir les consommations et mieux maîtriser la facture

Un modèle de prévision bien entraîné estime, heure par heure, la consommation attendue du bâtiment. Cette prévision sert à trois choses.

D’abord, **repérer les dérives**\u202F: si la consommation réelle dépasse durablement la prévision, quelque chose a changé (un équipement défaillant, un nouvel usage, un réglage modifié). Vous le savez en quelques jours, pas à la réception de la facture CIE du trimestre.

Ensuite, **mesurer les économies**\u202F: après une action d’efficacité énergétique, la comparaison entre la consommation réelle et ce qu’aurait consommé le bâtiment sans l’action donne une estimation des gains bien plus honnête qu’une simple comparaison d’une année sur l’autre, faussée par la météo et l’occupation.

Enfin, **piloter la production solaire et le stockage**\u202F: sur un site équipé de panneaux photovoltaïques, la prévision de production (à partir de la météo) et celle de la consommation permettent de décaler certains usages vers les heures ensoleillées, comme la production d’eau glacée, le pompage ou la recharge de batteries. Sur les sites que nous équipons, le solaire peut couvrir jusqu’à 80\u00A0% de la facture dans le résidentiel, mais dans le tertiaire on se situe plutôt entre 50 et 70\u00A0%, et c’est précisément ce pilotage fin qui permet d’atteindre le haut de la fourchette.

## Un confort piloté plus finement

Le confort thermique est la première source de plaintes des occupants, la climatisation la première source de consommation\u202F: l’IA aide à concilier les deux.

Prenons l’exemple d’un immeuble de bureaux de 3\u00A0000\u00A0m² au Plateau. Une programmation classique démarre la climatisation à heure fixe, par exemple deux heures avant l’arrivée du personnel, quelle que soit la météo. Un pilotage prédictif calcule l’heure de démarrage optimale chaque jour, en fonction de la température de la veille, de l’inertie du bâtiment et de l’occupation prévue. Plus tard les jours frais de la saison des pluies, plus tôt le lundi qui suit un week-end chaud.

D’autres leviers sont à la portée des systèmes actuels\u202F:

- ajuster le débit d’air neuf selon le taux de CO₂ mesuré, plutôt que de ventiler à plein régime une salle de réunion vide\u202F;
- relever légèrement la consigne dans les zones inoccupées, détectées par les capteurs de présence ou le contrôle d’accès\u202F;
- anticiper les pointes de puissance et délester temporairement des usages non critiques pour ne pas dépasser la puissance souscrite.

L’IA propose, l’exploitant dispose\u202F: commencez en mode «\u00A0conseil\u00A0», où l’algorithme suggère et l’exploitant valide, avant de passer à un pilotage automatique dans des bornes strictement définies (températures minimale et maximale, équipements exclus, retour en manuel en cas de doute).

## Déployer l’IA pas à pas

Les projets qui réussissent partent d’un problème précis et d’un périmètre limité. Voici notre démarche.

1. **Choisir un cas d’usage mesurable**\u202F: les arrêts répétés d’une salle serveurs, la dérive de consommation d’un site, les plaintes de confort d’un étage. Un objectif clair permet de juger le résultat.
2. **Faire l’inventaire des données existantes**\u202F: GTB, automates, compteurs, onduleurs, groupes électrogènes. Beaucoup d’équipements savent déjà communiquer en Modbus ou BACnet, encore faut-il récupérer leurs données.
3. **Compléter l’instrumentation**\u202F: quelques capteurs sans fil (température, humidité, courant, vibration) suffisent souvent à combler les manques, sans travaux lourds.
4. **Constituer un historique**\u202F: un modèle de détection d’anomalies a besoin de quelques semaines de fonctionnement normal pour apprendre, idéalement couvrant des conditions météo variées.
5. **Lancer une preuve de concept**\u202F: sur iSmart, nous proposons une preuve de concept de 14 jours, sur un périmètre réduit, pour vérifier que les alertes sont pertinentes et que les données sont exploitables.
6. **Intégrer dans les processus**\u202F: définir qui reçoit quelle alerte, à quelle heure, avec quel délai de réaction, et relier les alertes à la gestion des interventions.
7. **Mesurer et ajuster**\u202F: compter les alertes utiles, les fausses alertes, les pannes évitées et les kilowattheures économisés, puis affiner les modèles et les seuils.

Sur le plan du réseau, les bâtiments ivoiriens posent une contrainte particulière\u202F: les micro-coupures et les chutes de tension du réseau sont fréquentes. Passerelles, switchs et serveurs de supervision doivent être secourus par onduleur, et les capteurs doivent conserver leurs mesures localement en cas de perte de connexion, faute de quoi l’historique sera troué et les modèles perturbés.

## Les limites à connaître

L’IA appliquée au bâtiment est utile, mais ni magique ni sans risques.

### La qualité des données

Un capteur mal étalonné, une sonde placée au soleil, un compteur inversé\u202F: l’algorithme apprendra fidèlement des données fausses. Une part importante de tout projet consiste à vérifier, nettoyer et documenter les points de mesure.

### Les fausses alertes

Un modèle trop sensible noie l’exploitant sous les notifications, et les alertes finissent ignorées. Il faut accepter une période de réglage, hiérarchiser les alertes et ne remonter en astreinte que ce qui est réellement critique.

### L’explicabilité

Un technicien ne fera pas confiance à une alerte qu’il ne comprend pas. Chaque alerte doit être accompagnée des mesures qui l’ont déclenchée et d’une comparaison avec le comportement habituel. Une «\u00A0boîte noire\u00A0» qui dit seulement «\u00A0anomalie détectée\u00A0» ne sera pas utilisée longtemps.

### La cybersécurité

Connecter un bâtiment, c’est ouvrir des portes. Une GTB reliée à une plateforme de supervision doit être cloisonnée du réseau bureautique, accessible uniquement par des connexions chiffrées, avec des comptes nominatifs et une authentification forte. Le pilotage automatique doit toujours pouvoir être repris en manuel sur site. La loi n° 2013-451 du 19 juin 2013 sanctionne les atteintes aux systèmes d’information, mais c’est à l’exploitant de protéger les siens.

### Les données personnelles

Les capteurs de présence, le contrôle d’accès et les caméras produisent des informations qui peuvent concerner des personnes identifiables. Leur usage pour optimiser un bâtiment reste possible, mais il doit respecter la loi n° 2013-450 du 19 juin 2013 relative à la protection des données à caractère personnel, sous le contrôle de l’ARTCI\u202F: finalité définie, information des occupants, durée de conservation limitée et, chaque fois que possible, agrégation des données (un taux d’occupation par zone plutôt qu’un suivi individuel). Vous trouverez nos engagements dans notre [politique de protection des données](/legal/politique-rgpd).

## Par où commencer\u202F?

L’IA ne remplace ni une installation bien conçue ni une équipe de maintenance compétente\u202F: elle leur donne de meilleurs yeux. Les premiers gains viennent souvent de choses simples, comme repérer les équipements qui tournent pour rien ou démarrer la climatisation au bon moment.

Si vous exploitez un immeuble de bureaux, un site industriel, un hôtel ou une salle technique, commencez par identifier le problème qui vous coûte le plus cher aujourd’hui. Nous pouvons ensuite vérifier, lors d’une preuve de concept de 14 jours sur [iSmart](/solutions/ismart), ce que vos propres données ont à dire. Pour en discuter avec nos équipes d’Abidjan, de Bouaké ou de San Pedro, [contactez-nous](/contact) ou demandez une [consultation technique](/solutions/consultation-technique).
`;
