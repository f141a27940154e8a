/** Article 8: Sécuriser les infrastructures numériques critiques. */
export const body = `
Une salle serveurs qui s’arrête, c’est une facturation bloquée, une chaîne de production immobilisée, des agences qui ne peuvent plus encaisser, parfois des patients dont le dossier devient inaccessible. En Côte d’Ivoire, où les micro-coupures et les chutes de tension restent fréquentes sur le réseau, et où la chaleur et l’humidité sollicitent en permanence les équipements, la disponibilité d’une infrastructure numérique ne se décrète pas\u202F: elle se conçoit, puis elle s’exploite jour après jour. Voici les principes que nous appliquons depuis 2009, du local technique d’une PME au datacenter d’entreprise, pour qu’une infrastructure critique ne s’arrête pas, et les points à vérifier sur la vôtre.

## Définir ce que «\u00A0critique\u00A0» veut dire pour vous

### Partir des besoins métier

Avant de parler d’onduleurs ou de climatiseurs, il faut répondre à deux questions que seuls les responsables métier peuvent trancher\u202F:

- **Combien de temps pouvez-vous supporter une interruption\u202F?** C’est la durée maximale d’interruption admissible, souvent désignée par le sigle anglais RTO.
- **Quelle quantité de données pouvez-vous perdre\u202F?** C’est la perte de données maximale admissible, ou RPO\u202F: une heure de saisies, une journée, ou rien du tout.

Un cabinet comptable peut tolérer quelques heures d’arrêt\u202F; une plateforme de paiement mobile ou le système d’information d’un opérateur portuaire à San Pedro, non. Ces deux valeurs, fixées application par application, dimensionnent tout le reste.

### Traduire la disponibilité en heures

Les pourcentages de disponibilité paraissent proches, mais ils recouvrent des réalités très différentes. Sur une année de 8\u00A0760\u00A0heures\u202F:

- 99\u00A0% de disponibilité autorisent environ 88\u00A0heures d’arrêt, soit plus de trois jours et demi\u202F;
- 99,9\u00A0% correspondent à environ 8\u00A0heures et 45\u00A0minutes d’arrêt par an\u202F;
- 99,99\u00A0% ne laissent qu’environ 53\u00A0minutes\u202F;
- 99,999\u00A0% laissent moins de 6\u00A0minutes.

Chaque «\u00A09\u00A0» supplémentaire coûte nettement plus cher, car il impose de doubler des équipements et de pouvoir les entretenir sans rien arrêter. L’objectif de 99,9\u00A0% de disponibilité, celui que nous retenons pour nos propres engagements de service, est un bon point de départ pour la plupart des entreprises\u202F; au-delà, l’investissement doit être justifié par le coût réel d’une heure d’arrêt.

### Les niveaux de redondance

On décrit la redondance avec une notation simple\u202F:

- **N**\u202F: juste la capacité nécessaire, sans secours. La moindre panne ou la moindre opération de maintenance provoque un arrêt.
- **N+1**\u202F: un équipement de plus que nécessaire. Si trois climatiseurs suffisent, on en installe quatre\u202F; l’un peut tomber en panne ou être entretenu sans conséquence.
- **2N**\u202F: deux chaînes complètes et indépendantes, chacune capable d’assurer seule toute la charge. C’est le niveau des sites les plus exigeants, avec des serveurs alimentés par deux voies électriques distinctes.

L’erreur classique consiste à doubler les équipements visibles, deux onduleurs et deux climatiseurs, en laissant ailleurs un point unique de défaillance\u202F: un seul tableau électrique, un seul disjoncteur en amont, une seule arrivée de fibre, une seule personne qui connaît l’installation.

## L’énergie\u202F: la fondation de tout le reste

### Une chaîne complète, du réseau CIE aux serveurs

L’alimentation d’une infrastructure critique se pense comme une chaîne, dont chaque maillon doit être dimensionné et entretenu\u202F:

1. L’arrivée du réseau CIE, avec une protection contre les surtensions (parafoudres adaptés en tête d’installation) et une mise à la terre contrôlée, conformément à la NF C 15-100.
2. Un groupe électrogène capable de reprendre l’ensemble de la charge critique, climatisation comprise, avec une réserve de carburant adaptée à la durée des coupures que vous voulez couvrir.
3. Un inverseur de sources automatique qui bascule du réseau au groupe, puis revient au réseau une fois celui-ci stabilisé.
4. Des onduleurs qui assurent la continuité pendant les secondes de démarrage du groupe et filtrent les perturbations du réseau.
5. Une distribution secondaire jusqu’aux baies, idéalement doublée, qui alimente séparément les deux blocs d’alimentation de chaque serveur.

### Choisir et dimensionner les onduleurs

Pour une salle informatique, la technologie à double conversion, dite «\u00A0on-line\u00A0», s’impose\u202F: les équipements sont alimentés en permanence par l’onduleur, qui reconstitue une tension propre et neutralise ainsi les micro-coupures et les variations de tension. Quelques règles de dimensionnement\u202F:

- prévoir une marge de 20 à 30\u00A0% sur la puissance mesurée, pour absorber la croissance et éviter de faire travailler l’onduleur à pleine charge\u202F;
- viser une autonomie sur batteries de 10 à 15\u00A0minutes lorsqu’un groupe électrogène prend le relais\u202F: c’est suffisant pour couvrir un démarrage raté suivi d’une seconde tentative, ou pour arrêter proprement les serveurs\u202F;
- installer un by-pass de maintenance externe, qui permet de remplacer ou de réparer l’onduleur sans couper les serveurs\u202F;
- raccorder l’onduleur au réseau de supervision pour que les serveurs s’arrêtent automatiquement et dans le bon ordre si l’autonomie s’épuise.

### Les batteries, maillon faible sous les tropiques

Les batteries au plomb étanches qui équipent la majorité des onduleurs sont très sensibles à la chaleur. Selon une règle empirique largement admise, leur durée de vie est à peu près divisée par deux pour chaque tranche de 8 à 10\u00A0°C au-delà de 25\u00A0°C. Une batterie prévue pour cinq ans, installée dans un local à 35\u00A0°C, peut ne tenir que deux ou trois ans. Conséquences pratiques\u202F: installer les batteries dans un local climatisé, mesurer régulièrement leur état (tension, résistance interne, essai d’autonomie) et budgéter leur remplacement avant la panne. Les batteries lithium-ion, plus tolérantes à la température et plus durables, gagnent du terrain\u202F; leur surcoût initial se justifie souvent sur la durée de vie de l’installation.

### Le groupe électrogène, testé en charge

Un groupe qui n’a pas démarré depuis six mois est un pari, pas un secours. Un essai mensuel en charge réelle, et non un simple démarrage à vide, le contrôle du carburant (quantité, qualité, présence d’eau), l’entretien des batteries de démarrage et du préchauffage font partie des basiques. Un essai annuel de coupure réelle de l’arrivée CIE, planifié et encadré, reste le seul moyen de vérifier toute la chaîne\u202F: inverseur, onduleurs, climatisation, redémarrage des équipements.

## La climatisation de précision\u202F: évacuer chaque watt

### Pourquoi un climatiseur de confort ne suffit pas

Chaque kilowatt consommé par les serveurs se transforme en chaleur qu’il faut évacuer, 24\u00A0heures sur 24 et 365\u00A0jours par an. Les climatiseurs de confort de type split sont conçus pour fonctionner quelques heures par jour et déshumidifier l’air d’un bureau\u202F; ils ne sont ni dimensionnés ni régulés pour une charge permanente. Les armoires de climatisation de précision, elles, sont prévues pour un fonctionnement continu, régulent finement la température et l’humidité, et disposent d’alarmes et d’interfaces de supervision. Pour une petite salle, des splits en redondance pilotés par un automate de permutation peuvent constituer un compromis acceptable, à condition d’être supervisés.

### Les bonnes valeurs et la bonne organisation

Les recommandations de l’ASHRAE, référence internationale en la matière, placent la température de l’air à l’entrée des serveurs entre 18 et 27\u00A0°C. Inutile donc de refroidir la salle à 16\u00A0°C, comme on le voit encore souvent\u202F: c’est une dépense d’énergie sans bénéfice. L’essentiel est d’organiser les flux d’air\u202F:

- disposer les baies en allées froides et allées chaudes, faces avant face à face\u202F;
- confiner l’allée froide ou l’allée chaude pour éviter que l’air chaud ne soit aspiré de nouveau par les serveurs\u202F;
- obturer les emplacements vides des baies avec des panneaux pleins\u202F;
- placer les sondes de température à l’entrée des serveurs, et non au retour des climatiseurs.

### Le climat ivoirien, une contrainte particulière

L’humidité d’Abidjan ou de San Pedro impose une attention particulière à la condensation, à l’évacuation des condensats et à l’étanchéité du local. Dans le nord, à Bouaké et au-delà, la poussière de l’harmattan encrasse rapidement filtres et condenseurs\u202F: la fréquence de nettoyage doit être adaptée à la saison. Enfin, les unités extérieures exposées au soleil direct ou à l’air salin des zones côtières demandent des protections et des contrôles réguliers de la corrosion. Pour la conception et l’entretien de ces installations, voyez notre pôle [climatisation](/services/climatisation).

## Réseaux, câblage et sécurité physique

### Supprimer les points uniques de défaillance du réseau

L’infrastructure la mieux alimentée et la mieux refroidie ne sert à rien si elle est coupée du monde. Les points à examiner\u202F:

- **Les accès opérateurs**\u202F: deux liaisons chez deux opérateurs différents, arrivant si possible par deux cheminements physiques distincts, avec une bascule automatique testée. Deux fibres dans le même fourreau, c’est un seul coup de pelleteuse pour tout perdre.
- **Le cœur de réseau**\u202F: commutateurs et pare-feux en paires redondantes, serveurs raccordés à deux commutateurs différents.
- **Le câblage structuré**\u202F: cuivre et fibre certifiés à la recette, repérés aux deux extrémités et documentés.
- **La séparation des courants**\u202F: chemins de câbles distincts pour les courants forts et les courants faibles, afin d’éviter les perturbations électromagnétiques.
- **Le réseau d’administration**\u202F: un accès séparé aux interfaces de gestion des serveurs, onduleurs et climatiseurs, pour garder la main même si le réseau de production est saturé ou compromis.

### Contrôler qui entre

Une part importante des incidents dans les salles informatiques vient d’interventions humaines\u202F: câble débranché par erreur, disjoncteur manipulé, équipement ajouté sans vérifier la charge électrique disponible. L’accès doit être réservé aux personnes autorisées, par badge nominatif, avec journalisation des entrées et vidéosurveillance de la salle et de ses abords. Les visiteurs et prestataires sont accompagnés, et toute intervention fait l’objet d’une demande préalable, tracée dans un outil comme [iRequest](/solutions/irequest).

### Détecter tôt, éteindre sans abîmer

Un départ de feu dans une salle serveurs commence généralement par l’échauffement d’un câble ou d’un composant, qui dégage peu de fumée pendant de longues minutes. La détection par aspiration, qui prélève l’air de la salle en continu pour l’analyser, permet d’intervenir à ce stade. Pour l’extinction, les systèmes à gaz inertes ou à agents adaptés aux équipements électroniques évitent les dégâts d’un arrosage. Ils imposent une salle suffisamment étanche, des essais d’étanchéité et une maintenance régulière, ainsi qu’une coordination avec la climatisation et le désenfumage. Ajoutez une détection de fuite d’eau sous le faux plancher et près des climatiseurs\u202F: une évacuation de condensats bouchée suffit à noyer une salle. Multitech Ivoire est certifiée APSAD, le référentiel de qualité des installateurs de sécurité incendie.

## Exploiter au quotidien\u202F: supervision, maintenance, procédures

### Tout superviser, au même endroit

Une infrastructure critique produit des centaines de mesures\u202F: charge et autonomie des onduleurs, état du groupe et niveau de carburant, températures à l’entrée des baies, humidité, présence d’eau, état des liens réseau, ouverture des portes. Ces informations doivent remonter vers une supervision unique, avec des seuils d’alerte réfléchis et des notifications adressées aux bonnes personnes, de jour comme de nuit. C’est le rôle d’[iSmart](/solutions/ismart), notre solution de supervision à distance\u202F: au-delà des alarmes, l’analyse des tendances par l’intelligence artificielle aide à repérer une batterie qui se dégrade ou un climatiseur qui peine avant que la panne ne survienne.

### Maintenir sans arrêter

Une installation redondante n’a de valeur que si la redondance est disponible au moment où l’on en a besoin. Cela suppose une maintenance préventive rigoureuse, planifiée pour ne jamais immobiliser en même temps deux équipements qui se secourent\u202F:

1. Chaque semaine\u202F: revue des alarmes, des températures, de l’état des onduleurs et du niveau de carburant.
2. Chaque mois\u202F: essai du groupe en charge, nettoyage ou remplacement des filtres de climatisation, vérification des journaux.
3. Chaque trimestre\u202F: mesure des batteries, thermographie infrarouge des tableaux électriques, contrôle des serrages.
4. Chaque année\u202F: essai de coupure réelle, essai d’autonomie des onduleurs, vérification des systèmes d’extinction, revue de la documentation.

Nos [plans de maintenance préventive](/solutions/maintenance-preventive), à partir de 275\u00A0€ par mois jusqu’à 50 équipements, couvrent ces opérations. Ils s’appuient sur notre [support 24/7](/solutions/support-24-7), avec une réponse en 15\u00A0minutes pour les incidents critiques et une intervention d’urgence en moins de 2\u00A0heures.

### Des procédures écrites

Les incidents graves naissent souvent d’une manœuvre improvisée. Rédigez des procédures courtes pour les opérations sensibles — bascule sur groupe, passage d’un onduleur en by-pass, arrêt et redémarrage ordonnés de la salle — et faites-les valider par ceux qui les exécutent. Tenez à jour les schémas électriques unifilaires et le plan d’implantation des baies\u202F: ce sont les premiers documents demandés en situation de crise.

## Les données\u202F: sauvegarde et plan de reprise

L’infrastructure physique protège contre les pannes\u202F; elle ne protège ni contre un rançongiciel, ni contre une erreur de manipulation, ni contre un incendie qui détruit la salle. Pour cela, il faut des sauvegardes conçues pour être restaurées. La règle dite «\u00A03-2-1\u00A0» reste une bonne base\u202F: trois copies des données, sur deux supports différents, dont une hors site. Ajoutez-y une copie hors ligne ou non modifiable, hors d’atteinte d’un attaquant qui aurait pris le contrôle du réseau, et vérifiez que la durée de restauration est compatible avec le RTO fixé au départ.

Un plan de reprise d’activité complète le dispositif\u202F: il décrit, pour chaque application, où et comment elle redémarre si la salle principale est indisponible, dans quel ordre et avec quelles ressources. À titre d’exemple, une seconde salle dans un autre bâtiment, entre un siège au Plateau et un entrepôt à Yopougon, ou un hébergement externe, peut jouer ce rôle. Le plan n’a de valeur que s’il est testé\u202F: la restauration complète d’au moins une application critique par an est un minimum.

## Neuf questions pour évaluer votre infrastructure

Avant d’engager des travaux, faites le point avec vos équipes. Si vous répondez «\u00A0non\u00A0» ou «\u00A0je ne sais pas\u00A0» à plusieurs de ces questions, un diagnostic s’impose\u202F:

1. Le RTO et le RPO de vos applications critiques sont-ils définis et validés par la direction\u202F?
2. Existe-t-il un schéma à jour de toute la chaîne électrique, du compteur CIE aux baies\u202F?
3. Le groupe électrogène a-t-il été essayé en charge réelle au cours du dernier mois\u202F?
4. Connaissez-vous l’âge et l’autonomie mesurée de vos batteries d’onduleurs\u202F?
5. La climatisation de la salle est-elle redondante, et la température est-elle mesurée à l’entrée des serveurs\u202F?
6. Vos deux accès Internet passent-ils par des cheminements physiques différents\u202F?
7. Une alerte de température ou de coupure réveille-t-elle quelqu’un à trois heures du matin\u202F?
8. Avez-vous restauré une sauvegarde complète au cours des douze derniers mois\u202F?
9. Les procédures de bascule et de redémarrage sont-elles écrites et connues de plus d’une personne\u202F?

## Conclusion\u202F: une infrastructure se conçoit et s’exploite

Une infrastructure qui ne s’arrête jamais n’est pas le fruit du hasard. Elle résulte d’un dimensionnement cohérent de toute la chaîne — énergie, climatisation, réseau, sécurité —, de l’élimination méthodique des points uniques de défaillance et, surtout, d’une exploitation disciplinée\u202F: supervision permanente, maintenance préventive, essais réels, procédures écrites. Comme ces compétences sont habituellement réparties entre plusieurs prestataires, les défaillances se logent souvent aux interfaces. Chez Multitech Ivoire, nos pôles [courant fort](/services/courant-fort), [courant faible](/services/courant-faible), [climatisation](/services/climatisation) et [informatique](/services/informatique) travaillent ensemble sur ces projets. Pour le diagnostic de votre salle informatique ou un projet neuf, [contactez-nous](/contact) ou demandez une [consultation technique](/solutions/consultation-technique).
`;
