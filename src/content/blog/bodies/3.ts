/** Article 3: Automatisation industrielle : les tendances 2024. */
export const body = `
Dans les usines ivoiriennes, de la transformation du cacao et de l’anacarde aux cimenteries, en passant par l’agroalimentaire, l’emballage ou les activités portuaires de San Pedro et d’Abidjan, on croise souvent sur une même ligne des machines de trois générations différentes\u202F: armoires à relais, automates installés il y a vingt ans et équipements récents livrés avec leur propre écran. L’industrie 4.0 ne consiste pas à tout remplacer d’un coup, mais à faire communiquer cet ensemble, à en tirer des données utiles et à automatiser là où cela rapporte. Voici les tendances qui comptent en 2024, et la manière d’en profiter sans immobiliser votre production.

## Des automates communicants et ouverts

L’automate programmable reste le cœur de la commande des machines, mais son rôle change. Longtemps isolé, il devient un équipement communicant, relié au reste de l’usine et, si nécessaire, au cloud.

- **L’Ethernet industriel se généralise**\u202F: Profinet, EtherNet/IP ou Modbus TCP remplacent progressivement les anciens bus de terrain et le câblage point à point, ce qui simplifie les extensions et le diagnostic.
- **OPC UA s’impose comme langage commun**\u202F: ce standard ouvert permet à des automates de marques différentes de dialoguer avec la supervision et les logiciels de gestion, sans développement spécifique pour chaque machine.
- **MQTT et l’edge computing rapprochent l’usine de l’informatique**\u202F: de petits calculateurs installés au pied des machines collectent, filtrent et transmettent les données, ce qui évite de surcharger les automates et le réseau.
- **La programmation se standardise**\u202F: les langages de la norme CEI 61131-3 et les bibliothèques de blocs réutilisables réduisent la dépendance à un seul intégrateur et facilitent la maintenance.

Pour les équipements qui ne disposent d’aucune interface, des capteurs et passerelles IoT permettent de remonter malgré tout les informations essentielles. C’est le rôle de notre plateforme loori, qui collecte les données de terrain et les met à disposition des autres outils.

## La supervision devient accessible

La supervision (SCADA) était autrefois réservée aux grands sites, avec des licences coûteuses et des postes dédiés en salle de contrôle. Les solutions actuelles, souvent accessibles depuis un simple navigateur, ont changé la donne\u202F:

- tableaux de bord consultables sur tablette ou smartphone par le chef d’atelier comme par la direction\u202F;
- historisation des mesures, utile pour comprendre une dérive de qualité ou une baisse de cadence\u202F;
- gestion des alarmes avec notification et acquittement à distance\u202F;
- calcul automatique du TRS (taux de rendement synthétique), qui combine disponibilité, performance et qualité et révèle où se perd réellement la capacité de production.

Le TRS est souvent le premier indicateur à mettre en place\u202F: beaucoup d’usines découvrent à cette occasion que leurs arrêts courts et leurs changements de série pèsent bien plus lourd que les pannes. Prenons l’exemple d’une ligne d’ensachage qui affiche un TRS de 60\u00A0%\u202F: la supervision peut montrer que les micro-arrêts liés à un capteur mal réglé et des changements de format trop longs expliquent l’essentiel de l’écart, bien avant les pannes mécaniques. Corriger ces deux points coûte souvent peu, et libère de la capacité sans investir dans une nouvelle machine. Avec [iSmart](/solutions/ismart), nous proposons une supervision à distance qui ajoute l’analyse par intelligence artificielle et l’envoi d’alertes, testable sur vos propres équipements dans le cadre d’une preuve de concept de 14 jours.

## De la maintenance préventive à la maintenance prédictive

Les capteurs de vibration, de température et de courant sont devenus abordables, et les outils d’analyse beaucoup plus simples à exploiter. La maintenance prédictive consiste à surveiller en continu l’état des équipements pour intervenir juste avant la défaillance, et non à date fixe ou après la panne.

Concrètement, un roulement de moteur qui commence à se dégrader modifie sa signature vibratoire plusieurs semaines avant de casser\u202F; une pompe qui s’encrasse consomme davantage de courant\u202F; un tableau électrique qui chauffe se repère par thermographie. Les algorithmes d’apprentissage automatique apprennent le comportement normal de chaque machine et signalent les écarts.

Notre conseil\u202F: ne commencez pas par l’ensemble du parc. Choisissez les cinq à dix équipements dont l’arrêt bloque toute la ligne (compresseur, broyeur, moteur principal, groupe froid), équipez-les, et mesurez les résultats sur quelques mois. La prédictive complète un [plan de maintenance préventive](/solutions/maintenance-preventive)\u202F; elle ne le remplace pas.

## Robotique collaborative et vision industrielle

Les robots collaboratifs, ou cobots, travaillent à proximité des opérateurs sans nécessiter de grandes cages de protection, à condition de respecter une analyse de risques rigoureuse et les normes applicables, comme l’ISO 10218. Plus légers et plus simples à programmer que les robots industriels classiques, ils conviennent bien aux tâches répétitives et pénibles\u202F:

- palettisation et dépalettisation de sacs ou de cartons en fin de ligne\u202F;
- conditionnement et mise en caisse\u202F;
- chargement de machines-outils\u202F;
- vissage, collage ou contrôle dimensionnel.

La vision industrielle progresse au même rythme. Des caméras associées à des logiciels d’analyse d’image contrôlent l’étiquetage, le remplissage, la couleur ou les défauts d’aspect à pleine cadence, là où un contrôle visuel humain se fatigue. Pour un site agroalimentaire, c’est souvent l’un des investissements les plus rapides à rentabiliser, car il réduit à la fois les rebuts et les réclamations clients.

## Moderniser sans tout remplacer

La modernisation la plus efficace est progressive. Voici la démarche que nous suivons avec nos clients industriels\u202F:

1. **Auditer l’existant**\u202F: inventaire des automates, variateurs, réseaux et logiciels, repérage des matériels obsolètes dont les pièces ne sont plus fabriquées, et identification des goulots d’étranglement.
2. **Connecter avant de remplacer**\u202F: ajouter des passerelles de communication et quelques capteurs pour obtenir des données, sans toucher à la logique de commande existante.
3. **Mesurer sur une ligne pilote**\u202F: mettre en place le TRS et les premiers tableaux de bord, puis chiffrer les gains possibles à partir de données réelles.
4. **Migrer par étapes**\u202F: remplacer les automates obsolètes machine par machine, pendant les arrêts programmés, en conservant des procédures de retour arrière.
5. **Sécuriser le réseau**\u202F: séparer le réseau industriel du réseau bureautique, contrôler les accès à distance et s’appuyer sur les principes de la norme CEI 62443. Une usine connectée est aussi une usine exposée aux cyberattaques.
6. **Former les équipes**\u202F: opérateurs, techniciens de maintenance et responsables de production doivent comprendre les nouveaux outils pour qu’ils soient réellement utilisés.

Il ne faut pas négliger non plus la qualité de l’alimentation électrique\u202F: les micro-coupures et baisses de tension fréquentes sur le réseau peuvent provoquer des arrêts ou des pertes de programme. Onduleurs, protections adaptées et un réseau [courant fort](/services/courant-fort) bien conçu font partie intégrante d’un projet d’automatisation réussi.

## Conclusion

Les technologies de l’industrie 4.0 sont désormais accessibles aux usines de taille moyenne, à condition de les déployer avec méthode\u202F: connecter, mesurer, puis automatiser là où le gain est démontré. Sur les projets d’[automatisme](/services/automatisme) que nous menons, les gains visés sont de l’ordre de 40\u00A0% en productivité et de 20\u00A0% en économies. Notre pôle automatisme peut auditer vos lignes et vous proposer une feuille de route réaliste, adaptée à votre budget et à vos contraintes de production. [Contactez-nous](/contact) pour organiser une première visite de votre site.
`;
