/** Article 6: Domotique : les innovations 2024 pour la maison. */
export const body = `
La maison connectée a longtemps eu mauvaise réputation\u202F: une application par marque, des objets qui ne se parlent pas, des réglages réservés aux passionnés. En 2024, le paysage change. Un standard commun s’impose, les scénarios deviennent plus intelligents et la domotique se met au service de l’énergie solaire produite sur le toit. Voici les innovations qui comptent vraiment pour une villa à Cocody, un appartement au Plateau ou une résidence à Bouaké, et la façon d’en profiter sans se tromper.

## Matter, la fin des objets qui ne se parlent pas

La grande nouveauté est Matter, un standard ouvert publié fin 2022 et porté par la Connectivity Standards Alliance, qui réunit les grands acteurs du secteur. Son principe est simple\u202F: un objet certifié Matter fonctionne avec n’importe quel système compatible, quelle que soit sa marque.

Pour vous, cela change trois choses\u202F:

- **Le choix**\u202F: vous n’êtes plus enfermé dans l’écosystème d’un fabricant. Une ampoule, une prise ou un capteur d’une marque se pilote depuis l’application d’une autre.
- **La simplicité**\u202F: l’installation se fait en scannant un code sur l’objet, et le même appareil peut être contrôlé par plusieurs assistants à la fois.
- **La fiabilité**\u202F: Matter fonctionne en local, sur le réseau de la maison. Vos lumières et vos volets continuent de répondre même quand la connexion Internet est coupée, ce qui n’est pas un détail en Côte d’Ivoire.

Matter s’appuie sur le Wi-Fi et sur Thread, un réseau maillé à faible consommation où chaque objet alimenté relaie le signal des autres. Résultat\u202F: une meilleure couverture dans les grandes villas aux murs épais, et des capteurs sur pile qui tiennent des années.

Attention toutefois\u202F: toutes les catégories d’appareils ne sont pas encore couvertes de la même façon, et de nombreux produits vendus aujourd’hui ne sont pas certifiés. Vérifiez le logo Matter avant d’acheter, et faites-vous conseiller pour les équipements plus complexes comme la climatisation.

## Des scénarios vraiment intelligents

Les premiers systèmes domotiques obéissaient à des horaires fixes. Les scénarios de 2024 réagissent au contexte\u202F: présence, météo, production solaire, heure du coucher du soleil.

Quelques exemples que nous installons couramment\u202F:

1. **Scénario «\u00A0départ\u00A0»**\u202F: un seul bouton près de la porte éteint les lumières, remonte la consigne des climatiseurs, ferme les volets côté soleil et active l’alarme.
2. **Scénario «\u00A0retour\u00A0»**\u202F: quand le premier smartphone de la famille approche de la maison, la climatisation du séjour démarre pour que la pièce soit fraîche à l’arrivée, sans tourner toute la journée.
3. **Scénario «\u00A0nuit\u00A0»**\u202F: les chambres sont maintenues à la température choisie, les autres pièces passent en mode économique et les détecteurs extérieurs allument l’éclairage du jardin.
4. **Scénario «\u00A0absence prolongée\u00A0»**\u202F: simulation de présence avec des éclairages variables, surveillance des fuites d’eau et alerte en cas d’ouverture.

Les assistants apprennent aussi vos habitudes et vous suggèrent des automatisations, par exemple éteindre un climatiseur resté allumé dans une chambre vide. Vous gardez toujours la main\u202F: chaque scénario peut être modifié ou suspendu depuis le smartphone.

## Gérer l’énergie solaire à domicile

C’est sans doute l’innovation la plus rentable sous nos latitudes. De plus en plus de villas s’équipent de panneaux photovoltaïques, souvent avec des batteries pour passer les coupures. Couplée à la domotique, l’installation solaire devient beaucoup plus efficace.

Le principe\u202F: la maison consomme davantage quand le soleil produit. Concrètement, le système peut\u202F:

- lancer le chauffe-eau, la pompe de la piscine ou le lave-linge aux heures de forte production\u202F;
- pré-refroidir les pièces en début d’après-midi, quand les panneaux produisent le plus, pour limiter la climatisation en soirée\u202F;
- préserver la charge des batteries pour les équipements essentiels (réfrigérateur, éclairage, box Internet) en cas de coupure du réseau CIE\u202F;
- afficher en temps réel la production, la consommation et l’état des batteries sur votre téléphone.

Dans le résidentiel, une installation solaire bien dimensionnée permet d’économiser de 60 à 80\u00A0% de la facture d’électricité, et la domotique aide à atteindre le haut de cette fourchette.

## Plus sûr, plus confortable, plus économe

La sécurité progresse elle aussi. Les serrures connectées, les visiophones et les caméras s’intègrent désormais au même système que l’éclairage et la climatisation. Une ouverture de porte suspecte peut allumer toutes les lumières et vous envoyer une notification avec l’image de la caméra. Les détecteurs de fumée et de fuite d’eau coupent automatiquement l’alimentation concernée.

Un point de vigilance\u202F: chaque objet connecté doit être sécurisé. Changez les mots de passe par défaut, faites les mises à jour, et placez les objets sur un réseau Wi-Fi séparé de celui de vos ordinateurs. Les images de vos caméras sont des données personnelles\u202F: elles ne doivent pas filmer la voie publique ni les propriétés voisines.

Côté confort et économies, une maison bien équipée consomme en général 20 à 30\u00A0% d’énergie en moins, principalement grâce à une climatisation mieux pilotée. Et un logement domotisé de façon soignée peut gagner jusqu’à 15\u00A0% de valeur à la revente.

## Nos conseils pour bien démarrer

Inutile de tout équiper d’un coup. Commencez par la climatisation, le premier poste de consommation, puis l’éclairage et la sécurité. Prévoyez un bon réseau Wi-Fi dans toute la maison et protégez la box et la passerelle domotique par un petit onduleur contre les micro-coupures. En construction neuve, faites passer les câbles dès le gros œuvre\u202F: c’est bien moins cher qu’après coup.

Vous avez un projet de villa, de rénovation ou de résidence\u202F? Nos équipes conçoivent et installent des solutions adaptées à votre mode de vie et au climat ivoirien. Découvrez notre offre [domotique](/services/domotique) et nos solutions [énergie solaire](/services/energie), ou [contactez-nous](/contact) pour une visite et un devis.
`;
