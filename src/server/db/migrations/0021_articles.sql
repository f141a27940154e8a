CREATE TABLE "article_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"user_id" text,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "article_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"article_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer,
	"slug" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"category" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"author_name" text NOT NULL,
	"author_role" text NOT NULL,
	"published_at" timestamp with time zone,
	"body" text NOT NULL,
	"read_minutes" smallint NOT NULL,
	"cover_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_number_unique" UNIQUE("number"),
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alt" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"media_id" uuid NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_files_media_id_format_width_pk" PRIMARY KEY("media_id","format","width")
);
--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_slugs" ADD CONSTRAINT "article_slugs_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_revisions_article_idx" ON "article_revisions" USING btree ("article_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_state_published_idx" ON "articles" USING btree ("state","published_at" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "articles" ("number", "slug", "state", "title", "excerpt", "category", "tags", "author_name", "author_role", "published_at", "body", "read_minutes", "created_at", "updated_at") VALUES (1, 'guide-complet-de-l-optimisation-energetique-en-entreprise', 'published', $t$Guide complet de l’optimisation énergétique en entreprise$t$, $e$Climatisation, éclairage, process, solaire : par où commencer pour réduire durablement la facture d’électricité de vos bâtiments, et comment mesurer les gains.$e$, 'energie', $g$["Efficacité énergétique","Solaire","Climatisation","Économies"]$g$::jsonb, $n$Aminata Traoré$n$, $r$Directrice technique$r$, '2024-03-15T08:00:00Z', $body$Dans la plupart des entreprises ivoiriennes, la facture d’électricité est devenue l’un des premiers postes de frais généraux. Pourtant, elle est rarement pilotée avec la même rigueur : on la paie, on la trouve chère, puis on passe à autre chose. Sur les bâtiments tertiaires comme sur les sites industriels que nous accompagnons, il est pourtant fréquent de pouvoir réduire sensiblement la consommation sans sacrifier ni le confort ni la production, puis d’aller beaucoup plus loin avec le solaire. La condition : procéder dans le bon ordre, en commençant par mesurer, et en vérifiant les gains dans la durée. Ce guide reprend, poste par poste, la démarche que nous appliquons chez nos clients.

## Savoir où part l’énergie avant d’agir

On ne réduit bien que ce que l’on mesure. Avant tout achat d’équipement, reconstituez la répartition de la consommation par usage et par période.

### Exploiter vos factures CIE

Rassemblez au moins 12 mois, idéalement 24 mois, de factures de la CIE pour chaque point de livraison. Elles révèlent déjà beaucoup de choses :

- l’évolution mensuelle de la consommation, qui suit souvent les saisons les plus chaudes, donc la climatisation ;
- la puissance souscrite comparée à la puissance réellement appelée : une puissance surdimensionnée se paie chaque mois, une puissance trop juste expose à des dépassements ;
- pour les sites raccordés en moyenne tension, les éventuelles pénalités liées à l’énergie réactive, signe d’un mauvais facteur de puissance que l’on corrige avec une batterie de condensateurs ;
- la répartition entre les différentes tranches horaires, si votre tarif en comporte.

### Installer un sous-comptage

La facture donne un total ; le sous-comptage donne la répartition. Quelques compteurs communicants posés sur les départs principaux du TGBT (climatisation, éclairage, prises, process, froid) suffisent pour savoir en quelques semaines qui consomme quoi, à quelle heure, et surtout en dehors des heures d’occupation. C’est souvent là que l’on découvre les gaspillages les plus simples : climatiseurs qui tournent la nuit et le week-end, éclairage des parkings allumé en plein jour, compresseur qui ne s’arrête jamais.

Pour une vision complète, un [audit énergétique](/solutions/audit-energetique) structure cette démarche : analyse des factures, campagne de mesures, visite détaillée des installations et plan d’actions chiffré. Comptez à partir de 1 800 € pour un audit volontaire et à partir de 2 500 € pour un audit réglementaire.

## La climatisation, premier gisement d’économies

Dans notre climat chaud et humide, la climatisation représente fréquemment la moitié, voire davantage, de la consommation d’un immeuble de bureaux, d’un hôtel ou d’un centre commercial. C’est donc par elle qu’il faut commencer.

### Les gestes sans investissement

- Fixez une consigne de 24 à 26 °C en occupation : chaque degré de moins alourdit nettement la consommation, de l’ordre de 5 à 8 % selon les installations.
- Programmez l’arrêt ou le ralenti hors des heures d’occupation, le soir et le week-end.
- Gardez fermées les portes et fenêtres des locaux climatisés, et limitez les apports solaires par des films, stores ou brise-soleil sur les façades exposées.
- Nettoyez régulièrement filtres et échangeurs : un condenseur encrassé par la poussière fait travailler le compresseur plus longtemps pour produire le même froid.

### Les investissements rentables

- Remplacer les anciens climatiseurs à vitesse fixe par des modèles Inverter de bonne classe énergétique, en priorité sur les unités qui cumulent le plus d’heures de fonctionnement.
- Pour les bâtiments plus importants, passer à un système centralisé (DRV ou eau glacée) piloté par une régulation adaptée.
- Récupérer l’énergie de l’air extrait dans les centrales de traitement d’air, et ajuster les débits de ventilation à l’occupation réelle grâce à des sondes de CO₂.
- Centraliser la commande : une gestion technique du bâtiment, même simple, évite les consignes fantaisistes et les oublis.

Notre pôle [climatisation](/services/climatisation) dimensionne ces solutions à partir des mesures réelles, et non des seules plaques signalétiques.

## Éclairage et process industriels

### Éclairage

Le passage à la LED reste l’une des actions les plus rapides à rentabiliser. Par rapport aux tubes fluorescents et aux lampes à décharge, la consommation d’éclairage baisse couramment de moitié ou davantage, et les luminaires LED dégagent moins de chaleur, ce qui allège d’autant la climatisation. Ajoutez des détecteurs de présence dans les circulations, les sanitaires et les salles de réunion et une gradation selon la lumière du jour près des vitrages.

### Process industriels

Dans l’industrie, les moteurs électriques concentrent l’essentiel de la consommation. Les principaux leviers sont les suivants :

- des variateurs de vitesse sur les pompes, ventilateurs et compresseurs dont la charge varie : réduire la vitesse réduit très fortement la puissance absorbée ;
- la chasse aux fuites d’air comprimé, qui gaspillent une part souvent importante de la production, et l’abaissement de la pression du réseau au strict nécessaire ;
- l’isolation des réseaux de vapeur, d’eau chaude et d’eau glacée ;
- l’automatisation des séquences de marche et d’arrêt, qui évite les équipements qui tournent à vide.

Sur ce dernier point, nos projets d’[automatisme](/services/automatisme) permettent en moyenne des gains de productivité de l’ordre de 40 % et des économies d’environ 20 %.

## Le solaire photovoltaïque : produire une partie de votre électricité

Une fois les consommations assainies, le solaire devient particulièrement pertinent en Côte d’Ivoire : l’ensoleillement est abondant toute l’année et la courbe de production coïncide avec les heures de bureau et le pic de climatisation. Une installation en autoconsommation bien dimensionnée peut réduire la facture jusqu’à 80 % dans les cas les plus favorables. Les ordres de grandeur que nous constatons selon les secteurs :

- résidentiel : 60 à 80 % d’économies ;
- tertiaire : 50 à 70 % ;
- industriel : 40 à 60 %, car les process tournent aussi la nuit.

Les panneaux bénéficient d’une garantie de performance de 25 ans, et le retour sur investissement se situe généralement entre 8 et 12 ans. Quelques points d’attention avant de vous lancer :

- dimensionnez sur la consommation de jour mesurée, et non sur la facture totale, pour éviter de produire de l’énergie que vous ne consommerez pas ;
- décidez tôt si vous avez besoin de batteries : elles apportent une autonomie face aux coupures, mais alourdissent l’investissement ;
- vérifiez la structure des toitures et les ombrages, et prévoyez un nettoyage régulier des modules, surtout dans le nord du pays pendant l’harmattan ;
- exigez des onduleurs qui tolèrent les micro-coupures et les baisses de tension fréquentes du réseau, et une installation conforme à la NF C 15-100.

Notre pôle [énergie](/services/energie) conçoit, installe et maintient ces centrales, de la toiture résidentielle au grand bâtiment industriel.

## Mesurer et pérenniser les gains

Une économie qui n’est pas mesurée finit par disparaître : un réglage modifié, un filtre oublié, une extension de bâtiment, et la consommation remonte sans que personne ne s’en aperçoive. Voici la méthode que nous recommandons :

1. **Établissez une situation de référence** : la consommation sur 12 mois, rapprochée des facteurs qui la font varier (surface occupée, effectifs, volume de production, saison).
2. **Choisissez des indicateurs simples** : kWh par m² et par an pour un bâtiment tertiaire, kWh par tonne ou par unité produite pour une usine.
3. **Comparez à périmètre constant** : après chaque action, mesurez sur une période comparable et corrigez les variations d’activité. Le protocole international IPMVP fournit un cadre reconnu pour ce calcul.
4. **Suivez en continu** : une supervision qui remonte les consommations en temps réel et alerte en cas de dérive évite de découvrir le problème sur la facture suivante. C’est le rôle de notre plateforme [iSmart](/solutions/ismart), qui y ajoute l’analyse par intelligence artificielle et la maintenance prédictive.
5. **Entretenez les installations** : un [plan de maintenance préventive](/solutions/maintenance-preventive) préserve les rendements obtenus, notamment sur la climatisation.

## Par où commencer : un plan d’action en trois temps

Prenons l’exemple d’un immeuble de bureaux de 3 000 m² au Plateau. La feuille de route que nous proposerions typiquement ressemble à ceci :

- **le premier mois** : analyse des factures, ajustement de la puissance souscrite, révision des consignes et des horaires de climatisation, chasse aux consommations nocturnes ;
- **entre trois et six mois** : sous-comptage, passage à la LED, remplacement des climatiseurs les plus énergivores, détecteurs de présence ;
- **au-delà de six mois** : centrale solaire en autoconsommation dimensionnée sur les consommations assainies, supervision continue et tableau de bord partagé avec la direction.

Cet ordre compte. Installer des panneaux avant d’avoir réduit les gaspillages revient à surdimensionner l’investissement pour produire une énergie que l’on continue de perdre.

## Conclusion : passer à l’action

