/** Article 7: Cybersécurité des bâtiments connectés. */
export const body = `
Il y a quinze ans, la sécurité d’un immeuble de bureaux se jouait à l’accueil, avec un registre et un agent. Aujourd’hui, le même immeuble compte souvent plusieurs centaines d’équipements raccordés au réseau\u202F: caméras IP, lecteurs de badges, automates de gestion technique du bâtiment (GTB), groupes froids et centrales de traitement d’air pilotés à distance, compteurs communicants, onduleurs, ascenseurs, passerelles IoT. Chacun de ces équipements possède une adresse IP, un logiciel embarqué, des identifiants et parfois un accès ouvert vers l’extérieur pour son fournisseur. Autant de portes d’entrée que les équipes informatiques ne voient pas toujours, parce qu’elles ont été installées par les lots techniques et non par la DSI. Cet article fait le point sur les risques réels et sur les mesures concrètes, classées par ordre de priorité, qui permettent de les réduire sans paralyser l’exploitation du bâtiment.

## Pourquoi les bâtiments connectés sont devenus des cibles

### Une surface d’attaque qui a grandi sans plan d’ensemble

Dans la plupart des sites que nous visitons, les systèmes techniques ont été ajoutés couche par couche\u202F: la vidéosurveillance lors d’un premier chantier, le contrôle d’accès quelques années plus tard, une GTB au moment de la rénovation de la climatisation, puis des capteurs connectés pour suivre les consommations. Chaque intégrateur a posé son propre switch, configuré ses équipements avec les réglages d’usine et, souvent, ouvert un accès à distance pour faciliter ses interventions. Personne n’a de vue d’ensemble. Résultat\u202F: on rencontre régulièrement des enregistreurs vidéo accessibles depuis Internet, des automates joignables depuis le Wi-Fi des visiteurs, ou des couples identifiant et mot de passe «\u00A0admin / admin\u00A0» toujours actifs des années après la mise en service.

### Des équipements conçus pour durer, pas pour être mis à jour

Un automate de GTB ou le contrôleur d’un groupe froid reste en service quinze ou vingt ans. Son logiciel, lui, n’est souvent plus maintenu par le fabricant au bout de quelques années. Les protocoles historiques du bâtiment, comme BACnet/IP, Modbus TCP ou KNX/IP, ont été conçus pour des réseaux fermés\u202F: dans leurs versions classiques, ils ne chiffrent pas les échanges et n’authentifient pas l’émetteur d’une commande. Quiconque accède au réseau peut lire les valeurs et, bien souvent, écrire des consignes. Des variantes sécurisées existent (BACnet Secure Connect, KNX Secure), mais elles restent peu déployées sur le parc existant.

### Des conséquences très concrètes

Les motivations des attaquants sont variées, et les impacts ne se limitent pas au vol de données\u202F:

- **Rançongiciel**\u202F: un poste de supervision chiffré suffit à perdre la main sur la climatisation ou l’éclairage d’un site entier\u202F;
- **Rebond vers le système d’information**\u202F: une caméra ou une passerelle mal protégée sert de point d’entrée vers les serveurs de l’entreprise\u202F;
- **Sabotage ou nuisance**\u202F: consignes de température modifiées dans une salle serveurs, portes déverrouillées, alarmes désactivées\u202F;
- **Espionnage**\u202F: flux vidéo consultés à distance, historiques de badges exploités pour connaître les habitudes des occupants\u202F;

Dans une clinique, un datacenter ou une usine agroalimentaire qui travaille sous température dirigée, une climatisation arrêtée pendant quelques heures peut coûter bien plus cher qu’une fuite de fichiers.

## Première étape\u202F: savoir ce qui est connecté

On ne protège pas ce que l’on ne connaît pas. L’inventaire est la mesure la moins spectaculaire et la plus rentable. Pour chaque équipement connecté, vous devez pouvoir répondre à quelques questions simples\u202F:

- quel est son rôle, sa marque, son modèle et sa version de logiciel\u202F;
- où est-il installé, sur quel switch, dans quel VLAN, avec quelle adresse IP\u202F;
- qui l’a installé, qui le maintient, et avec quels identifiants\u202F;
- communique-t-il avec l’extérieur et, si oui, vers quelle destination et pour quelle raison\u202F;
- le fabricant publie-t-il encore des mises à jour de sécurité.

À titre d’exemple, sur un immeuble de bureaux de 3\u00A0000\u00A0m² au Plateau, un tel inventaire peut faire apparaître plus d’une centaine d’équipements, dont une partie était inconnue de l’équipe informatique. Une écoute passive du réseau, réalisée avec l’accord de l’exploitant et sans perturber les automates, complète utilement les dossiers des ouvrages exécutés, rarement à jour. L’inventaire doit ensuite vivre\u202F: chaque ajout, remplacement ou retrait d’équipement le met à jour.

## Cloisonner les réseaux\u202F: la mesure qui limite les dégâts

### Séparer les usages

Le principe est simple\u202F: un équipement ne doit pouvoir dialoguer qu’avec les systèmes dont il a réellement besoin. Concrètement, on crée des réseaux logiques distincts (VLAN), au minimum\u202F:

- le réseau bureautique des collaborateurs\u202F;
- le réseau des visiteurs, totalement isolé\u202F;
- la vidéosurveillance\u202F;
- le contrôle d’accès et la détection d’intrusion\u202F;
- la GTB et les équipements de climatisation, d’éclairage et d’énergie\u202F;
- l’administration des équipements réseau eux-mêmes.

### Filtrer les flux entre les zones

Les VLAN ne servent à rien s’ils peuvent tous se joindre librement. Le passage d’une zone à l’autre doit traverser un pare-feu doté de règles explicites\u202F: la station de supervision de la GTB peut interroger les automates, les caméras ne peuvent envoyer leurs flux qu’à l’enregistreur, et rien ne sort vers Internet sans raison documentée. Tout ce qui n’est pas expressément autorisé est interdit. Avec cette approche de défense en profondeur, une caméra compromise reste une caméra compromise, et non la clé de tout le bâtiment.

### Ne pas oublier la couche physique

Un réseau bien cloisonné perd une grande partie de son intérêt si une prise murale dans un couloir donne accès au VLAN de la GTB. Désactivez les ports inutilisés, fermez à clé ou par badge les baies de brassage et les locaux techniques, et activez sur les switches le contrôle des équipements autorisés à se connecter\u202F: filtrage par adresse MAC au minimum, authentification 802.1X lorsque les équipements la prennent en charge.

## Identifiants, mises à jour et accès à distance

### En finir avec les mots de passe par défaut

C’est la première faille exploitée, et la plus simple à corriger. À la mise en service comme lors des audits, chaque équipement doit recevoir un mot de passe unique et robuste, conservé dans un coffre-fort de mots de passe partagé entre l’exploitant et les mainteneurs habilités. Les comptes génériques utilisés par toute une équipe de maintenance doivent laisser la place à des comptes nominatifs, que l’on désactive lorsqu’un technicien quitte l’entreprise ou qu’un contrat prend fin.

### Mettre à jour avec méthode

Sur des automates qui pilotent la climatisation d’un bloc opératoire ou d’une salle serveurs, on ne déploie pas un correctif à l’aveugle un vendredi soir. Il faut un processus\u202F:

1. Surveiller les bulletins de sécurité des fabricants présents dans l’inventaire.
2. Évaluer le risque\u202F: l’équipement est-il exposé, la faille est-elle exploitable à distance\u202F?
3. Tester la mise à jour sur un équipement de test ou un site pilote.
4. Planifier l’intervention dans une fenêtre de maintenance, avec une sauvegarde de la configuration et un plan de retour arrière.
5. Consigner la nouvelle version dans l’inventaire.

Pour les équipements qui ne reçoivent plus de correctifs, le cloisonnement devient la seule protection\u202F: on les isole davantage et on programme leur remplacement dans le plan pluriannuel d’investissement.

### Encadrer les accès à distance

Les accès distants des mainteneurs comptent parmi les points les plus sensibles. Les pratiques à proscrire sont connues\u202F: redirections de ports sur le routeur Internet, logiciels de prise en main à distance installés sans contrôle, modems 4G branchés directement sur un automate. Les bonnes pratiques sont tout aussi claires\u202F:

- un point d’entrée unique (VPN ou bastion d’administration) géré par l’exploitant\u202F;
- une authentification à deux facteurs pour chaque intervenant\u202F;
- des accès ouverts à la demande, pour une durée limitée, et refermés après l’intervention\u202F;
- une traçabilité complète\u202F: qui s’est connecté, quand, à quel équipement, pour faire quoi.

Exigez ces garanties de tous vos prestataires de supervision et de télémaintenance, y compris de nous lorsque nous déployons [iSmart](/solutions/ismart) ou notre plateforme IoT loori sur vos installations\u202F: une plateforme de supervision à distance doit renforcer la sécurité du bâtiment, pas ouvrir une porte dérobée.

## Surveiller, détecter, réagir

### Journaliser et surveiller

Les équipements du bâtiment produisent des journaux\u202F: connexions, modifications de consignes, redémarrages, échecs d’authentification. Centralisez-les et surveillez quelques signaux simples\u202F: une connexion à un automate en pleine nuit, une série d’échecs de mot de passe, un équipement inconnu qui apparaît sur le réseau de la GTB, un volume de données inhabituel qui part d’une caméra. Supervision technique et supervision de sécurité se rejoignent ici\u202F: une consigne de température modifiée sans demande d’intervention correspondante dans [iRequest](/solutions/irequest) mérite une vérification.

### Préparer l’incident avant qu’il n’arrive

Le jour où un rançongiciel bloque le poste de supervision, il est trop tard pour chercher les sauvegardes et les coordonnées des fournisseurs. Un plan de réponse tient en quelques pages\u202F:

1. Qui prévenir, dans quel ordre, avec des numéros à jour\u202F: exploitant, DSI, mainteneurs, direction, assureur.
2. Comment isoler rapidement la zone touchée sans couper les fonctions vitales du bâtiment.
3. Comment exploiter le bâtiment en mode dégradé\u202F: commande manuelle des groupes froids, déverrouillage des issues de secours, rondes de sécurité.
4. Où se trouvent les sauvegardes des configurations et des programmes automates, et comment les restaurer.
5. Comment conserver les preuves et qui dépose plainte si nécessaire.

Testez ce plan au moins une fois par an, au cours d’un exercice sur table d’une demi-journée. C’est souvent à cette occasion que l’on découvre que la dernière sauvegarde des programmes automates date de la mise en service.

## Le cadre légal et contractuel en Côte d’Ivoire

La cybersécurité des bâtiments n’est pas qu’une affaire technique. La loi n°\u00A02013-451 du 19 juin 2013 relative à la lutte contre la cybercriminalité réprime notamment l’accès frauduleux à un système d’information et les atteintes à son fonctionnement. Elle protège les victimes, encore faut-il pouvoir démontrer ce qui s’est passé\u202F: d’où l’importance des journaux et de la conservation des preuves.

Par ailleurs, la vidéosurveillance et le contrôle d’accès traitent des données personnelles\u202F: images, historiques de passage, parfois données biométriques. Ils relèvent donc de la loi n°\u00A02013-450 du 19 juin 2013 relative à la protection des données à caractère personnel et des formalités auprès de l’ARTCI, et le responsable du traitement doit en garantir la sécurité et la confidentialité. Une fuite de flux vidéo n’est donc pas seulement un incident technique\u202F: c’est aussi un manquement potentiel à une obligation légale.

Côté contrats, intégrez des clauses de cybersécurité dans les marchés de travaux et de maintenance\u202F:

- remise des identifiants, des configurations et des programmes à la réception\u202F;
- interdiction de tout accès distant non déclaré\u202F;
- obligation de signaler et d’appliquer les correctifs de sécurité\u202F;
- notification des incidents dans un délai défini\u202F;
- restitution ou destruction des données et révocation des accès en fin de contrat.

## Par où commencer\u202F: un plan sur 90\u00A0jours

Pour un site existant, inutile de tout reprendre d’un coup. Voici une progression réaliste\u202F:

1. **Jours 1 à 30**\u202F: inventaire des équipements connectés, recherche des équipements exposés sur Internet, changement de tous les mots de passe par défaut, fermeture des redirections de ports.
2. **Jours 31 à 60**\u202F: mise en place d’un point d’accès distant unique avec double authentification, sauvegarde des configurations et des programmes automates, premières règles de cloisonnement entre bureautique, visiteurs et systèmes techniques.
3. **Jours 61 à 90**\u202F: segmentation fine par usage, centralisation des journaux, rédaction du plan de réponse à incident, avenants aux contrats de maintenance.

Ensuite, la sécurité entre dans le cycle normal d’exploitation\u202F: revue trimestrielle des comptes et des accès, suivi des correctifs, exercice annuel. Elle peut être intégrée à votre plan de [maintenance préventive](/solutions/maintenance-preventive) au même titre que le nettoyage des filtres ou le contrôle des batteries d’onduleurs. Pour un bâtiment neuf, la démarche est encore plus simple\u202F: il suffit d’écrire ces exigences dans le cahier des charges, avant que les lots techniques ne choisissent chacun leur réseau.

## Conclusion\u202F: la sécurité, une discipline d’exploitation

Un bâtiment connecté bien exploité est plus confortable, plus économe et plus facile à maintenir. Il ne doit pas pour autant devenir le maillon faible du système d’information. Les mesures les plus efficaces ne sont ni coûteuses ni exotiques\u202F: connaître ses équipements, cloisonner, changer les mots de passe, encadrer les accès distants, se préparer à l’incident. Chez Multitech Ivoire, nos équipes [courant faible](/services/courant-faible) et [informatique](/services/informatique) travaillent ensemble sur ces sujets, de la conception du réseau à l’audit de sites existants. Pour faire le point sur votre bâtiment, [contactez-nous](/contact) ou demandez une [consultation technique](/solutions/consultation-technique).
`;
