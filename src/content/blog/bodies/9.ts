/** Article 9: Protection des données personnelles et RGPD : ce que doivent savoir les entreprises ivoiriennes. */
export const body = `
Fichier clients, logiciel de paie, caméras à l’entrée du magasin, badges d’accès, formulaire de contact du site web, groupe de messagerie des commerciaux, messagerie électronique hébergée dans le cloud\u202F: toutes les entreprises ivoiriennes, quelle que soit leur taille, traitent chaque jour des données personnelles. Depuis 2013, la Côte d’Ivoire dispose d’une loi spécifique qui encadre ces traitements, et l’ARTCI est chargée d’en contrôler l’application. Pour les entreprises qui travaillent avec l’Europe, le RGPD européen peut s’y ajouter. Cet article, rédigé par notre déléguée à la protection des données, présente le cadre juridique, les principes, les cas pratiques les plus fréquents et une démarche de mise en conformité réaliste. Il a une vocation d’information générale\u202F: pour une situation précise, référez-vous aux textes officiels et aux publications de l’ARTCI et, si nécessaire, à un conseil juridique.

## Le cadre juridique\u202F: une loi ivoirienne, un règlement européen

### La loi n°\u00A02013-450 du 19 juin 2013

Le texte de référence est la loi n°\u00A02013-450 du 19 juin 2013 relative à la protection des données à caractère personnel. Elle s’inscrit dans le mouvement régional porté notamment par l’Acte additionnel de la CEDEAO de 2010 relatif à la protection des données à caractère personnel, et reprend des principes proches de ceux du droit européen. Elle s’applique aux traitements de données personnelles mis en œuvre en Côte d’Ivoire, automatisés ou non, par des personnes physiques ou morales, publiques ou privées. Seuls les traitements effectués pour un usage strictement personnel ou domestique en sont exclus. Autrement dit\u202F: dès qu’une entreprise installée en Côte d’Ivoire gère des informations sur des personnes physiques — clients, prospects, salariés, candidats, visiteurs, fournisseurs individuels —, elle est concernée.

Ce texte a été adopté le même jour que la loi n°\u00A02013-451 du 19 juin 2013 relative à la lutte contre la cybercriminalité, qui réprime notamment les atteintes aux systèmes d’information et aux données.

### L’ARTCI, autorité de protection

La loi confie le rôle d’autorité de protection à l’ARTCI, l’Autorité de Régulation des Télécommunications/TIC de Côte d’Ivoire. Ses principales missions dans ce domaine\u202F:

- recevoir les déclarations et délivrer les autorisations préalables aux traitements\u202F;
- informer les personnes concernées et les responsables de traitement de leurs droits et obligations\u202F;
- instruire les plaintes des personnes concernées\u202F;
- contrôler les traitements, y compris sur place\u202F;
- prononcer des sanctions en cas de manquement.

### Les formalités préalables

C’est la spécificité la plus marquante du régime ivoirien par rapport au RGPD\u202F: le principe reste celui d’une formalité auprès de l’ARTCI **avant** la mise en œuvre d’un traitement. Schématiquement\u202F:

- la plupart des traitements relèvent d’une **déclaration** préalable\u202F;
- les traitements les plus sensibles relèvent d’une **autorisation** préalable\u202F: par exemple ceux qui portent sur des données de santé ou génétiques, des données biométriques (empreintes digitales, reconnaissance faciale), des infractions et condamnations, ou qui interconnectent des fichiers\u202F;
- les transferts de données vers un pays tiers sont également encadrés\u202F: la loi exige que le pays de destination assure un niveau de protection suffisant et les soumet en principe à l’autorisation de l’ARTCI.

Le détail des régimes et des procédures est précisé par les textes d’application et les décisions de l’ARTCI\u202F: vérifiez, pour chaque traitement, la formalité applicable, et conservez soigneusement les récépissés et autorisations obtenus. Ils vous seront demandés lors d’un contrôle et, de plus en plus souvent, par vos clients et partenaires.

### Quand le RGPD européen s’applique aussi

Le règlement général sur la protection des données (RGPD), applicable dans l’Union européenne depuis mai 2018, a une portée extraterritoriale. Une entreprise ivoirienne peut être concernée dans trois situations principales\u202F:

1. Elle dispose d’un établissement dans l’Union européenne (filiale, bureau de représentation) dans le cadre des activités duquel les données sont traitées.
2. Elle cible des personnes qui se trouvent dans l’Union, en leur proposant des biens ou des services, par exemple une offre destinée à la diaspora résidant en France avec paiement en euros, ou en suivant leur comportement en ligne.
3. Elle travaille comme sous-traitant d’un client européen\u202F: un centre d’appels, un prestataire informatique ou un bureau d’études qui traite des données pour le compte d’une entreprise européenne se verra imposer contractuellement les exigences du RGPD.

Dans le deuxième cas, le RGPD impose en principe de désigner un représentant établi dans l’Union. Les amendes prévues par le RGPD peuvent atteindre 20\u00A0millions d’euros ou 4\u00A0% du chiffre d’affaires annuel mondial. Même lorsqu’il ne s’applique pas directement, le RGPD sert souvent de référence aux groupes internationaux, aux bailleurs de fonds et aux grands donneurs d’ordre\u202F: s’en inspirer est rarement du temps perdu.

## Les notions et les principes à maîtriser

### Quelques définitions utiles

- **Donnée à caractère personnel**\u202F: toute information relative à une personne physique identifiée ou identifiable, directement ou indirectement. Un nom, bien sûr, mais aussi un numéro de téléphone, une adresse électronique, un numéro de compte, une plaque d’immatriculation, une image de vidéosurveillance, un historique de badge, une adresse IP ou une voix enregistrée.
- **Traitement**\u202F: toute opération portant sur ces données, de la collecte à la destruction, en passant par l’enregistrement, la consultation, la modification, la transmission ou l’archivage. Consulter un fichier est déjà un traitement.
- **Responsable du traitement**\u202F: l’organisme qui décide pourquoi et comment les données sont traitées. C’est lui qui porte l’essentiel des obligations.
- **Sous-traitant**\u202F: le prestataire qui traite les données pour le compte du responsable, par exemple un éditeur de logiciel hébergé, un cabinet de paie, une société de gardiennage qui exploite les caméras ou un mainteneur informatique.
- **Données sensibles**\u202F: les données qui révèlent l’origine raciale ou ethnique, les opinions politiques, philosophiques ou religieuses, l’appartenance syndicale, la vie sexuelle ou la santé, ainsi que les données relatives aux poursuites et condamnations. Leur traitement est interdit par principe, sauf exceptions prévues par la loi, comme le consentement exprès de la personne ou une obligation légale.

### Les principes fondamentaux

Tous les traitements, quel que soit leur régime de formalité, doivent respecter quelques principes qui structurent l’ensemble de la loi\u202F:

- **Licéité et loyauté**\u202F: le traitement repose sur le consentement de la personne ou sur l’une des autres bases admises par les textes (exécution d’un contrat, respect d’une obligation légale, sauvegarde d’intérêts vitaux, mission d’intérêt public\u202F; le RGPD ajoute notamment l’intérêt légitime), et les personnes ne sont pas trompées sur l’usage de leurs données.
- **Finalité déterminée**\u202F: les données sont collectées pour un objectif précis, explicite et légitime, et ne sont pas réutilisées ensuite pour un objectif incompatible. Un fichier constitué pour gérer des contrats de maintenance ne devient pas un fichier de prospection sans information préalable des clients.
- **Proportionnalité**\u202F: on ne collecte que les données nécessaires à la finalité. Photocopier la pièce d’identité de chaque visiteur pour lui remettre un badge d’une journée est rarement justifié.
- **Exactitude**\u202F: les données sont tenues à jour\u202F; les données inexactes sont corrigées ou supprimées.
- **Conservation limitée**\u202F: les données ne sont conservées que le temps nécessaire, puis supprimées, anonymisées ou archivées selon des règles définies. Chaque traitement doit avoir sa durée, fixée à l’avance.
- **Sécurité et confidentialité**\u202F: le responsable du traitement prend les mesures techniques et organisationnelles nécessaires pour empêcher que les données soient déformées, endommagées ou consultées par des tiers non autorisés, y compris chez ses sous-traitants.
- **Transparence**\u202F: les personnes sont informées, au moment de la collecte, de l’identité du responsable, de la finalité, des destinataires, de la durée de conservation, des éventuels transferts à l’étranger et de leurs droits.

## Les droits des personnes concernées

La loi reconnaît aux personnes dont les données sont traitées plusieurs droits que l’entreprise doit être capable d’honorer concrètement\u202F:

- **le droit à l’information**, dès la collecte\u202F;
- **le droit d’accès**, qui permet d’obtenir la confirmation que des données sont traitées et d’en recevoir une copie\u202F;
- **le droit d’opposition**, pour des motifs légitimes, et sans avoir à se justifier lorsqu’il s’agit de prospection commerciale\u202F;
- **le droit de rectification et de suppression** des données inexactes, incomplètes, périmées ou dont le traitement est interdit.

Le RGPD y ajoute notamment le droit à la limitation du traitement et le droit à la portabilité, et impose de répondre dans un délai d’un mois, prolongeable dans certains cas.

Dans la pratique, la difficulté n’est pas de connaître ces droits mais d’y répondre vite et complètement. La demande d’accès d’un ancien salarié peut concerner le logiciel de paie, la messagerie, les historiques de badge, les images de vidéosurveillance et le dossier individuel papier. Organisez-vous à l’avance\u202F:

1. Créez un point de contact unique pour les demandes, par exemple une adresse électronique dédiée, mentionné dans toutes vos notices d’information.
2. Désignez la personne qui reçoit et coordonne les demandes, et celle qui la remplace en son absence.
3. Vérifiez l’identité du demandeur avant toute communication, sans exiger plus de justificatifs que nécessaire.
4. Recherchez les données dans tous les systèmes recensés dans votre registre des traitements.
5. Répondez par écrit dans le délai applicable, et conservez la trace de la demande et de la réponse.

## Cas pratiques\u202F: vos fichiers clients, vos caméras, vos outils numériques

### Le fichier clients et la prospection

Le fichier clients est généralement le premier traitement d’une entreprise. Il est légitime pour gérer la relation contractuelle\u202F: devis, commandes, facturation, service après-vente. Les points de vigilance portent sur trois sujets. D’abord la prospection\u202F: l’envoi de messages commerciaux à des particuliers par courrier électronique, SMS ou messagerie instantanée suppose en principe leur consentement préalable, et chaque message doit leur permettre de s’opposer simplement aux envois suivants. Ensuite les fichiers achetés, loués ou échangés\u202F: assurez-vous que les personnes ont été informées et ont accepté que leurs coordonnées soient transmises. Enfin la durée\u202F: un prospect qui ne répond plus depuis plusieurs années n’a pas vocation à rester indéfiniment dans votre base.

### La vidéosurveillance et le contrôle d’accès

Les caméras filment des personnes identifiables\u202F: elles constituent un traitement de données personnelles à part entière, soumis aux formalités auprès de l’ARTCI. Le régime exact dépend du dispositif, en particulier lorsqu’il est couplé à de la reconnaissance faciale ou à d’autres données biométriques. Les règles de bon sens suivantes se retrouvent dans la plupart des législations\u202F:

- filmer uniquement ce qui est nécessaire à la sécurité des biens et des personnes (accès, caisses, stocks, parkings), et non les postes de travail en continu, les vestiaires, les toilettes ou les espaces de pause\u202F;
- informer par des panneaux visibles, à l’entrée des zones filmées, indiquant l’existence du dispositif, le responsable et la manière d’exercer ses droits\u202F;
- limiter la durée de conservation des images à ce qui est nécessaire pour détecter et traiter un incident, en général quelques jours à quelques semaines, sauf extraction pour une procédure\u202F;
- réserver l’accès aux images à quelques personnes habilitées et tracer les consultations et les exports\u202F;
- informer les salariés, et le cas échéant leurs représentants, lorsque des lieux de travail sont filmés\u202F;
- sécuriser le système\u202F: enregistreur non exposé sur Internet, mots de passe d’usine changés, réseau séparé.

Le contrôle d’accès par badge produit lui aussi des données personnelles\u202F: les historiques de passage révèlent les horaires et les déplacements des salariés. Fixez-en la durée de conservation et les usages autorisés\u202F; les utiliser pour contrôler le temps de travail suppose d’en informer clairement le personnel. Les lecteurs biométriques (empreinte, visage) sont beaucoup plus sensibles\u202F: une empreinte ne se remplace pas comme un badge perdu. Réservez-les aux zones qui le justifient réellement, privilégiez les solutions où le gabarit biométrique reste sur une carte détenue par la personne plutôt que dans une base centrale, et anticipez la demande d’autorisation.

### Les données des salariés

Dossier du personnel, paie, déclarations sociales, évaluations, arrêts maladie, géolocalisation des véhicules, contrôle de la messagerie\u202F: les traitements liés aux ressources humaines sont nombreux et touchent parfois à des données sensibles, notamment de santé. Quelques bonnes pratiques\u202F: limiter l’accès aux dossiers au service du personnel et aux responsables directement concernés, isoler les informations médicales, informer les salariés des dispositifs de contrôle avant leur mise en place, et ne pas utiliser la géolocalisation des véhicules en dehors du temps de travail ni pour un objectif autre que celui annoncé. Les dossiers des candidats non retenus ne doivent pas être conservés indéfiniment sans leur accord.

### Les outils numériques, le cloud et les sous-traitants

Messagerie hébergée, suite bureautique en ligne, logiciel de gestion de la relation client, paie en mode SaaS, sauvegarde externalisée\u202F: la plupart de ces services sont hébergés hors de Côte d’Ivoire, ce qui constitue un transfert de données vers l’étranger. Avant de souscrire\u202F:

- identifiez où les données sont hébergées et qui peut y accéder, y compris le support technique de l’éditeur\u202F;
- vérifiez la formalité applicable au transfert auprès de l’ARTCI\u202F;
- signez un contrat de sous-traitance qui précise les instructions, les mesures de sécurité, la confidentialité, les conditions de recours à d’autres sous-traitants, la notification des incidents et le sort des données en fin de contrat\u202F;
- activez les protections disponibles\u202F: double authentification, chiffrement, journalisation des accès.

Les messageries instantanées grand public utilisées pour des échanges professionnels, par exemple pour faire circuler des photos de pièces d’identité de clients, échappent souvent à toute maîtrise\u202F: encadrez leur usage par une charte informatique.

### Les objets connectés, la domotique et la supervision

Les données techniques d’un bâtiment — températures, consommations, état des équipements — ne sont en général pas personnelles. Elles le deviennent lorsqu’elles peuvent être rattachées à une personne\u202F: consommation d’un logement, présence détectée dans un bureau individuel, ouvertures de porte associées à un badge, habitudes de vie révélées par un système domotique. Lorsque nous concevons une installation de [domotique](/services/domotique) ou de supervision avec [iSmart](/solutions/ismart), nous appliquons un principe de minimisation\u202F: ne remonter que les mesures utiles à l’exploitation, agréger dès que c’est possible, et définir dès le départ qui accède aux données et pendant combien de temps elles sont conservées.

### Le site web

Formulaires, comptes clients, traceurs de mesure d’audience\u202F: votre site internet collecte des données. Il doit comporter une politique de confidentialité claire et ne demander que les champs utiles. Pour les traceurs qui ne sont pas indispensables au fonctionnement du site, le recueil du consentement préalable est la règle en Europe et constitue une bonne pratique dans tous les cas. Vous pouvez consulter, à titre d’exemple, notre propre [politique de confidentialité](/legal/politique-confidentialite).

## Sécurité, violations de données et sanctions

### Une obligation de sécurité à part entière

La sécurité des données est une obligation explicite du responsable du traitement. Elle ne se résume pas à un antivirus\u202F:

- gestion des habilitations, pour que chacun n’accède qu’aux données utiles à sa fonction\u202F;
- mots de passe robustes et double authentification pour les accès sensibles et les accès à distance\u202F;
- chiffrement des ordinateurs portables, des supports amovibles et des sauvegardes\u202F;
- mises à jour régulières et cloisonnement des réseaux\u202F;
- journalisation des accès aux données sensibles\u202F;
- sauvegardes testées, dont une copie hors ligne\u202F;
- destruction sécurisée des disques et des documents papier en fin de vie\u202F;
- sensibilisation régulière du personnel, premier rempart contre l’hameçonnage.

### Réagir à une violation de données

Une violation de données est une destruction, une perte, une altération, une divulgation ou un accès non autorisé à des données personnelles\u202F: ordinateur portable non chiffré volé, courriel contenant un fichier de paie envoyé au mauvais destinataire, rançongiciel, base clients exposée par erreur sur Internet. Le RGPD impose de notifier l’autorité de contrôle compétente dans les 72\u00A0heures lorsque la violation présente un risque pour les personnes, et de les informer directement si ce risque est élevé. Pour les traitements relevant de la loi ivoirienne, rapprochez-vous de l’ARTCI pour connaître les modalités d’information applicables. Dans tous les cas, la méthode est la même\u202F:

1. Contenir l’incident\u202F: isoler le poste, révoquer les accès, demander au destinataire erroné de supprimer le message.
2. Évaluer\u202F: quelles données, combien de personnes, quel risque pour elles.
3. Informer les personnes et les autorités concernées lorsque c’est nécessaire.
4. Corriger la cause et consigner l’incident dans un registre des violations, même lorsqu’aucune notification n’est requise.

### Les sanctions encourues

En cas de manquement, l’ARTCI peut notamment adresser un avertissement, mettre le responsable du traitement en demeure de se conformer, prononcer des sanctions pécuniaires, ordonner l’interruption du traitement ou retirer une autorisation. Certaines atteintes peuvent en outre relever du juge pénal. Au-delà des sanctions, le risque le plus immédiat est souvent commercial\u202F: perte de confiance des clients, exclusion d’un appel d’offres, difficultés avec un partenaire européen qui exige des garanties contractuelles.

## Mettre votre entreprise en conformité en huit étapes

La conformité n’est pas un projet ponctuel mais une démarche continue. Pour une PME, elle peut être engagée en quelques semaines\u202F:

1. **Désigner un pilote**\u202F: un référent ou un délégué à la protection des données, rattaché à la direction, qui dispose du temps et de l’autorité nécessaires. Le RGPD rend cette désignation obligatoire dans certains cas\u202F; c’est une bonne pratique dans tous les autres.
2. **Recenser les traitements** dans un registre\u202F: pour chacun, la finalité, les catégories de données et de personnes, les destinataires, la durée de conservation, les transferts, les mesures de sécurité et l’outil utilisé. À titre indicatif, une PME de services en identifie souvent entre dix et vingt.
3. **Vérifier les formalités** auprès de l’ARTCI pour chaque traitement et régulariser les déclarations ou demandes d’autorisation manquantes.
4. **Faire le tri**\u202F: supprimer les données inutiles, fixer et appliquer les durées de conservation, réduire les champs collectés.
5. **Informer les personnes**\u202F: mentions sur les formulaires, notice pour les salariés, panneaux de vidéosurveillance, politique de confidentialité du site.
6. **Encadrer les sous-traitants** par des clauses contractuelles et recenser les transferts hors de Côte d’Ivoire.
7. **Sécuriser** les systèmes et les locaux, en commençant par les traitements les plus sensibles\u202F: ressources humaines, santé, biométrie, vidéosurveillance.
8. **Organiser la vie courante**\u202F: procédure de réponse aux demandes, procédure de gestion des violations, sensibilisation annuelle du personnel, revue du registre à chaque nouveau projet.

Ce dernier point est essentiel\u202F: pour chaque nouveau projet, caméras, application ou logiciel de paie, posez en amont les questions clés — quelles données, pour quoi faire, qui y accède, combien de temps, où sont-elles hébergées. Pour les projets à risque élevé, le RGPD impose même une analyse d’impact formalisée avant la mise en œuvre.

## Conclusion\u202F: la conformité, un gage de confiance

La loi ivoirienne de 2013 n’est pas un texte nouveau, mais son application se renforce, et les attentes de vos clients, de vos partenaires internationaux et de vos salariés progressent plus vite encore. Une démarche pragmatique — connaître ses traitements, accomplir les formalités auprès de l’ARTCI, informer, limiter, sécuriser — réduit les risques juridiques et améliore en même temps l’hygiène numérique de l’entreprise. Chez Multitech Ivoire, nous appliquons ces principes à nos propres activités, comme l’explique notre [politique de protection des données](/legal/politique-rgpd), et nous accompagnons nos clients sur le volet technique\u202F: sécurisation des [systèmes d’information](/services/informatique), vidéosurveillance et contrôle d’accès respectueux de la vie privée, hébergement et sauvegardes maîtrisés. Pour faire le point sur vos installations, [contactez-nous](/contact) ou sollicitez une [consultation technique](/solutions/consultation-technique).
`;