L’optimisation énergétique n’est pas un projet ponctuel mais une démarche continue : mesurer, agir sur les gros postes, produire une partie de son énergie, puis suivre les résultats dans la durée. Depuis 2009, nos équipes d’Abidjan, de Bouaké et de San Pedro accompagnent les entreprises dans cette démarche, de l’audit à la maintenance. Pour faire le point sur votre site, demandez un [audit énergétique](/solutions/audit-energetique) ou [contactez-nous](/contact) : un ingénieur vous rappellera pour définir avec vous les premières actions adaptées à vos bâtiments.
$body$, 8, '2024-03-15T08:00:00Z', '2024-03-15T08:00:00Z');
--> statement-breakpoint
INSERT INTO "articles" ("number", "slug", "state", "title", "excerpt", "category", "tags", "author_name", "author_role", "published_at", "body", "read_minutes", "created_at", "updated_at") VALUES (2, 'maintenance-preventive-pourquoi-elle-coute-moins-cher-que-la-panne', 'published', $t$Maintenance préventive : pourquoi elle coûte moins cher que la panne$t$, $e$Un plan de maintenance préventive bien construit réduit les arrêts imprévus et allonge la vie des équipements. Voici comment le bâtir et le piloter.$e$, 'maintenance', $g$["Maintenance préventive","GMAO","Disponibilité"]$g$::jsonb, $n$Jean-Marc Kouadio$n$, $r$Directeur des opérations$r$, '2024-02-28T08:00:00Z', $body$Un compresseur de chambre froide qui lâche un samedi soir, un onduleur qui ne tient pas lors d’une coupure CIE, une pompe de relevage grippée pendant la saison des pluies : chaque responsable technique a vécu ce genre de panne, et sait qu’elle coûte toujours plus cher que prévu. La maintenance préventive consiste à intervenir avant la défaillance, selon un plan établi, plutôt que de subir les pannes. Elle demande un budget régulier et de la discipline, ce qui la fait parfois passer pour une dépense superflue. Voici pourquoi elle est en réalité un investissement, et comment la mettre en place de façon pragmatique.

## Le vrai coût d’une panne

Lorsqu’on compare le coût d’un contrat de maintenance à celui d’une réparation, on oublie la plus grande partie de la facture. Une panne imprévue cumule plusieurs types de coûts.

- **Les coûts directs** : diagnostic en urgence, pièces commandées en express, souvent importées, main-d’œuvre de nuit ou de week-end.
- **Les coûts d’arrêt** : production interrompue, commandes livrées en retard, chambre froide dont le contenu est perdu, salle de réunion ou chambre d’hôtel inutilisable, locataires mécontents.
- **Les dommages collatéraux** : un filtre jamais changé qui finit par faire griller un compresseur, une connexion desserrée qui chauffe jusqu’à endommager tout un tableau électrique.
- **Les coûts cachés** : usure prématurée des équipements, surconsommation d’énergie d’une installation mal réglée, temps passé par vos équipes à gérer la crise plutôt que leur métier.

Prenons l’exemple d’un supermarché à Abidjan dont la centrale frigorifique tombe en panne un samedi soir. Au-delà de la réparation, il faut compter les denrées perdues, le chiffre d’affaires du dimanche et l’image auprès des clients. Le coût total dépasse très souvent celui de plusieurs années de visites préventives.

## Préventif, correctif, prédictif : de quoi parle-t-on ?

On distingue généralement quatre approches, complémentaires plutôt qu’opposées :

- **la maintenance corrective** : on répare après la panne. Elle reste acceptable pour les équipements peu coûteux et sans impact sur l’activité, comme un luminaire de couloir ;
- **la maintenance préventive systématique** : on intervient à intervalles fixes (nettoyage des filtres tous les mois, resserrage des connexions chaque année), quel que soit l’état de l’équipement ;
- **la maintenance préventive conditionnelle** : on intervient lorsqu’un indicateur franchit un seuil (pression, température, heures de fonctionnement, résultat d’une thermographie) ;
- **la maintenance prédictive** : on analyse en continu les données des équipements pour anticiper la défaillance avant qu’elle ne se manifeste.

Un bon plan combine ces approches selon la criticité de chaque équipement.

## Construire un plan de maintenance en cinq étapes

1. **Faire l’inventaire du parc** : climatiseurs, centrales de traitement d’air, groupes électrogènes, onduleurs, tableaux électriques, pompes, systèmes de sécurité incendie, équipements informatiques. Pour chacun, notez la marque, le modèle, l’âge, l’emplacement et l’historique connu.
2. **Évaluer la criticité** : quelles sont les conséquences d’une panne sur la sécurité, sur l’activité et sur les coûts ? Un groupe électrogène qui secourt une salle serveurs n’a pas la même priorité qu’un split dans un bureau secondaire.
3. **Définir les gammes d’intervention** : opérations, fréquences et points de contrôle, à partir des préconisations des constructeurs, ajustées aux conditions locales. La chaleur, l’humidité, la poussière de l’harmattan dans le nord ou l’air salin de San Pedro et d’Abidjan accélèrent l’encrassement et la corrosion, et les micro-coupures fréquentes du réseau sollicitent fortement onduleurs et alimentations.
4. **Planifier les ressources** : techniciens habilités, créneaux compatibles avec votre activité, stock minimal de pièces critiques sur place pour ne pas dépendre des délais d’importation.
5. **Intégrer les contrôles réglementaires** : vérifications périodiques des installations électriques prévues par la réglementation en vigueur, contrôles des systèmes de sécurité incendie, exigences de votre assureur.

## Piloter avec une GMAO et des indicateurs

Un plan de maintenance rangé dans un classeur finit rarement appliqué. Une GMAO (gestion de maintenance assistée par ordinateur) centralise l’inventaire, génère automatiquement les bons de travail, conserve l’historique de chaque équipement et permet de suivre les coûts. Notre solution [iRequest](/solutions/irequest) gère ainsi les demandes d’intervention et les tickets, de la déclaration par l’utilisateur à la clôture par le technicien ; vous pouvez l’essayer gratuitement pendant 30 jours.

Quelques indicateurs suffisent pour piloter :

- **le taux de réalisation du préventif** : part des interventions planifiées effectivement réalisées dans les délais, qui devrait rester proche de 100 % ;
- **le ratio préventif/correctif** : la part du correctif doit diminuer au fil des mois ;
- **le MTBF** (temps moyen entre deux pannes) et le **MTTR** (temps moyen de réparation) pour les équipements critiques ;
- **la disponibilité** des installations, que nous visons à 99,9 % sur les équipements critiques de nos clients ;
- **le coût de maintenance par équipement**, pour décider à temps d’un remplacement plutôt que d’une énième réparation.

Pour les équipements les plus sensibles, la supervision à distance avec [iSmart](/solutions/ismart) ajoute des alertes en temps réel et de la maintenance prédictive fondée sur l’analyse des données.

## Combien coûte la maintenance préventive ?

Le budget dépend du nombre et de la nature des équipements, mais il reste prévisible, ce qui est déjà un avantage face aux pannes. À titre indicatif, nos plans de [maintenance préventive](/solutions/maintenance-preventive) démarrent à 275 € par mois pour un parc allant jusqu’à 50 équipements, et à 976 € par mois pour un parc allant jusqu’à 200 équipements. Ils incluent les visites planifiées, les rapports d’intervention et l’accès à notre [support 24/7](/solutions/support-24-7), avec une réponse en 15 minutes pour les incidents critiques et une intervention d’urgence en moins de 2 h.

Pour juger de la rentabilité, comparez ce montant annuel au coût d’une seule panne majeure sur vos équipements critiques, en incluant l’arrêt d’activité. Dans la grande majorité des cas, le calcul est rapidement fait. S’y ajoutent une durée de vie plus longue des équipements, une consommation d’énergie maîtrisée et des interventions programmées aux moments qui vous conviennent.

## Conclusion

La maintenance préventive ne supprime pas toutes les pannes, mais elle les rend rares, prévisibles et moins coûteuses. Le plus difficile est de commencer : inventorier, hiérarchiser, planifier. Nos techniciens d’Abidjan, de Bouaké et de San Pedro peuvent réaliser cet état des lieux avec vous et vous proposer un plan adapté à votre parc. [Contactez-nous](/contact) pour en discuter.
$body$, 6, '2024-02-28T08:00:00Z', '2024-02-28T08:00:00Z');
--> statement-breakpoint
INSERT INTO "articles" ("number", "slug", "state", "title", "excerpt", "category", "tags", "author_name", "author_role", "published_at", "body", "read_minutes", "created_at", "updated_at") VALUES (3, 'automatisation-industrielle-les-tendances-2024', 'published', $t$Automatisation industrielle : les tendances 2024$t$, $e$Automates communicants, supervision, maintenance prédictive, robotique collaborative : ce qui change dans les usines et comment en profiter sans tout remplacer.$e$, 'automatisme', $g$["Industrie 4.0","Automates","Supervision","Productivité"]$g$::jsonb, $n$Serge N’Guessan$n$, $r$Responsable du pôle automatisme$r$, '2024-02-25T08:00:00Z', $body$Dans les usines ivoiriennes, de la transformation du cacao et de l’anacarde aux cimenteries, en passant par l’agroalimentaire, l’emballage ou les activités portuaires de San Pedro et d’Abidjan, on croise souvent sur une même ligne des machines de trois générations différentes : armoires à relais, automates installés il y a vingt ans et équipements récents livrés avec leur propre écran. L’industrie 4.0 ne consiste pas à tout remplacer d’un coup, mais à faire communiquer cet ensemble, à en tirer des données utiles et à automatiser là où cela rapporte. Voici les tendances qui comptent en 2024, et la manière d’en profiter sans immobiliser votre production.

## Des automates communicants et ouverts

L’automate programmable reste le cœur de la commande des machines, mais son rôle change. Longtemps isolé, il devient un équipement communicant, relié au reste de l’usine et, si nécessaire, au cloud.

- **L’Ethernet industriel se généralise** : Profinet, EtherNet/IP ou Modbus TCP remplacent progressivement les anciens bus de terrain et le câblage point à point, ce qui simplifie les extensions et le diagnostic.
- **OPC UA s’impose comme langage commun** : ce standard ouvert permet à des automates de marques différentes de dialoguer avec la supervision et les logiciels de gestion, sans développement spécifique pour chaque machine.
- **MQTT et l’edge computing rapprochent l’usine de l’informatique** : de petits calculateurs installés au pied des machines collectent, filtrent et transmettent les données, ce qui évite de surcharger les automates et le réseau.
- **La programmation se standardise** : les langages de la norme CEI 61131-3 et les bibliothèques de blocs réutilisables réduisent la dépendance à un seul intégrateur et facilitent la maintenance.

Pour les équipements qui ne disposent d’aucune interface, des capteurs et passerelles IoT permettent de remonter malgré tout les informations essentielles. C’est le rôle de notre plateforme loori, qui collecte les données de terrain et les met à disposition des autres outils.

## La supervision devient accessible

La supervision (SCADA) était autrefois réservée aux grands sites, avec des licences coûteuses et des postes dédiés en salle de contrôle. Les solutions actuelles, souvent accessibles depuis un simple navigateur, ont changé la donne :

- tableaux de bord consultables sur tablette ou smartphone par le chef d’atelier comme par la direction ;
- historisation des mesures, utile pour comprendre une dérive de qualité ou une baisse de cadence ;
- gestion des alarmes avec notification et acquittement à distance ;
- calcul automatique du TRS (taux de rendement synthétique), qui combine disponibilité, performance et qualité et révèle où se perd réellement la capacité de production.

Le TRS est souvent le premier indicateur à mettre en place : beaucoup d’usines découvrent à cette occasion que leurs arrêts courts et leurs changements de série pèsent bien plus lourd que les pannes. Prenons l’exemple d’une ligne d’ensachage qui affiche un TRS de 60 % : la supervision peut montrer que les micro-arrêts liés à un capteur mal réglé et des changements de format trop longs expliquent l’essentiel de l’écart, bien avant les pannes mécaniques. Corriger ces deux points coûte souvent peu, et libère de la capacité sans investir dans une nouvelle machine. Avec [iSmart](/solutions/ismart), nous proposons une supervision à distance qui ajoute l’analyse par intelligence artificielle et l’envoi d’alertes, testable sur vos propres équipements dans le cadre d’une preuve de concept de 14 jours.

## De la maintenance préventive à la maintenance prédictive

Les capteurs de vibration, de température et de courant sont devenus abordables, et les outils d’analyse beaucoup plus simples à exploiter. La maintenance prédictive consiste à surveiller en continu l’état des équipements pour intervenir juste avant la défaillance, et non à date fixe ou après la panne.

Concrètement, un roulement de moteur qui commence à se dégrader modifie sa signature vibratoire plusieurs semaines avant de casser ; une pompe qui s’encrasse consomme davantage de courant ; un tableau électrique qui chauffe se repère par thermographie. Les algorithmes d’apprentissage automatique apprennent le comportement normal de chaque machine et signalent les écarts.

Notre conseil : ne commencez pas par l’ensemble du parc. Choisissez les cinq à dix équipements dont l’arrêt bloque toute la ligne (compresseur, broyeur, moteur principal, groupe froid), équipez-les, et mesurez les résultats sur quelques mois. La prédictive complète un [plan de maintenance préventive](/solutions/maintenance-preventive) ; elle ne le remplace pas.

## Robotique collaborative et vision industrielle

Les robots collaboratifs, ou cobots, travaillent à proximité des opérateurs sans nécessiter de grandes cages de protection, à condition de respecter une analyse de risques rigoureuse et les normes applicables, comme l’ISO 10218. Plus légers et plus simples à programmer que les robots industriels classiques, ils conviennent bien aux tâches répétitives et pénibles :

- palettisation et dépalettisation de sacs ou de cartons en fin de ligne ;
- conditionnement et mise en caisse ;
- chargement de machines-outils ;
- vissage, collage ou contrôle dimensionnel.

La vision industrielle progresse au même rythme. Des caméras associées à des logiciels d’analyse d’image contrôlent l’étiquetage, le remplissage, la couleur ou les défauts d’aspect à pleine cadence, là où un contrôle visuel humain se fatigue. Pour un site agroalimentaire, c’est souvent l’un des investissements les plus rapides à rentabiliser, car il réduit à la fois les rebuts et les réclamations clients.

## Moderniser sans tout remplacer

La modernisation la plus efficace est progressive. Voici la démarche que nous suivons avec nos clients industriels :

1. **Auditer l’existant** : inventaire des automates, variateurs, réseaux et logiciels, repérage des matériels obsolètes dont les pièces ne sont plus fabriquées, et identification des goulots d’étranglement.
2. **Connecter avant de remplacer** : ajouter des passerelles de communication et quelques capteurs pour obtenir des données, sans toucher à la logique de commande existante.
3. **Mesurer sur une ligne pilote** : mettre en place le TRS et les premiers tableaux de bord, puis chiffrer les gains possibles à partir de données réelles.
4. **Migrer par étapes** : remplacer les automates obsolètes machine par machine, pendant les arrêts programmés, en conservant des procédures de retour arrière.
5. **Sécuriser le réseau** : séparer le réseau industriel du réseau bureautique, contrôler les accès à distance et s’appuyer sur les principes de la norme CEI 62443. Une usine connectée est aussi une usine exposée aux cyberattaques.
6. **Former les équipes** : opérateurs, techniciens de maintenance et responsables de production doivent comprendre les nouveaux outils pour qu’ils soient réellement utilisés.

Il ne faut pas négliger non plus la qualité de l’alimentation électrique : les micro-coupures et baisses de tension fréquentes sur le réseau peuvent provoquer des arrêts ou des pertes de programme. Onduleurs, protections adaptées et un réseau [courant fort](/services/courant-fort) bien conçu font partie intégrante d’un projet d’automatisation réussi.

## Conclusion

Les technologies de l’industrie 4.0 sont désormais accessibles aux usines de taille moyenne, à condition de les déployer avec méthode : connecter, mesurer, puis automatiser là où le gain est démontré. Sur les projets d’[automatisme](/services/automatisme) que nous menons, les gains visés sont de l’ordre de 40 % en productivité et de 20 % en économies. Notre pôle automatisme peut auditer vos lignes et vous proposer une feuille de route réaliste, adaptée à votre budget et à vos contraintes de production. [Contactez-nous](/contact) pour organiser une première visite de votre site.
$body$, 7, '2024-02-25T08:00:00Z', '2024-02-25T08:00:00Z');
--> statement-breakpoint
INSERT INTO "articles" ("number", "slug", "state", "title", "excerpt", "category", "tags", "author_name", "author_role", "published_at", "body", "read_minutes", "created_at", "updated_at") VALUES (4, 'l-intelligence-artificielle-au-service-des-batiments-connectes', 'published', $t$L’intelligence artificielle au service des bâtiments connectés$t$, $e$Détection d’anomalies, prévision des consommations, pilotage fin du confort : ce que l’IA apporte déjà à l’exploitation des bâtiments, et ses limites.$e$, 'innovation', $g$["Intelligence artificielle","Bâtiment connecté","Supervision","iSmart"]$g$::jsonb, $n$Fatou Diabaté$n$, $r$Responsable informatique et cybersécurité$r$, '2024-02-22T08:00:00Z', $body$Un bâtiment tertiaire moderne produit chaque jour des dizaines de milliers de mesures : températures de soufflage et de reprise, intensités sur les tableaux électriques, pressions des réseaux d’eau glacée, états des portes, taux de CO₂, production des panneaux solaires. Longtemps, elles ont surtout servi à afficher des alarmes que personne ne regardait la nuit. L’intelligence artificielle change la donne, non pas en remplaçant l’exploitant, mais en lui signalant ce qui mérite son attention avant que le problème ne devienne une panne ou une facture. Voici ce que l’IA apporte réellement aujourd’hui à l’exploitation des bâtiments en Côte d’Ivoire, comment la mettre en œuvre, et les limites qu’il faut garder en tête.

## Ce que recouvre vraiment l’IA dans un bâtiment

Dans l’exploitation d’un bâtiment, l’IA recouvre trois familles de techniques très concrètes :

- **La détection d’anomalies** : un modèle apprend le comportement normal d’un équipement (un groupe froid, une centrale de traitement d’air, un onduleur) et signale tout écart significatif, même quand aucun seuil d’alarme classique n’est franchi.
- **La prévision** : à partir de l’historique, de la météo, du calendrier d’occupation et des tarifs, le modèle estime la consommation ou la charge des prochaines heures et des prochains jours.
- **L’optimisation du pilotage** : l’algorithme propose, ou applique dans un cadre strict, des consignes de température, des horaires de démarrage et des délestages qui réduisent la consommation sans dégrader le confort.

Ces briques reposent sur une supervision fiable : capteurs bien placés, automates communicants, historique propre. Sans cette base, aucun algorithme ne fera de miracle.

## Détecter les anomalies avant la panne

C’est aujourd’hui l’usage le plus rentable. Là où une alarme classique attend le dépassement d’un seuil fixe, souvent trop tard, un modèle compare chaque mesure à ce qu’elle devrait être compte tenu du contexte : heure, température extérieure, charge du bâtiment, état des autres équipements.

### Quelques cas typiques

- **Un groupe d’eau glacée** dont le rendement se dégrade lentement parce que le condenseur s’encrasse. La température de l’eau reste dans les tolérances, mais l’énergie consommée pour la produire augmente de quelques pour cent chaque semaine. L’écart est invisible à l’œil nu, évident pour un modèle.
- **Un onduleur** dont la température interne monte anormalement à charge égale, signe fréquent d’un ventilateur fatigué ou de batteries en fin de vie.
- **Un groupe électrogène** dont le temps de démarrage s’allonge d’un essai à l’autre, ce qui annonce souvent un problème de batterie de démarrage ou d’alimentation en carburant.

Dans un climat chaud et humide comme celui d’Abidjan ou de San Pedro, où la climatisation représente souvent plus de la moitié de la consommation d’un immeuble de bureaux, ces dérives coûtent cher. Dans le nord du pays, la poussière de l’harmattan colmate filtres et batteries d’échange bien plus vite que prévu : la détection d’anomalies permet alors de déclencher le nettoyage au moment utile plutôt qu’à date fixe.

### De l’alerte à l’intervention

Une alerte n’a de valeur que si elle déclenche une action. Chaque anomalie confirmée par iSmart peut créer automatiquement un ticket dans iRequest, avec l’équipement concerné, les courbes qui ont motivé l’alerte et un niveau de priorité. Le technicien arrive sur site en sachant quoi regarder. C’est ce passage de la maintenance préventive à date fixe vers une maintenance conditionnelle, puis prédictive, qui réduit réellement les arrêts imprévus.

## Prévoir les consommations et mieux maîtriser la facture

Un modèle de prévision bien entraîné estime, heure par heure, la consommation attendue du bâtiment. Cette prévision sert à trois choses.

D’abord, **repérer les dérives** : si la consommation réelle dépasse durablement la prévision, quelque chose a changé (un équipement défaillant, un nouvel usage, un réglage modifié). Vous le savez en quelques jours, pas à la réception de la facture CIE du trimestre.

Ensuite, **mesurer les économies** : après une action d’efficacité énergétique, la comparaison entre la consommation réelle et ce qu’aurait consommé le bâtiment sans l’action donne une estimation des gains bien plus honnête qu’une simple comparaison d’une année sur l’autre, faussée par la météo et l’occupation.

Enfin, **piloter la production solaire et le stockage** : sur un site équipé de panneaux photovoltaïques, la prévision de production (à partir de la météo) et celle de la consommation permettent de décaler certains usages vers les heures ensoleillées, comme la production d’eau glacée, le pompage ou la recharge de batteries. Sur les sites que nous équipons, le solaire peut couvrir jusqu’à 80 % de la facture dans le résidentiel, mais dans le tertiaire on se situe plutôt entre 50 et 70 %, et c’est précisément ce pilotage fin qui permet d’atteindre le haut de la fourchette.

## Un confort piloté plus finement

Le confort thermique est la première source de plaintes des occupants, la climatisation la première source de consommation : l’IA aide à concilier les deux.

Prenons l’exemple d’un immeuble de bureaux de 3 000 m² au Plateau. Une programmation classique démarre la climatisation à heure fixe, par exemple deux heures avant l’arrivée du personnel, quelle que soit la météo. Un pilotage prédictif calcule l’heure de démarrage optimale chaque jour, en fonction de la température de la veille, de l’inertie du bâtiment et de l’occupation prévue. Plus tard les jours frais de la saison des pluies, plus tôt le lundi qui suit un week-end chaud.

D’autres leviers sont à la portée des systèmes actuels :

- ajuster le débit d’air neuf selon le taux de CO₂ mesuré, plutôt que de ventiler à plein régime une salle de réunion vide ;
- relever légèrement la consigne dans les zones inoccupées, détectées par les capteurs de présence ou le contrôle d’accès ;
- anticiper les pointes de puissance et délester temporairement des usages non critiques pour ne pas dépasser la puissance souscrite.

L’IA propose, l’exploitant dispose : commencez en mode « conseil », où l’algorithme suggère et l’exploitant valide, avant de passer à un pilotage automatique dans des bornes strictement définies (températures minimale et maximale, équipements exclus, retour en manuel en cas de doute).

## Déployer l’IA pas à pas

Les projets qui réussissent partent d’un problème précis et d’un périmètre limité. Voici notre démarche.

1. **Choisir un cas d’usage mesurable** : les arrêts répétés d’une salle serveurs, la dérive de consommation d’un site, les plaintes de confort d’un étage. Un objectif clair permet de juger le résultat.
2. **Faire l’inventaire des données existantes** : GTB, automates, compteurs, onduleurs, groupes électrogènes. Beaucoup d’équipements savent déjà communiquer en Modbus ou BACnet, encore faut-il récupérer leurs données.
3. **Compléter l’instrumentation** : quelques capteurs sans fil (température, humidité, courant, vibration) suffisent souvent à combler les manques, sans travaux lourds.
4. **Constituer un historique** : un modèle de détection d’anomalies a besoin de quelques semaines de fonctionnement normal pour apprendre, idéalement couvrant des conditions météo variées.
5. **Lancer une preuve de concept** : sur iSmart, nous proposons une preuve de concept de 14 jours, sur un périmètre réduit, pour vérifier que les alertes sont pertinentes et que les données sont exploitables.
6. **Intégrer dans les processus** : définir qui reçoit quelle alerte, à quelle heure, avec quel délai de réaction, et relier les alertes à la gestion des interventions.
7. **Mesurer et ajuster** : compter les alertes utiles, les fausses alertes, les pannes évitées et les kilowattheures économisés, puis affiner les modèles et les seuils.

Sur le plan du réseau, les bâtiments ivoiriens posent une contrainte particulière : les micro-coupures et les chutes de tension du réseau sont fréquentes. Passerelles, switchs et serveurs de supervision doivent être secourus par onduleur, et les capteurs doivent conserver leurs mesures localement en cas de perte de connexion, faute de quoi l’historique sera troué et les modèles perturbés.

## Les limites à connaître

L’IA appliquée au bâtiment est utile, mais ni magique ni sans risques.

### La qualité des données

Un capteur mal étalonné, une sonde placée au soleil, un compteur inversé : l’algorithme apprendra fidèlement des données fausses. Une part importante de tout projet consiste à vérifier, nettoyer et documenter les points de mesure.

### Les fausses alertes

Un modèle trop sensible noie l’exploitant sous les notifications, et les alertes finissent ignorées. Il faut accepter une période de réglage, hiérarchiser les alertes et ne remonter en astreinte que ce qui est réellement critique.

### L’explicabilité

Un technicien ne fera pas confiance à une alerte qu’il ne comprend pas. Chaque alerte doit être accompagnée des mesures qui l’ont déclenchée et d’une comparaison avec le comportement habituel. Une « boîte noire » qui dit seulement « anomalie détectée » ne sera pas utilisée longtemps.

### La cybersécurité

Connecter un bâtiment, c’est ouvrir des portes. Une GTB reliée à une plateforme de supervision doit être cloisonnée du réseau bureautique, accessible uniquement par des connexions chiffrées, avec des comptes nominatifs et une authentification forte. Le pilotage automatique doit toujours pouvoir être repris en manuel sur site. La loi n° 2013-451 du 19 juin 2013 sanctionne les atteintes aux systèmes d’information, mais c’est à l’exploitant de protéger les siens.

### Les données personnelles

Les capteurs de présence, le contrôle d’accès et les caméras produisent des informations qui peuvent concerner des personnes identifiables. Leur usage pour optimiser un bâtiment reste possible, mais il doit respecter la loi n° 2013-450 du 19 juin 2013 relative à la protection des données à caractère personnel, sous le contrôle de l’ARTCI : finalité définie, information des occupants, durée de conservation limitée et, chaque fois que possible, agrégation des données (un taux d’occupation par zone plutôt qu’un suivi individuel). Vous trouverez nos engagements dans notre [politique de protection des données](/legal/politique-rgpd).

## Par où commencer ?

L’IA ne remplace ni une installation bien conçue ni une équipe de maintenance compétente : elle leur donne de meilleurs yeux. Les premiers gains viennent souvent de choses simples, comme repérer les équipements qui tournent pour rien ou démarrer la climatisation au bon moment.

Si vous exploitez un immeuble de bureaux, un site industriel, un hôtel ou une salle technique, commencez par identifier le problème qui vous coûte le plus cher aujourd’hui. Nous pouvons ensuite vérifier, lors d’une preuve de concept de 14 jours sur [iSmart](/solutions/ismart), ce que vos propres données ont à dire. Pour en discuter avec nos équipes d’Abidjan, de Bouaké ou de San Pedro, [contactez-nous](/contact) ou demandez une [consultation technique](/solutions/consultation-technique).
$body$, 9, '2024-02-22T08:00:00Z', '2024-02-22T08:00:00Z');
--> statement-breakpoint
INSERT INTO "articles" ("number", "slug", "state", "title", "excerpt", "category", "tags", "author_name", "author_role", "published_at", "body", "read_minutes", "created_at", "updated_at") VALUES (5, 'audit-energetique-notre-methodologie-pas-a-pas', 'published', $t$Audit énergétique : notre méthodologie pas à pas$t$, $e$Collecte des factures, campagne de mesures, analyse, plan d’actions chiffré : les quatre étapes d’un audit énergétique utile, et ce que vous recevez à la fin.$e$, 'energie', $g$["Audit énergétique","Mesures","Plan d’actions"]$g$::jsonb, $n$Aminata Traoré$n$, $r$Directrice technique$r$, '2024-02-20T08:00:00Z', $body$Un audit énergétique n’a de valeur que s’il débouche sur des décisions. Trop de rapports finissent dans un tiroir parce qu’ils accumulent des généralités (« pensez à éteindre la lumière ») sans dire combien coûte chaque action, combien elle rapporte et dans quel ordre la mener. Chez Multitech Ivoire, nous conduisons nos audits en quatre étapes, de la collecte des factures au plan d’actions chiffré. Voici comment elles se déroulent, ce que nous attendons de vous et ce que vous recevez à la fin.

## Étape 1 — Collecter les factures et les données existantes

Avant de poser le moindre appareil de mesure, nous reconstituons l’historique énergétique du site. Nous vous demandons en général :

- les factures d’électricité CIE des 24 derniers mois, idéalement pour chaque compteur, avec la puissance souscrite et les éventuels dépassements ;
- les consommations de gasoil des groupes électrogènes et leurs heures de fonctionnement ;
- les plans et la liste des principaux équipements (climatisation, process, pompes, éclairage, informatique) ;
- les horaires d’occupation ou de production, et les évolutions récentes du site (extension, nouvelle ligne, changement d’activité).

Cette première analyse révèle souvent des gains immédiats : une puissance souscrite mal ajustée, des pénalités liées à un mauvais facteur de puissance, ou une consommation de week-end anormalement élevée. Elle permet aussi de calculer des ratios de référence, en kWh par mètre carré ou par tonne produite, pour situer le site et fixer les priorités de la campagne de mesures.

## Étape 2 — Mesurer sur le terrain

Les factures disent combien vous consommez, pas où ni quand. La campagne de mesures répond à ces deux questions.

### Ce que nous mesurons

- **Le poste de livraison et les tableaux principaux** : enregistreurs de puissance posés une à deux semaines pour obtenir la courbe de charge, les pointes, le facteur de puissance et la qualité de la tension.
- **Les gros consommateurs** : groupes froids, compresseurs, moteurs, fours, mesurés individuellement pour connaître leur part réelle.
- **Le confort et l’ambiance** : températures, humidité, niveaux d’éclairement, pour vérifier que l’énergie dépensée produit bien le service attendu.
- **L’enveloppe** : une thermographie infrarouge repère les défauts d’isolation des toitures, les fuites d’air froid et les points chauds dans les armoires électriques.

### Pourquoi une à deux semaines

Une mesure ponctuelle ne capte ni les cycles de production, ni les nuits, ni les week-ends. Sur une semaine complète, on voit ce qui tourne quand le site est vide, les démarrages simultanés qui créent les pointes, et le comportement de la climatisation selon la météo. Dans le contexte ivoirien, nous enregistrons aussi les micro-coupures et les chutes de tension du réseau, qui expliquent parfois des pannes à répétition et orientent le choix des solutions.

Nos techniciens interviennent sans arrêt de votre activité : les pinces ampèremétriques se posent sous tension, par du personnel habilité, dans le respect des règles de sécurité électrique.

## Étape 3 — Analyser et comprendre

L’analyse croise les factures, les mesures et les entretiens avec vos équipes. Nous établissons d’abord un **bilan énergétique** : la répartition de la consommation par usage. Dans un immeuble de bureaux à Abidjan, la climatisation représente fréquemment la moitié ou davantage de la consommation, suivie de l’éclairage et de l’informatique. Dans une usine, ce sont plutôt l’air comprimé, le froid industriel et les moteurs.

Nous identifions ensuite les gisements d’économies, classés en trois familles :

1. **Les actions sans investissement** : réglage des horaires et des consignes de climatisation, arrêt des équipements la nuit, ajustement de la puissance souscrite.
2. **Les actions à investissement modéré** : éclairage LED avec détection de présence, variateurs de vitesse sur les pompes et ventilateurs, compensation de l’énergie réactive, chasse aux fuites d’air comprimé.
3. **Les investissements structurants** : remplacement de groupes froids anciens, centrale solaire photovoltaïque, gestion technique du bâtiment, récupération de chaleur.

Pour chaque piste, nous estimons l’économie en kWh et en francs CFA, sur la base de vos tarifs réels, et non de moyennes.

## Étape 4 — Construire un plan d’actions chiffré

C’est le cœur du livrable. Chaque action y figure avec son coût d’investissement, l’économie annuelle attendue, le temps de retour, les contraintes de mise en œuvre et le niveau de confiance de l’estimation. Les actions sont ensuite priorisées : on commence par les gains rapides, qui financent en partie les suivantes.

Pour les projets solaires, le plan précise la puissance à installer, le taux de couverture attendu et le temps de retour, généralement compris entre 8 et 12 ans, pour des panneaux garantis en performance 25 ans. Selon le profil du site, le solaire permet d’économiser de 40 à 60 % de la facture dans l’industrie et de 50 à 70 % dans le tertiaire.

Nous proposons enfin un **plan de mesure et de vérification** : quels compteurs installer, quels indicateurs suivre et comment comparer la consommation réelle à la situation de référence, afin de prouver les économies une fois les actions réalisées.

## Ce que vous recevez, et à quel prix

À la fin de l’audit, vous disposez de :

- un rapport complet, avec le bilan énergétique, les courbes de charge et les constats détaillés ;
- une synthèse de quelques pages destinée à la direction, avec les chiffres clés et les décisions à prendre ;
- le plan d’actions chiffré et priorisé ;
- une réunion de restitution sur site avec vos équipes techniques et financières.

Deux formules existent. L’audit volontaire, pour les entreprises qui veulent réduire leur facture, démarre à 1 800 €. L’audit dit réglementaire, plus complet et conduit selon un référentiel reconnu comme la norme ISO 50002 lorsqu’un financeur, un bailleur ou un siège l’exige, démarre à 2 500 €. Le prix final dépend de la taille du site, du nombre de bâtiments et de la durée de la campagne de mesures.

## Passer de l’audit aux économies

Un audit bien mené est un investissement qui se rembourse vite, souvent grâce aux seules actions sans investissement. Il vous donne surtout une feuille de route claire et chiffrée pour les années à venir. Nos ingénieurs interviennent depuis Abidjan, Bouaké et San Pedro. Pour en savoir plus, consultez notre page [audit énergétique](/solutions/audit-energetique), découvrez nos solutions [énergie](/services/energie), ou [contactez-nous](/contact) pour préparer l’audit de votre site.
$body$, 6, '2024-02-20T08:00:00Z', '2024-02-20T08:00:00Z');
--> statement-breakpoint
INSERT INTO "articles" ("number", "slug", "state", "title", "excerpt", "category", "tags", "author_name", "author_role", "published_at", "body", "read_minutes", "created_at", "updated_at") VALUES (6, 'domotique-les-innovations-2024-pour-la-maison', 'published', $t$Domotique : les innovations 2024 pour la maison$t$, $e$Matter, scénarios intelligents, gestion de l’énergie solaire à domicile : les nouveautés qui rendent la maison connectée plus simple, plus sûre et plus économe.$e$, 'domotique', $g$["Maison connectée","Matter","Confort","Économies d’énergie"]$g$::jsonb, $n$Koffi Ahoussou$n$, $r$Chef de projet domotique$r$, '2024-02-15T08:00:00Z', $body$La maison connectée a longtemps eu mauvaise réputation : une application par marque, des objets qui ne se parlent pas, des réglages réservés aux passionnés. En 2024, le paysage change. Un standard commun s’impose, les scénarios deviennent plus intelligents et la domotique se met au service de l’énergie solaire produite sur le toit. Voici les innovations qui comptent vraiment pour une villa à Cocody, un appartement au Plateau ou une résidence à Bouaké, et la façon d’en profiter sans se tromper.

## Matter, la fin des objets qui ne se parlent pas

La grande nouveauté est Matter, un standard ouvert publié fin 2022 et porté par la Connectivity Standards Alliance, qui réunit les grands acteurs du secteur. Son principe est simple : un objet certifié Matter fonctionne avec n’importe quel système compatible, quelle que soit sa marque.

Pour vous, cela change trois choses :

- **Le choix** : vous n’êtes plus enfermé dans l’écosystème d’un fabricant. Une ampoule, une prise ou un capteur d’une marque se pilote depuis l’application d’une autre.
- **La simplicité** : l’installation se fait en scannant un code sur l’objet, et le même appareil peut être contrôlé par plusieurs assistants à la fois.
- **La fiabilité** : Matter fonctionne en local, sur le réseau de la maison. Vos lumières et vos volets continuent de répondre même quand la connexion Internet est coupée, ce qui n’est pas un détail en Côte d’Ivoire.

Matter s’appuie sur le Wi-Fi et sur Thread, un réseau maillé à faible consommation où chaque objet alimenté relaie le signal des autres. Résultat : une meilleure couverture dans les grandes villas aux murs épais, et des capteurs sur pile qui tiennent des années.

Attention toutefois : toutes les catégories d’appareils ne sont pas encore couvertes de la même façon, et de nombreux produits vendus aujourd’hui ne sont pas certifiés. Vérifiez le logo Matter avant d’acheter, et faites-vous conseiller pour les équipements plus complexes comme la climatisation.

## Des scénarios vraiment intelligents

Les premiers systèmes domotiques obéissaient à des horaires fixes. Les scénarios de 2024 réagissent au contexte : présence, météo, production solaire, heure du coucher du soleil.

Quelques exemples que nous installons couramment :

1. **Scénario « départ »** : un seul bouton près de la porte éteint les lumières, remonte la consigne des climatiseurs, ferme les volets côté soleil et active l’alarme.
2. **Scénario « retour »** : quand le premier smartphone de la famille approche de la maison, la climatisation du séjour démarre pour que la pièce soit fraîche à l’arrivée, sans tourner toute la journée.
3. **Scénario « nuit »** : les chambres sont maintenues à la température choisie, les autres pièces passent en mode économique et les détecteurs extérieurs allument l’éclairage du jardin.
4. **Scénario « absence prolongée »** : simulation de présence avec des éclairages variables, surveillance des fuites d’eau et alerte en cas d’ouverture.

Les assistants apprennent aussi vos habitudes et vous suggèrent des automatisations, par exemple éteindre un climatiseur resté allumé dans une chambre vide. Vous gardez toujours la main : chaque scénario peut être modifié ou suspendu depuis le smartphone.

## Gérer l’énergie solaire à domicile

C’est sans doute l’innovation la plus rentable sous nos latitudes. De plus en plus de villas s’équipent de panneaux photovoltaïques, souvent avec des batteries pour passer les coupures. Couplée à la domotique, l’installation solaire devient beaucoup plus efficace.

Le principe : la maison consomme davantage quand le soleil produit. Concrètement, le système peut :

- lancer le chauffe-eau, la pompe de la piscine ou le lave-linge aux heures de forte production ;
- pré-refroidir les pièces en début d’après-midi, quand les panneaux produisent le plus, pour limiter la climatisation en soirée ;
- préserver la charge des batteries pour les équipements essentiels (réfrigérateur, éclairage, box Internet) en cas de coupure du réseau CIE ;
- afficher en temps réel la production, la consommation et l’état des batteries sur votre téléphone.

Dans le résidentiel, une installation solaire bien dimensionnée permet d’économiser de 60 à 80 % de la facture d’électricité, et la domotique aide à atteindre le haut de cette fourchette.

## Plus sûr, plus confortable, plus économe

La sécurité progresse elle aussi. Les serrures connectées, les visiophones et les caméras s’intègrent désormais au même système que l’éclairage et la climatisation. Une ouverture de porte suspecte peut allumer toutes les lumières et vous envoyer une notification avec l’image de la caméra. Les détecteurs de fumée et de fuite d’eau coupent automatiquement l’alimentation concernée.

Un point de vigilance : chaque objet connecté doit être sécurisé. Changez les mots de passe par défaut, faites les mises à jour, et placez les objets sur un réseau Wi-Fi séparé de celui de vos ordinateurs. Les images de vos caméras sont des données personnelles : elles ne doivent pas filmer la voie publique ni les propriétés voisines.

Côté confort et économies, une maison bien équipée consomme en général 20 à 30 % d’énergie en moins, principalement grâce à une climatisation mieux pilotée. Et un logement domotisé de façon soignée peut gagner jusqu’à 15 % de valeur à la revente.

## Nos conseils pour bien démarrer

Inutile de tout équiper d’un coup. Commencez par la climatisation, le premier poste de consommation, puis l’éclairage et la sécurité. Prévoyez un bon réseau Wi-Fi dans toute la maison et protégez la box et la passerelle domotique par un petit onduleur contre les micro-coupures. En construction neuve, faites passer les câbles dès le gros œuvre : c’est bien moins cher qu’après coup.

Vous avez un projet de villa, de rénovation ou de résidence ? Nos équipes conçoivent et installent des solutions adaptées à votre mode de vie et au climat ivoirien. Découvrez notre offre [domotique](/services/domotique) et nos solutions [énergie solaire](/services/energie), ou [contactez-nous](/contact) pour une visite et un devis.
$body$, 5, '2024-02-15T08:00:00Z', '2024-02-15T08:00:00Z');
--> statement-breakpoint
INSERT INTO "articles" ("number", "slug", "state", "title", "excerpt", "category", "tags", "author_name", "author_role", "published_at", "body", "read_minutes", "created_at", "updated_at") VALUES (7, 'cybersecurite-des-batiments-connectes', 'published', $t$Cybersécurité des bâtiments connectés$t$, $e$Caméras, contrôle d’accès, GTB, climatisation pilotée à distance : chaque équipement connecté est une porte d’entrée. Les bonnes pratiques pour la fermer.$e$, 'securite', $g$["Cybersécurité","GTB","Réseaux","Bâtiment connecté"]$g$::jsonb, $n$Fatou Diabaté$n$, $r$Responsable informatique et cybersécurité$r$, '2024-03-01T08:00:00Z', $body$Il y a quinze ans, la sécurité d’un immeuble de bureaux se jouait à l’accueil, avec un registre et un agent. Aujourd’hui, le même immeuble compte souvent plusieurs centaines d’équipements raccordés au réseau : caméras IP, lecteurs de badges, automates de gestion technique du bâtiment (GTB), groupes froids et centrales de traitement d’air pilotés à distance, compteurs communicants, onduleurs, ascenseurs, passerelles IoT. Chacun de ces équipements possède une adresse IP, un logiciel embarqué, des identifiants et parfois un accès ouvert vers l’extérieur pour son fournisseur. Autant de portes d’entrée que les équipes informatiques ne voient pas toujours, parce qu’elles ont été installées par les lots techniques et non par la DSI. Cet article fait le point sur les risques réels et sur les mesures concrètes, classées par ordre de priorité, qui permettent de les réduire sans paralyser l’exploitation du bâtiment.

## Pourquoi les bâtiments connectés sont devenus des cibles

### Une surface d’attaque qui a grandi sans plan d’ensemble

Dans la plupart des sites que nous visitons, les systèmes techniques ont été ajoutés couche par couche : la vidéosurveillance lors d’un premier chantier, le contrôle d’accès quelques années plus tard, une GTB au moment de la rénovation de la climatisation, puis des capteurs connectés pour suivre les consommations. Chaque intégrateur a posé son propre switch, configuré ses équipements avec les réglages d’usine et, souvent, ouvert un accès à distance pour faciliter ses interventions. Personne n’a de vue d’ensemble. Résultat : on rencontre régulièrement des enregistreurs vidéo accessibles depuis Internet, des automates joignables depuis le Wi-Fi des visiteurs, ou des couples identifiant et mot de passe « admin / admin » toujours actifs des années après la mise en service.

### Des équipements conçus pour durer, pas pour être mis à jour

Un automate de GTB ou le contrôleur d’un groupe froid reste en service quinze ou vingt ans. Son logiciel, lui, n’est souvent plus maintenu par le fabricant au bout de quelques années. Les protocoles historiques du bâtiment, comme BACnet/IP, Modbus TCP ou KNX/IP, ont été conçus pour des réseaux fermés : dans leurs versions classiques, ils ne chiffrent pas les échanges et n’authentifient pas l’émetteur d’une commande. Quiconque accède au réseau peut lire les valeurs et, bien souvent, écrire des consignes. Des variantes sécurisées existent (BACnet Secure Connect, KNX Secure), mais elles restent peu déployées sur le parc existant.

### Des conséquences très concrètes

Les motivations des attaquants sont variées, et les impacts ne se limitent pas au vol de données :

- **Rançongiciel** : un poste de supervision chiffré suffit à perdre la main sur la climatisation ou l’éclairage d’un site entier ;
- **Rebond vers le système d’information** : une caméra ou une passerelle mal protégée sert de point d’entrée vers les serveurs de l’entreprise ;
- **Sabotage ou nuisance** : consignes de température modifiées dans une salle serveurs, portes déverrouillées, alarmes désactivées ;
- **Espionnage** : flux vidéo consultés à distance, historiques de badges exploités pour connaître les habitudes des occupants ;

Dans une clinique, un datacenter ou une usine agroalimentaire qui travaille sous température dirigée, une climatisation arrêtée pendant quelques heures peut coûter bien plus cher qu’une fuite de fichiers.

## Première étape : savoir ce qui est connecté

On ne protège pas ce que l’on ne connaît pas. L’inventaire est la mesure la moins spectaculaire et la plus rentable. Pour chaque équipement connecté, vous devez pouvoir répondre à quelques questions simples :

- quel est son rôle, sa marque, son modèle et sa version de logiciel ;
- où est-il installé, sur quel switch, dans quel VLAN, avec quelle adresse IP ;
- qui l’a installé, qui le maintient, et avec quels identifiants ;
- communique-t-il avec l’extérieur et, si oui, vers quelle destination et pour quelle raison ;
- le fabricant publie-t-il encore des mises à jour de sécurité.

À titre d’exemple, sur un immeuble de bureaux de 3 000 m² au Plateau, un tel inventaire peut faire apparaître plus d’une centaine d’équipements, dont une partie était inconnue de l’équipe informatique. Une écoute passive du réseau, réalisée avec l’accord de l’exploitant et sans perturber les automates, complète utilement les dossiers des ouvrages exécutés, rarement à jour. L’inventaire doit ensuite vivre : chaque ajout, remplacement ou retrait d’équipement le met à jour.

## Cloisonner les réseaux : la mesure qui limite les dégâts

### Séparer les usages

Le principe est simple : un équipement ne doit pouvoir dialoguer qu’avec les systèmes dont il a réellement besoin. Concrètement, on crée des réseaux logiques distincts (VLAN), au minimum :

- le réseau bureautique des collaborateurs ;
- le réseau des visiteurs, totalement isolé ;
- la vidéosurveillance ;
- le contrôle d’accès et la détection d’intrusion ;
- la GTB et les équipements de climatisation, d’éclairage et d’énergie ;
- l’administration des équipements réseau eux-mêmes.

### Filtrer les flux entre les zones

Les VLAN ne servent à rien s’ils peuvent tous se joindre librement. Le passage d’une zone à l’autre doit traverser un pare-feu doté de règles explicites : la station de supervision de la GTB peut interroger les automates, les caméras ne peuvent envoyer leurs flux qu’à l’enregistreur, et rien ne sort vers Internet sans raison documentée. Tout ce qui n’est pas expressément autorisé est interdit. Avec cette approche de défense en profondeur, une caméra compromise reste une caméra compromise, et non la clé de tout le bâtiment.

### Ne pas oublier la couche physique

Un réseau bien cloisonné perd une grande partie de son intérêt si une prise murale dans un couloir donne accès au VLAN de la GTB. Désactivez les ports inutilisés, fermez à clé ou par badge les baies de brassage et les locaux techniques, et activez sur les switches le contrôle des équipements autorisés à se connecter : filtrage par adresse MAC au minimum, authentification 802.1X lorsque les équipements la prennent en charge.

## Identifiants, mises à jour et accès à distance

### En finir avec les mots de passe par défaut

C’est la première faille exploitée, et la plus simple à corriger. À la mise en service comme lors des audits, chaque équipement doit recevoir un mot de passe unique et robuste, conservé dans un coffre-fort de mots de passe partagé entre l’exploitant et les mainteneurs habilités. Les comptes génériques utilisés par toute une équipe de maintenance doivent laisser la place à des comptes nominatifs, que l’on désactive lorsqu’un technicien quitte l’entreprise ou qu’un contrat prend fin.

### Mettre à jour avec méthode

Sur des automates qui pilotent la climatisation d’un bloc opératoire ou d’une salle serveurs, on ne déploie pas un correctif à l’aveugle un vendredi soir. Il faut un processus :

1. Surveiller les bulletins de sécurité des fabricants présents dans l’inventaire.
2. Évaluer le risque : l’équipement est-il exposé, la faille est-elle exploitable à distance ?
3. Tester la mise à jour sur un équipement de test ou un site pilote.
4. Planifier l’intervention dans une fenêtre de maintenance, avec une sauvegarde de la configuration et un plan de retour arrière.
5. Consigner la nouvelle version dans l’inventaire.

Pour les équipements qui ne reçoivent plus de correctifs, le cloisonnement devient la seule protection : on les isole davantage et on programme leur remplacement dans le plan pluriannuel d’investissement.

### Encadrer les accès à distance

Les accès distants des mainteneurs comptent parmi les points les plus sensibles. Les pratiques à proscrire sont connues : redirections de ports sur le routeur Internet, logiciels de prise en main à distance installés sans contrôle, modems 4G branchés directement sur un automate. Les bonnes pratiques sont tout aussi claires :

- un point d’entrée unique (VPN ou bastion d’administration) géré par l’exploitant ;
- une authentification à deux facteurs pour chaque intervenant ;
- des accès ouverts à la demande, pour une durée limitée, et refermés après l’intervention ;
- une traçabilité complète : qui s’est connecté, quand, à quel équipement, pour faire quoi.

Exigez ces garanties de tous vos prestataires de supervision et de télémaintenance, y compris de nous lorsque nous déployons [iSmart](/solutions/ismart) ou notre plateforme IoT loori sur vos installations : une plateforme de supervision à distance doit renforcer la sécurité du bâtiment, pas ouvrir une porte dérobée.

## Surveiller, détecter, réagir

### Journaliser et surveiller

Les équipements du bâtiment produisent des journaux : connexions, modifications de consignes, redémarrages, échecs d’authentification. Centralisez-les et surveillez quelques signaux simples : une connexion à un automate en pleine nuit, une série d’échecs de mot de passe, un équipement inconnu qui apparaît sur le réseau de la GTB, un volume de données inhabituel qui part d’une caméra. Supervision technique et supervision de sécurité se rejoignent ici : une consigne de température modifiée sans demande d’intervention correspondante dans [iRequest](/solutions/irequest) mérite une vérification.

### Préparer l’incident avant qu’il n’arrive

Le jour où un rançongiciel bloque le poste de supervision, il est trop tard pour chercher les sauvegardes et les coordonnées des fournisseurs. Un plan de réponse tient en quelques pages :

1. Qui prévenir, dans quel ordre, avec des numéros à jour : exploitant, DSI, mainteneurs, direction, assureur.
2. Comment isoler rapidement la zone touchée sans couper les fonctions vitales du bâtiment.
3. Comment exploiter le bâtiment en mode dégradé : commande manuelle des groupes froids, déverrouillage des issues de secours, rondes de sécurité.
4. Où se trouvent les sauvegardes des configurations et des programmes automates, et comment les restaurer.
5. Comment conserver les preuves et qui dépose plainte si nécessaire.

Testez ce plan au moins une fois par an, au cours d’un exercice sur table d’une demi-journée. C’est souvent à cette occasion que l’on découvre que la dernière sauvegarde des programmes automates date de la mise en service.

## Le cadre légal et contractuel en Côte d’Ivoire

La cybersécurité des bâtiments n’est pas qu’une affaire technique. La loi n° 2013-451 du 19 juin 2013 relative à la lutte contre la cybercriminalité réprime notamment l’accès frauduleux à un système d’information et les atteintes à son fonctionnement. Elle protège les victimes, encore faut-il pouvoir démontrer ce qui s’est passé : d’où l’importance des journaux et de la conservation des preuves.

Par ailleurs, la vidéosurveillance et le contrôle d’accès traitent des données personnelles : images, historiques de passage, parfois données biométriques. Ils relèvent donc de la loi n° 2013-450 du 19 juin 2013 relative à la protection des données à caractère personnel et des formalités auprès de l’ARTCI, et le responsable du traitement doit en garantir la sécurité et la confidentialité. Une fuite de flux vidéo n’est donc pas seulement un incident technique : c’est aussi un manquement potentiel à une obligation légale.

Côté contrats, intégrez des clauses de cybersécurité dans les marchés de travaux et de maintenance :

- remise des identifiants, des configurations et des programmes à la réception ;
- interdiction de tout accès distant non déclaré ;
- obligation de signaler et d’appliquer les correctifs de sécurité ;
- notification des incidents dans un délai défini ;
- restitution ou destruction des données et révocation des accès en fin de contrat.

## Par où commencer : un plan sur 90 jours

Pour un site existant, inutile de tout reprendre d’un coup. Voici une progression réaliste :

1. **Jours 1 à 30** : inventaire des équipements connectés, recherche des équipements exposés sur Internet, changement de tous les mots de passe par défaut, fermeture des redirections de ports.
2. **Jours 31 à 60** : mise en place d’un point d’accès distant unique avec double authentification, sauvegarde des configurations et des programmes automates, premières règles de cloisonnement entre bureautique, visiteurs et systèmes techniques.
3. **Jours 61 à 90** : segmentation fine par usage, centralisation des journaux, rédaction du plan de réponse à incident, avenants aux contrats de maintenance.

Ensuite, la sécurité entre dans le cycle normal d’exploitation : revue trimestrielle des comptes et des accès, suivi des correctifs, exercice annuel. Elle peut être intégrée à votre plan de [maintenance préventive](/solutions/maintenance-preventive) au même titre que le nettoyage des filtres ou le contrôle des batteries d’onduleurs. Pour un bâtiment neuf, la démarche est encore plus simple : il suffit d’écrire ces exigences dans le cahier des charges, avant que les lots techniques ne choisissent chacun leur réseau.

## Conclusion : la sécurité, une discipline d’exploitation

Un bâtiment connecté bien exploité est plus confortable, plus économe et plus facile à maintenir. Il ne doit pas pour autant devenir le maillon faible du système d’information. Les mesures les plus efficaces ne sont ni coûteuses ni exotiques : connaître ses équipements, cloisonner, changer les mots de passe, encadrer les accès distants, se préparer à l’incident. Chez Multitech Ivoire, nos équipes [courant faible](/services/courant-faible) et [informatique](/services/informatique) travaillent ensemble sur ces sujets, de la conception du réseau à l’audit de sites existants. Pour faire le point sur votre bâtiment, [contactez-nous](/contact) ou demandez une [consultation technique](/solutions/consultation-technique).
$body$, 10, '2024-03-01T08:00:00Z', '2024-03-01T08:00:00Z');
--> statement-breakpoint
INSERT INTO "articles" ("number", "slug", "state", "title", "excerpt", "category", "tags", "author_name", "author_role", "published_at", "body", "read_minutes", "created_at", "updated_at") VALUES (8, 'securiser-les-infrastructures-numeriques-critiques', 'published', $t$Sécuriser les infrastructures numériques critiques$t$, $e$Salles serveurs, réseaux, énergie secourue, climatisation de précision : comment concevoir et exploiter une infrastructure qui ne s’arrête jamais.$e$, 'infrastructure', $g$["Datacenter","Onduleurs","Redondance","Continuité d’activité"]$g$::jsonb, $n$Kouassi Yao$n$, $r$Directeur général$r$, '2024-03-08T08:00:00Z', $body$Une salle serveurs qui s’arrête, c’est une facturation bloquée, une chaîne de production immobilisée, des agences qui ne peuvent plus encaisser, parfois des patients dont le dossier devient inaccessible. En Côte d’Ivoire, où les micro-coupures et les chutes de tension restent fréquentes sur le réseau, et où la chaleur et l’humidité sollicitent en permanence les équipements, la disponibilité d’une infrastructure numérique ne se décrète pas : elle se conçoit, puis elle s’exploite jour après jour. Voici les principes que nous appliquons depuis 2009, du local technique d’une PME au datacenter d’entreprise, pour qu’une infrastructure critique ne s’arrête pas, et les points à vérifier sur la vôtre.

## Définir ce que « critique » veut dire pour vous

### Partir des besoins métier

Avant de parler d’onduleurs ou de climatiseurs, il faut répondre à deux questions que seuls les responsables métier peuvent trancher :

- **Combien de temps pouvez-vous supporter une interruption ?** C’est la durée maximale d’interruption admissible, souvent désignée par le sigle anglais RTO.
- **Quelle quantité de données pouvez-vous perdre ?** C’est la perte de données maximale admissible, ou RPO : une heure de saisies, une journée, ou rien du tout.

Un cabinet comptable peut tolérer quelques heures d’arrêt ; une plateforme de paiement mobile ou le système d’information d’un opérateur portuaire à San Pedro, non. Ces deux valeurs, fixées application par application, dimensionnent tout le reste.

### Traduire la disponibilité en heures

Les pourcentages de disponibilité paraissent proches, mais ils recouvrent des réalités très différentes. Sur une année de 8 760 heures :

- 99 % de disponibilité autorisent environ 88 heures d’arrêt, soit plus de trois jours et demi ;
- 99,9 % correspondent à environ 8 heures et 45 minutes d’arrêt par an ;
- 99,99 % ne laissent qu’environ 53 minutes ;
- 99,999 % laissent moins de 6 minutes.

Chaque « 9 » supplémentaire coûte nettement plus cher, car il impose de doubler des équipements et de pouvoir les entretenir sans rien arrêter. L’objectif de 99,9 % de disponibilité, celui que nous retenons pour nos propres engagements de service, est un bon point de départ pour la plupart des entreprises ; au-delà, l’investissement doit être justifié par le coût réel d’une heure d’arrêt.

### Les niveaux de redondance

On décrit la redondance avec une notation simple :

- **N** : juste la capacité nécessaire, sans secours. La moindre panne ou la moindre opération de maintenance provoque un arrêt.
- **N+1** : un équipement de plus que nécessaire. Si trois climatiseurs suffisent, on en installe quatre ; l’un peut tomber en panne ou être entretenu sans conséquence.
- **2N** : deux chaînes complètes et indépendantes, chacune capable d’assurer seule toute la charge. C’est le niveau des sites les plus exigeants, avec des serveurs alimentés par deux voies électriques distinctes.

L’erreur classique consiste à doubler les équipements visibles, deux onduleurs et deux climatiseurs, en laissant ailleurs un point unique de défaillance : un seul tableau électrique, un seul disjoncteur en amont, une seule arrivée de fibre, une seule personne qui connaît l’installation.

## L’énergie : la fondation de tout le reste

### Une chaîne complète, du réseau CIE aux serveurs

L’alimentation d’une infrastructure critique se pense comme une chaîne, dont chaque maillon doit être dimensionné et entretenu :

1. L’arrivée du réseau CIE, avec une protection contre les surtensions (parafoudres adaptés en tête d’installation) et une mise à la terre contrôlée, conformément à la NF C 15-100.
2. Un groupe électrogène capable de reprendre l’ensemble de la charge critique, climatisation comprise, avec une réserve de carburant adaptée à la durée des coupures que vous voulez couvrir.
3. Un inverseur de sources automatique qui bascule du réseau au groupe, puis revient au réseau une fois celui-ci stabilisé.
4. Des onduleurs qui assurent la continuité pendant les secondes de démarrage du groupe et filtrent les perturbations du réseau.
5. Une distribution secondaire jusqu’aux baies, idéalement doublée, qui alimente séparément les deux blocs d’alimentation de chaque serveur.

### Choisir et dimensionner les onduleurs

Pour une salle informatique, la technologie à double conversion, dite « on-line », s’impose : les équipements sont alimentés en permanence par l’onduleur, qui reconstitue une tension propre et neutralise ainsi les micro-coupures et les variations de tension. Quelques règles de dimensionnement :

- prévoir une marge de 20 à 30 % sur la puissance mesurée, pour absorber la croissance et éviter de faire travailler l’onduleur à pleine charge ;
- viser une autonomie sur batteries de 10 à 15 minutes lorsqu’un groupe électrogène prend le relais : c’est suffisant pour couvrir un démarrage raté suivi d’une seconde tentative, ou pour arrêter proprement les serveurs ;
- installer un by-pass de maintenance externe, qui permet de remplacer ou de réparer l’onduleur sans couper les serveurs ;
- raccorder l’onduleur au réseau de supervision pour que les serveurs s’arrêtent automatiquement et dans le bon ordre si l’autonomie s’épuise.

### Les batteries, maillon faible sous les tropiques

Les batteries au plomb étanches qui équipent la majorité des onduleurs sont très sensibles à la chaleur. Selon une règle empirique largement admise, leur durée de vie est à peu près divisée par deux pour chaque tranche de 8 à 10 °C au-delà de 25 °C. Une batterie prévue pour cinq ans, installée dans un local à 35 °C, peut ne tenir que deux ou trois ans. Conséquences pratiques : installer les batteries dans un local climatisé, mesurer régulièrement leur état (tension, résistance interne, essai d’autonomie) et budgéter leur remplacement avant la panne. Les batteries lithium-ion, plus tolérantes à la température et plus durables, gagnent du terrain ; leur surcoût initial se justifie souvent sur la durée de vie de l’installation.

### Le groupe électrogène, testé en charge

Un groupe qui n’a pas démarré depuis six mois est un pari, pas un secours. Un essai mensuel en charge réelle, et non un simple démarrage à vide, le contrôle du carburant (quantité, qualité, présence d’eau), l’entretien des batteries de démarrage et du préchauffage font partie des basiques. Un essai annuel de coupure réelle de l’arrivée CIE, planifié et encadré, reste le seul moyen de vérifier toute la chaîne : inverseur, onduleurs, climatisation, redémarrage des équipements.

## La climatisation de précision : évacuer chaque watt

### Pourquoi un climatiseur de confort ne suffit pas

Chaque kilowatt consommé par les serveurs se transforme en chaleur qu’il faut évacuer, 24 heures sur 24 et 365 jours par an. Les climatiseurs de confort de type split sont conçus pour fonctionner quelques heures par jour et déshumidifier l’air d’un bureau ; ils ne sont ni dimensionnés ni régulés pour une charge permanente. Les armoires de climatisation de précision, elles, sont prévues pour un fonctionnement continu, régulent finement la température et l’humidité, et disposent d’alarmes et d’interfaces de supervision. Pour une petite salle, des splits en redondance pilotés par un automate de permutation peuvent constituer un compromis acceptable, à condition d’être supervisés.

### Les bonnes valeurs et la bonne organisation

Les recommandations de l’ASHRAE, référence internationale en la matière, placent la température de l’air à l’entrée des serveurs entre 18 et 27 °C. Inutile donc de refroidir la salle à 16 °C, comme on le voit encore souvent : c’est une dépense d’énergie sans bénéfice. L’essentiel est d’organiser les flux d’air :

- disposer les baies en allées froides et allées chaudes, faces avant face à face ;
- confiner l’allée froide ou l’allée chaude pour éviter que l’air chaud ne soit aspiré de nouveau par les serveurs ;
- obturer les emplacements vides des baies avec des panneaux pleins ;
- placer les sondes de température à l’entrée des serveurs, et non au retour des climatiseurs.

### Le climat ivoirien, une contrainte particulière

L’humidité d’Abidjan ou de San Pedro impose une attention particulière à la condensation, à l’évacuation des condensats et à l’étanchéité du local. Dans le nord, à Bouaké et au-delà, la poussière de l’harmattan encrasse rapidement filtres et condenseurs : la fréquence de nettoyage doit être adaptée à la saison. Enfin, les unités extérieures exposées au soleil direct ou à l’air salin des zones côtières demandent des protections et des contrôles réguliers de la corrosion. Pour la conception et l’entretien de ces installations, voyez notre pôle [climatisation](/services/climatisation).

## Réseaux, câblage et sécurité physique

### Supprimer les points uniques de défaillance du réseau

L’infrastructure la mieux alimentée et la mieux refroidie ne sert à rien si elle est coupée du monde. Les points à examiner :

- **Les accès opérateurs** : deux liaisons chez deux opérateurs différents, arrivant si possible par deux cheminements physiques distincts, avec une bascule automatique testée. Deux fibres dans le même fourreau, c’est un seul coup de pelleteuse pour tout perdre.
- **Le cœur de réseau** : commutateurs et pare-feux en paires redondantes, serveurs raccordés à deux commutateurs différents.
- **Le câblage structuré** : cuivre et fibre certifiés à la recette, repérés aux deux extrémités et documentés.
- **La séparation des courants** : chemins de câbles distincts pour les courants forts et les courants faibles, afin d’éviter les perturbations électromagnétiques.
- **Le réseau d’administration** : un accès séparé aux interfaces de gestion des serveurs, onduleurs et climatiseurs, pour garder la main même si le réseau de production est saturé ou compromis.

### Contrôler qui entre

Une part importante des incidents dans les salles informatiques vient d’interventions humaines : câble débranché par erreur, disjoncteur manipulé, équipement ajouté sans vérifier la charge électrique disponible. L’accès doit être réservé aux personnes autorisées, par badge nominatif, avec journalisation des entrées et vidéosurveillance de la salle et de ses abords. Les visiteurs et prestataires sont accompagnés, et toute intervention fait l’objet d’une demande préalable, tracée dans un outil comme [iRequest](/solutions/irequest).

### Détecter tôt, éteindre sans abîmer

Un départ de feu dans une salle serveurs commence généralement par l’échauffement d’un câble ou d’un composant, qui dégage peu de fumée pendant de longues minutes. La détection par aspiration, qui prélève l’air de la salle en continu pour l’analyser, permet d’intervenir à ce stade. Pour l’extinction, les systèmes à gaz inertes ou à agents adaptés aux équipements électroniques évitent les dégâts d’un arrosage. Ils imposent une salle suffisamment étanche, des essais d’étanchéité et une maintenance régulière, ainsi qu’une coordination avec la climatisation et le désenfumage. Ajoutez une détection de fuite d’eau sous le faux plancher et près des climatiseurs : une évacuation de condensats bouchée suffit à noyer une salle. Multitech Ivoire est certifiée APSAD, le référentiel de qualité des installateurs de sécurité incendie.

## Exploiter au quotidien : supervision, maintenance, procédures

### Tout superviser, au même endroit

Une infrastructure critique produit des centaines de mesures : charge et autonomie des onduleurs, état du groupe et niveau de carburant, températures à l’entrée des baies, humidité, présence d’eau, état des liens réseau, ouverture des portes. Ces informations doivent remonter vers une supervision unique, avec des seuils d’alerte réfléchis et des notifications adressées aux bonnes personnes, de jour comme de nuit. C’est le rôle d’[iSmart](/solutions/ismart), notre solution de supervision à distance : au-delà des alarmes, l’analyse des tendances par l’intelligence artificielle aide à repérer une batterie qui se dégrade ou un climatiseur qui peine avant que la panne ne survienne.

### Maintenir sans arrêter

Une installation redondante n’a de valeur que si la redondance est disponible au moment où l’on en a besoin. Cela suppose une maintenance préventive rigoureuse, planifiée pour ne jamais immobiliser en même temps deux équipements qui se secourent :

1. Chaque semaine : revue des alarmes, des températures, de l’état des onduleurs et du niveau de carburant.
2. Chaque mois : essai du groupe en charge, nettoyage ou remplacement des filtres de climatisation, vérification des journaux.
3. Chaque trimestre : mesure des batteries, thermographie infrarouge des tableaux électriques, contrôle des serrages.
4. Chaque année : essai de coupure réelle, essai d’autonomie des onduleurs, vérification des systèmes d’extinction, revue de la documentation.

Nos [plans de maintenance préventive](/solutions/maintenance-preventive), à partir de 275 € par mois jusqu’à 50 équipements, couvrent ces opérations. Ils s’appuient sur notre [support 24/7](/solutions/support-24-7), avec une réponse en 15 minutes pour les incidents critiques et une intervention d’urgence en moins de 2 heures.

### Des procédures écrites

Les incidents graves naissent souvent d’une manœuvre improvisée. Rédigez des procédures courtes pour les opérations sensibles — bascule sur groupe, passage d’un onduleur en by-pass, arrêt et redémarrage ordonnés de la salle — et faites-les valider par ceux qui les exécutent. Tenez à jour les schémas électriques unifilaires et le plan d’implantation des baies : ce sont les premiers documents demandés en situation de crise.

## Les données : sauvegarde et plan de reprise

L’infrastructure physique protège contre les pannes ; elle ne protège ni contre un rançongiciel, ni contre une erreur de manipulation, ni contre un incendie qui détruit la salle. Pour cela, il faut des sauvegardes conçues pour être restaurées. La règle dite « 3-2-1 » reste une bonne base : trois copies des données, sur deux supports différents, dont une hors site. Ajoutez-y une copie hors ligne ou non modifiable, hors d’atteinte d’un attaquant qui aurait pris le contrôle du réseau, et vérifiez que la durée de restauration est compatible avec le RTO fixé au départ.

Un plan de reprise d’activité complète le dispositif : il décrit, pour chaque application, où et comment elle redémarre si la salle principale est indisponible, dans quel ordre et avec quelles ressources. À titre d’exemple, une seconde salle dans un autre bâtiment, entre un siège au Plateau et un entrepôt à Yopougon, ou un hébergement externe, peut jouer ce rôle. Le plan n’a de valeur que s’il est testé : la restauration complète d’au moins une application critique par an est un minimum.

## Neuf questions pour évaluer votre infrastructure

Avant d’engager des travaux, faites le point avec vos équipes. Si vous répondez « non » ou « je ne sais pas » à plusieurs de ces questions, un diagnostic s’impose :

1. Le RTO et le RPO de vos applications critiques sont-ils définis et validés par la direction ?
2. Existe-t-il un schéma à jour de toute la chaîne électrique, du compteur CIE aux baies ?
3. Le groupe électrogène a-t-il été essayé en charge réelle au cours du dernier mois ?
4. Connaissez-vous l’âge et l’autonomie mesurée de vos batteries d’onduleurs ?
5. La climatisation de la salle est-elle redondante, et la température est-elle mesurée à l’entrée des serveurs ?
6. Vos deux accès Internet passent-ils par des cheminements physiques différents ?
7. Une alerte de température ou de coupure réveille-t-elle quelqu’un à trois heures du matin ?
8. Avez-vous restauré une sauvegarde complète au cours des douze derniers mois ?
9. Les procédures de bascule et de redémarrage sont-elles écrites et connues de plus d’une personne ?

## Conclusion : une infrastructure se conçoit et s’exploite

Une infrastructure qui ne s’arrête jamais n’est pas le fruit du hasard. Elle résulte d’un dimensionnement cohérent de toute la chaîne — énergie, climatisation, réseau, sécurité —, de l’élimination méthodique des points uniques de défaillance et, surtout, d’une exploitation disciplinée : supervision permanente, maintenance préventive, essais réels, procédures écrites. Comme ces compétences sont habituellement réparties entre plusieurs prestataires, les défaillances se logent souvent aux interfaces. Chez Multitech Ivoire, nos pôles [courant fort](/services/courant-fort), [courant faible](/services/courant-faible), [climatisation](/services/climatisation) et [informatique](/services/informatique) travaillent ensemble sur ces projets. Pour le diagnostic de votre salle informatique ou un projet neuf, [contactez-nous](/contact) ou demandez une [consultation technique](/solutions/consultation-technique).
$body$, 12, '2024-03-08T08:00:00Z', '2024-03-08T08:00:00Z');
--> statement-breakpoint
INSERT INTO "articles" ("number", "slug", "state", "title", "excerpt", "category", "tags", "author_name", "author_role", "published_at", "body", "read_minutes", "created_at", "updated_at") VALUES (9, 'protection-des-donnees-personnelles-et-rgpd-ce-que-doivent-savoir', 'published', $t$Protection des données personnelles et RGPD : ce que doivent savoir les entreprises ivoiriennes$t$, $e$Loi ivoirienne de 2013, rôle de l’ARTCI, RGPD européen : les obligations qui s’appliquent à vos fichiers clients, à vos caméras et à vos outils numériques.$e$, 'juridique', $g$["RGPD","Données personnelles","ARTCI","Conformité"]$g$::jsonb, $n$Mariam Koné$n$, $r$Déléguée à la protection des données$r$, '2024-03-12T08:00:00Z', $body$Fichier clients, logiciel de paie, caméras à l’entrée du magasin, badges d’accès, formulaire de contact du site web, groupe de messagerie des commerciaux, messagerie électronique hébergée dans le cloud : toutes les entreprises ivoiriennes, quelle que soit leur taille, traitent chaque jour des données personnelles. Depuis 2013, la Côte d’Ivoire dispose d’une loi spécifique qui encadre ces traitements, et l’ARTCI est chargée d’en contrôler l’application. Pour les entreprises qui travaillent avec l’Europe, le RGPD européen peut s’y ajouter. Cet article, rédigé par notre déléguée à la protection des données, présente le cadre juridique, les principes, les cas pratiques les plus fréquents et une démarche de mise en conformité réaliste. Il a une vocation d’information générale : pour une situation précise, référez-vous aux textes officiels et aux publications de l’ARTCI et, si nécessaire, à un conseil juridique.

## Le cadre juridique : une loi ivoirienne, un règlement européen

### La loi n° 2013-450 du 19 juin 2013

Le texte de référence est la loi n° 2013-450 du 19 juin 2013 relative à la protection des données à caractère personnel. Elle s’inscrit dans le mouvement régional porté notamment par l’Acte additionnel de la CEDEAO de 2010 relatif à la protection des données à caractère personnel, et reprend des principes proches de ceux du droit européen. Elle s’applique aux traitements de données personnelles mis en œuvre en Côte d’Ivoire, automatisés ou non, par des personnes physiques ou morales, publiques ou privées. Seuls les traitements effectués pour un usage strictement personnel ou domestique en sont exclus. Autrement dit : dès qu’une entreprise installée en Côte d’Ivoire gère des informations sur des personnes physiques — clients, prospects, salariés, candidats, visiteurs, fournisseurs individuels —, elle est concernée.

Ce texte a été adopté le même jour que la loi n° 2013-451 du 19 juin 2013 relative à la lutte contre la cybercriminalité, qui réprime notamment les atteintes aux systèmes d’information et aux données.

### L’ARTCI, autorité de protection

La loi confie le rôle d’autorité de protection à l’ARTCI, l’Autorité de Régulation des Télécommunications/TIC de Côte d’Ivoire. Ses principales missions dans ce domaine :

- recevoir les déclarations et délivrer les autorisations préalables aux traitements ;
- informer les personnes concernées et les responsables de traitement de leurs droits et obligations ;
- instruire les plaintes des personnes concernées ;
- contrôler les traitements, y compris sur place ;
- prononcer des sanctions en cas de manquement.

### Les formalités préalables

C’est la spécificité la plus marquante du régime ivoirien par rapport au RGPD : le principe reste celui d’une formalité auprès de l’ARTCI **avant** la mise en œuvre d’un traitement. Schématiquement :

- la plupart des traitements relèvent d’une **déclaration** préalable ;
- les traitements les plus sensibles relèvent d’une **autorisation** préalable : par exemple ceux qui portent sur des données de santé ou génétiques, des données biométriques (empreintes digitales, reconnaissance faciale), des infractions et condamnations, ou qui interconnectent des fichiers ;
- les transferts de données vers un pays tiers sont également encadrés : la loi exige que le pays de destination assure un niveau de protection suffisant et les soumet en principe à l’autorisation de l’ARTCI.

Le détail des régimes et des procédures est précisé par les textes d’application et les décisions de l’ARTCI : vérifiez, pour chaque traitement, la formalité applicable, et conservez soigneusement les récépissés et autorisations obtenus. Ils vous seront demandés lors d’un contrôle et, de plus en plus souvent, par vos clients et partenaires.

### Quand le RGPD européen s’applique aussi

Le règlement général sur la protection des données (RGPD), applicable dans l’Union européenne depuis mai 2018, a une portée extraterritoriale. Une entreprise ivoirienne peut être concernée dans trois situations principales :

1. Elle dispose d’un établissement dans l’Union européenne (filiale, bureau de représentation) dans le cadre des activités duquel les données sont traitées.
2. Elle cible des personnes qui se trouvent dans l’Union, en leur proposant des biens ou des services, par exemple une offre destinée à la diaspora résidant en France avec paiement en euros, ou en suivant leur comportement en ligne.
3. Elle travaille comme sous-traitant d’un client européen : un centre d’appels, un prestataire informatique ou un bureau d’études qui traite des données pour le compte d’une entreprise européenne se verra imposer contractuellement les exigences du RGPD.

Dans le deuxième cas, le RGPD impose en principe de désigner un représentant établi dans l’Union. Les amendes prévues par le RGPD peuvent atteindre 20 millions d’euros ou 4 % du chiffre d’affaires annuel mondial. Même lorsqu’il ne s’applique pas directement, le RGPD sert souvent de référence aux groupes internationaux, aux bailleurs de fonds et aux grands donneurs d’ordre : s’en inspirer est rarement du temps perdu.

## Les notions et les principes à maîtriser

### Quelques définitions utiles

- **Donnée à caractère personnel** : toute information relative à une personne physique identifiée ou identifiable, directement ou indirectement. Un nom, bien sûr, mais aussi un numéro de téléphone, une adresse électronique, un numéro de compte, une plaque d’immatriculation, une image de vidéosurveillance, un historique de badge, une adresse IP ou une voix enregistrée.
- **Traitement** : toute opération portant sur ces données, de la collecte à la destruction, en passant par l’enregistrement, la consultation, la modification, la transmission ou l’archivage. Consulter un fichier est déjà un traitement.
- **Responsable du traitement** : l’organisme qui décide pourquoi et comment les données sont traitées. C’est lui qui porte l’essentiel des obligations.
- **Sous-traitant** : le prestataire qui traite les données pour le compte du responsable, par exemple un éditeur de logiciel hébergé, un cabinet de paie, une société de gardiennage qui exploite les caméras ou un mainteneur informatique.
- **Données sensibles** : les données qui révèlent l’origine raciale ou ethnique, les opinions politiques, philosophiques ou religieuses, l’appartenance syndicale, la vie sexuelle ou la santé, ainsi que les données relatives aux poursuites et condamnations. Leur traitement est interdit par principe, sauf exceptions prévues par la loi, comme le consentement exprès de la personne ou une obligation légale.

### Les principes fondamentaux

Tous les traitements, quel que soit leur régime de formalité, doivent respecter quelques principes qui structurent l’ensemble de la loi :

- **Licéité et loyauté** : le traitement repose sur le consentement de la personne ou sur l’une des autres bases admises par les textes (exécution d’un contrat, respect d’une obligation légale, sauvegarde d’intérêts vitaux, mission d’intérêt public ; le RGPD ajoute notamment l’intérêt légitime), et les personnes ne sont pas trompées sur l’usage de leurs données.
- **Finalité déterminée** : les données sont collectées pour un objectif précis, explicite et légitime, et ne sont pas réutilisées ensuite pour un objectif incompatible. Un fichier constitué pour gérer des contrats de maintenance ne devient pas un fichier de prospection sans information préalable des clients.
- **Proportionnalité** : on ne collecte que les données nécessaires à la finalité. Photocopier la pièce d’identité de chaque visiteur pour lui remettre un badge d’une journée est rarement justifié.
- **Exactitude** : les données sont tenues à jour ; les données inexactes sont corrigées ou supprimées.
- **Conservation limitée** : les données ne sont conservées que le temps nécessaire, puis supprimées, anonymisées ou archivées selon des règles définies. Chaque traitement doit avoir sa durée, fixée à l’avance.
- **Sécurité et confidentialité** : le responsable du traitement prend les mesures techniques et organisationnelles nécessaires pour empêcher que les données soient déformées, endommagées ou consultées par des tiers non autorisés, y compris chez ses sous-traitants.
- **Transparence** : les personnes sont informées, au moment de la collecte, de l’identité du responsable, de la finalité, des destinataires, de la durée de conservation, des éventuels transferts à l’étranger et de leurs droits.

## Les droits des personnes concernées

La loi reconnaît aux personnes dont les données sont traitées plusieurs droits que l’entreprise doit être capable d’honorer concrètement :

- **le droit à l’information**, dès la collecte ;
- **le droit d’accès**, qui permet d’obtenir la confirmation que des données sont traitées et d’en recevoir une copie ;
- **le droit d’opposition**, pour des motifs légitimes, et sans avoir à se justifier lorsqu’il s’agit de prospection commerciale ;
- **le droit de rectification et de suppression** des données inexactes, incomplètes, périmées ou dont le traitement est interdit.

Le RGPD y ajoute notamment le droit à la limitation du traitement et le droit à la portabilité, et impose de répondre dans un délai d’un mois, prolongeable dans certains cas.

Dans la pratique, la difficulté n’est pas de connaître ces droits mais d’y répondre vite et complètement. La demande d’accès d’un ancien salarié peut concerner le logiciel de paie, la messagerie, les historiques de badge, les images de vidéosurveillance et le dossier individuel papier. Organisez-vous à l’avance :

1. Créez un point de contact unique pour les demandes, par exemple une adresse électronique dédiée, mentionné dans toutes vos notices d’information.
2. Désignez la personne qui reçoit et coordonne les demandes, et celle qui la remplace en son absence.
3. Vérifiez l’identité du demandeur avant toute communication, sans exiger plus de justificatifs que nécessaire.
4. Recherchez les données dans tous les systèmes recensés dans votre registre des traitements.
5. Répondez par écrit dans le délai applicable, et conservez la trace de la demande et de la réponse.

## Cas pratiques : vos fichiers clients, vos caméras, vos outils numériques

### Le fichier clients et la prospection

Le fichier clients est généralement le premier traitement d’une entreprise. Il est légitime pour gérer la relation contractuelle : devis, commandes, facturation, service après-vente. Les points de vigilance portent sur trois sujets. D’abord la prospection : l’envoi de messages commerciaux à des particuliers par courrier électronique, SMS ou messagerie instantanée suppose en principe leur consentement préalable, et chaque message doit leur permettre de s’opposer simplement aux envois suivants. Ensuite les fichiers achetés, loués ou échangés : assurez-vous que les personnes ont été informées et ont accepté que leurs coordonnées soient transmises. Enfin la durée : un prospect qui ne répond plus depuis plusieurs années n’a pas vocation à rester indéfiniment dans votre base.

### La vidéosurveillance et le contrôle d’accès

Les caméras filment des personnes identifiables : elles constituent un traitement de données personnelles à part entière, soumis aux formalités auprès de l’ARTCI. Le régime exact dépend du dispositif, en particulier lorsqu’il est couplé à de la reconnaissance faciale ou à d’autres données biométriques. Les règles de bon sens suivantes se retrouvent dans la plupart des législations :

- filmer uniquement ce qui est nécessaire à la sécurité des biens et des personnes (accès, caisses, stocks, parkings), et non les postes de travail en continu, les vestiaires, les toilettes ou les espaces de pause ;
- informer par des panneaux visibles, à l’entrée des zones filmées, indiquant l’existence du dispositif, le responsable et la manière d’exercer ses droits ;
- limiter la durée de conservation des images à ce qui est nécessaire pour détecter et traiter un incident, en général quelques jours à quelques semaines, sauf extraction pour une procédure ;
- réserver l’accès aux images à quelques personnes habilitées et tracer les consultations et les exports ;
- informer les salariés, et le cas échéant leurs représentants, lorsque des lieux de travail sont filmés ;
- sécuriser le système : enregistreur non exposé sur Internet, mots de passe d’usine changés, réseau séparé.

Le contrôle d’accès par badge produit lui aussi des données personnelles : les historiques de passage révèlent les horaires et les déplacements des salariés. Fixez-en la durée de conservation et les usages autorisés ; les utiliser pour contrôler le temps de travail suppose d’en informer clairement le personnel. Les lecteurs biométriques (empreinte, visage) sont beaucoup plus sensibles : une empreinte ne se remplace pas comme un badge perdu. Réservez-les aux zones qui le justifient réellement, privilégiez les solutions où le gabarit biométrique reste sur une carte détenue par la personne plutôt que dans une base centrale, et anticipez la demande d’autorisation.

### Les données des salariés

Dossier du personnel, paie, déclarations sociales, évaluations, arrêts maladie, géolocalisation des véhicules, contrôle de la messagerie : les traitements liés aux ressources humaines sont nombreux et touchent parfois à des données sensibles, notamment de santé. Quelques bonnes pratiques : limiter l’accès aux dossiers au service du personnel et aux responsables directement concernés, isoler les informations médicales, informer les salariés des dispositifs de contrôle avant leur mise en place, et ne pas utiliser la géolocalisation des véhicules en dehors du temps de travail ni pour un objectif autre que celui annoncé. Les dossiers des candidats non retenus ne doivent pas être conservés indéfiniment sans leur accord.

### Les outils numériques, le cloud et les sous-traitants

Messagerie hébergée, suite bureautique en ligne, logiciel de gestion de la relation client, paie en mode SaaS, sauvegarde externalisée : la plupart de ces services sont hébergés hors de Côte d’Ivoire, ce qui constitue un transfert de données vers l’étranger. Avant de souscrire :

- identifiez où les données sont hébergées et qui peut y accéder, y compris le support technique de l’éditeur ;
- vérifiez la formalité applicable au transfert auprès de l’ARTCI ;
- signez un contrat de sous-traitance qui précise les instructions, les mesures de sécurité, la confidentialité, les conditions de recours à d’autres sous-traitants, la notification des incidents et le sort des données en fin de contrat ;
- activez les protections disponibles : double authentification, chiffrement, journalisation des accès.

Les messageries instantanées grand public utilisées pour des échanges professionnels, par exemple pour faire circuler des photos de pièces d’identité de clients, échappent souvent à toute maîtrise : encadrez leur usage par une charte informatique.

### Les objets connectés, la domotique et la supervision

Les données techniques d’un bâtiment — températures, consommations, état des équipements — ne sont en général pas personnelles. Elles le deviennent lorsqu’elles peuvent être rattachées à une personne : consommation d’un logement, présence détectée dans un bureau individuel, ouvertures de porte associées à un badge, habitudes de vie révélées par un système domotique. Lorsque nous concevons une installation de [domotique](/services/domotique) ou de supervision avec [iSmart](/solutions/ismart), nous appliquons un principe de minimisation : ne remonter que les mesures utiles à l’exploitation, agréger dès que c’est possible, et définir dès le départ qui accède aux données et pendant combien de temps elles sont conservées.

### Le site web

Formulaires, comptes clients, traceurs de mesure d’audience : votre site internet collecte des données. Il doit comporter une politique de confidentialité claire et ne demander que les champs utiles. Pour les traceurs qui ne sont pas indispensables au fonctionnement du site, le recueil du consentement préalable est la règle en Europe et constitue une bonne pratique dans tous les cas. Vous pouvez consulter, à titre d’exemple, notre propre [politique de confidentialité](/legal/politique-confidentialite).

## Sécurité, violations de données et sanctions

### Une obligation de sécurité à part entière

La sécurité des données est une obligation explicite du responsable du traitement. Elle ne se résume pas à un antivirus :

- gestion des habilitations, pour que chacun n’accède qu’aux données utiles à sa fonction ;
- mots de passe robustes et double authentification pour les accès sensibles et les accès à distance ;
- chiffrement des ordinateurs portables, des supports amovibles et des sauvegardes ;
- mises à jour régulières et cloisonnement des réseaux ;
- journalisation des accès aux données sensibles ;
- sauvegardes testées, dont une copie hors ligne ;
- destruction sécurisée des disques et des documents papier en fin de vie ;
- sensibilisation régulière du personnel, premier rempart contre l’hameçonnage.

### Réagir à une violation de données

Une violation de données est une destruction, une perte, une altération, une divulgation ou un accès non autorisé à des données personnelles : ordinateur portable non chiffré volé, courriel contenant un fichier de paie envoyé au mauvais destinataire, rançongiciel, base clients exposée par erreur sur Internet. Le RGPD impose de notifier l’autorité de contrôle compétente dans les 72 heures lorsque la violation présente un risque pour les personnes, et de les informer directement si ce risque est élevé. Pour les traitements relevant de la loi ivoirienne, rapprochez-vous de l’ARTCI pour connaître les modalités d’information applicables. Dans tous les cas, la méthode est la même :

1. Contenir l’incident : isoler le poste, révoquer les accès, demander au destinataire erroné de supprimer le message.
2. Évaluer : quelles données, combien de personnes, quel risque pour elles.
3. Informer les personnes et les autorités concernées lorsque c’est nécessaire.
4. Corriger la cause et consigner l’incident dans un registre des violations, même lorsqu’aucune notification n’est requise.

### Les sanctions encourues

En cas de manquement, l’ARTCI peut notamment adresser un avertissement, mettre le responsable du traitement en demeure de se conformer, prononcer des sanctions pécuniaires, ordonner l’interruption du traitement ou retirer une autorisation. Certaines atteintes peuvent en outre relever du juge pénal. Au-delà des sanctions, le risque le plus immédiat est souvent commercial : perte de confiance des clients, exclusion d’un appel d’offres, difficultés avec un partenaire européen qui exige des garanties contractuelles.

## Mettre votre entreprise en conformité en huit étapes

La conformité n’est pas un projet ponctuel mais une démarche continue. Pour une PME, elle peut être engagée en quelques semaines :

1. **Désigner un pilote** : un référent ou un délégué à la protection des données, rattaché à la direction, qui dispose du temps et de l’autorité nécessaires. Le RGPD rend cette désignation obligatoire dans certains cas ; c’est une bonne pratique dans tous les autres.
2. **Recenser les traitements** dans un registre : pour chacun, la finalité, les catégories de données et de personnes, les destinataires, la durée de conservation, les transferts, les mesures de sécurité et l’outil utilisé. À titre indicatif, une PME de services en identifie souvent entre dix et vingt.
3. **Vérifier les formalités** auprès de l’ARTCI pour chaque traitement et régulariser les déclarations ou demandes d’autorisation manquantes.
4. **Faire le tri** : supprimer les données inutiles, fixer et appliquer les durées de conservation, réduire les champs collectés.
5. **Informer les personnes** : mentions sur les formulaires, notice pour les salariés, panneaux de vidéosurveillance, politique de confidentialité du site.
6. **Encadrer les sous-traitants** par des clauses contractuelles et recenser les transferts hors de Côte d’Ivoire.
7. **Sécuriser** les systèmes et les locaux, en commençant par les traitements les plus sensibles : ressources humaines, santé, biométrie, vidéosurveillance.
8. **Organiser la vie courante** : procédure de réponse aux demandes, procédure de gestion des violations, sensibilisation annuelle du personnel, revue du registre à chaque nouveau projet.

Ce dernier point est essentiel : pour chaque nouveau projet, caméras, application ou logiciel de paie, posez en amont les questions clés — quelles données, pour quoi faire, qui y accède, combien de temps, où sont-elles hébergées. Pour les projets à risque élevé, le RGPD impose même une analyse d’impact formalisée avant la mise en œuvre.

## Conclusion : la conformité, un gage de confiance

La loi ivoirienne de 2013 n’est pas un texte nouveau, mais son application se renforce, et les attentes de vos clients, de vos partenaires internationaux et de vos salariés progressent plus vite encore. Une démarche pragmatique — connaître ses traitements, accomplir les formalités auprès de l’ARTCI, informer, limiter, sécuriser — réduit les risques juridiques et améliore en même temps l’hygiène numérique de l’entreprise. Chez Multitech Ivoire, nous appliquons ces principes à nos propres activités, comme l’explique notre [politique de protection des données](/legal/politique-rgpd), et nous accompagnons nos clients sur le volet technique : sécurisation des [systèmes d’information](/services/informatique), vidéosurveillance et contrôle d’accès respectueux de la vie privée, hébergement et sauvegardes maîtrisés. Pour faire le point sur vos installations, [contactez-nous](/contact) ou sollicitez une [consultation technique](/solutions/consultation-technique).
$body$, 15, '2024-03-12T08:00:00Z', '2024-03-12T08:00:00Z');
--> statement-breakpoint
INSERT INTO "article_slugs" ("slug", "article_id") SELECT "slug", "id" FROM "articles";
--> statement-breakpoint
INSERT INTO "article_revisions" ("article_id", "at", "content") SELECT "id", "updated_at", jsonb_build_object('slug', "slug", 'title', "title", 'excerpt', "excerpt", 'category', "category", 'tags', "tags", 'authorName', "author_name", 'authorRole', "author_role", 'publishedAt', to_char("published_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'body', "body", 'coverId', NULL) FROM "articles";
