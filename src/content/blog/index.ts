/**
 * The blog (SPEC §2 "Blog"): nine articles, numbered 1 to 9, in eight categories. Each body is Markdown in
 * `bodies/`, rendered on the server. The first article is the featured one.
 */
import { body as body1 } from './bodies/1';
import { body as body2 } from './bodies/2';
import { body as body3 } from './bodies/3';
import { body as body4 } from './bodies/4';
import { body as body5 } from './bodies/5';
import { body as body6 } from './bodies/6';
import { body as body7 } from './bodies/7';
import { body as body8 } from './bodies/8';
import { body as body9 } from './bodies/9';

export const blogCategories = [
  { id: 'automatisme', label: 'Automatisme', icon: 'cog' },
  { id: 'energie', label: 'Énergie', icon: 'sun' },
  { id: 'domotique', label: 'Domotique', icon: 'home' },
  { id: 'maintenance', label: 'Maintenance', icon: 'wrench' },
  { id: 'innovation', label: 'Innovation', icon: 'lightbulb' },
  { id: 'securite', label: 'Sécurité', icon: 'shield' },
  { id: 'infrastructure', label: 'Infrastructure', icon: 'network' },
  { id: 'juridique', label: 'Juridique', icon: 'scale' },
] as const;

export type BlogCategoryId = (typeof blogCategories)[number]['id'];

/** The words of the blog page and of its reader. */
export const blogText = {
  featured: 'À la une',
  read: 'Lire l’article',
  /** The article's title after « Lire l’article », for screen readers. */
  readTitle: (title: string) => `«\u00a0${title}\u00a0»`,
  allTitle: 'Tous nos articles',
  newsletterTitle: 'Recevez nos prochains articles',
  newsletterText: 'Un email par mois avec nos guides techniques et retours d’expérience. Désinscription en un clic.',
  empty: 'Les premiers articles arrivent bientôt.',
  feedSubtitle: 'Guides techniques et retours d’expérience\u202f: énergie, automatisme, domotique, maintenance et sécurité.',
  backToBlog: 'Retour au blog',
  backToArticles: 'Retour aux articles',
  ctaTitle: 'Un projet en tête après cette lecture\u202f?',
  ctaText: 'Nos experts en parlent avec vous, gratuitement et sans engagement.',
  ctaButton: 'Demander une consultation gratuite',
  related: 'À lire aussi',
  readTime: (minutes: number) => `${minutes} min de lecture`,
  keywords: 'Mots-clés',
  filterLabel: 'Filtrer les articles par catégorie',
  /** What the filter announces: under "all", the articles besides the featured one; else the category's count. */
  othersCount: (count: number) => `${count} autres articles`,
  categoryCount: (category: string, count: number) => `${category}\u202f: ${count} article${count > 1 ? 's' : ''}`,
  newsletterPlacement: 'Newsletter du blog',
  newsletterFormLabel: 'Inscription à la newsletter depuis le blog',
} as const;

/** The filter that shows every article. */
export const allCategories = { id: 'tous', label: 'Tous les articles' } as const;

/** An image of the site's content, as pages draw it (components/content/content-image.tsx). */
export type ContentMedia = { id: string; alt: string; width: number; height: number };

/** An article as the public pages show it (server/content/articles.ts reads it from the database). */
export type BlogArticle = {
  id: string;
  /** The old `/blog?article=N` of the nine first articles; null for the others. */
  number: number | null;
  /** Its address: `/blog/<slug>`. */
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategoryId;
  author: { name: string; role: string };
  /** The day it shows (Abidjan), YYYY-MM-DD. */
  date: string;
  /** ISO instants: publication and last change (JSON-LD, the feed, the sitemap). */
  publishedAt: string;
  updatedAt: string;
  /** Minutes. */
  readTime: number;
  tags: readonly string[];
  cover: ContentMedia | null;
};

/**
 * SPEC's nine articles as the code held them before issue 33: migration 0021 made them the first rows of `articles`.
 * Kept until the tests that compare the migration with them are rewritten.
 */
type SeedArticle = Pick<BlogArticle, 'title' | 'excerpt' | 'category' | 'author' | 'date' | 'readTime' | 'tags'> & { id: number; body: string };

export const articles: readonly SeedArticle[] = [
  {
    id: 1,
    title: 'Guide complet de l’optimisation énergétique en entreprise',
    excerpt:
      'Climatisation, éclairage, process, solaire\u202f: par où commencer pour réduire durablement la facture d’électricité de vos bâtiments, et comment mesurer les gains.',
    category: 'energie',
    author: { name: 'Aminata Traoré', role: 'Directrice technique' },
    date: '2024-03-15',
    readTime: 8,
    tags: ['Efficacité énergétique', 'Solaire', 'Climatisation', 'Économies'],
    body: body1,
  },
  {
    id: 2,
    title: 'Maintenance préventive\u202f: pourquoi elle coûte moins cher que la panne',
    excerpt:
      'Un plan de maintenance préventive bien construit réduit les arrêts imprévus et allonge la vie des équipements. Voici comment le bâtir et le piloter.',
    category: 'maintenance',
    author: { name: 'Jean-Marc Kouadio', role: 'Directeur des opérations' },
    date: '2024-02-28',
    readTime: 6,
    tags: ['Maintenance préventive', 'GMAO', 'Disponibilité'],
    body: body2,
  },
  {
    id: 3,
    title: 'Automatisation industrielle\u202f: les tendances 2024',
    excerpt:
      'Automates communicants, supervision, maintenance prédictive, robotique collaborative\u202f: ce qui change dans les usines et comment en profiter sans tout remplacer.',
    category: 'automatisme',
    author: { name: 'Serge N’Guessan', role: 'Responsable du pôle automatisme' },
    date: '2024-02-25',
    readTime: 7,
    tags: ['Industrie 4.0', 'Automates', 'Supervision', 'Productivité'],
    body: body3,
  },
  {
    id: 4,
    title: 'L’intelligence artificielle au service des bâtiments connectés',
    excerpt:
      'Détection d’anomalies, prévision des consommations, pilotage fin du confort\u202f: ce que l’IA apporte déjà à l’exploitation des bâtiments, et ses limites.',
    category: 'innovation',
    author: { name: 'Fatou Diabaté', role: 'Responsable informatique et cybersécurité' },
    date: '2024-02-22',
    readTime: 9,
    tags: ['Intelligence artificielle', 'Bâtiment connecté', 'Supervision', 'iSmart'],
    body: body4,
  },
  {
    id: 5,
    title: 'Audit énergétique\u202f: notre méthodologie pas à pas',
    excerpt:
      'Collecte des factures, campagne de mesures, analyse, plan d’actions chiffré\u202f: les quatre étapes d’un audit énergétique utile, et ce que vous recevez à la fin.',
    category: 'energie',
    author: { name: 'Aminata Traoré', role: 'Directrice technique' },
    date: '2024-02-20',
    readTime: 6,
    tags: ['Audit énergétique', 'Mesures', 'Plan d’actions'],
    body: body5,
  },
  {
    id: 6,
    title: 'Domotique\u202f: les innovations 2024 pour la maison',
    excerpt:
      'Matter, scénarios intelligents, gestion de l’énergie solaire à domicile\u202f: les nouveautés qui rendent la maison connectée plus simple, plus sûre et plus économe.',
    category: 'domotique',
    author: { name: 'Koffi Ahoussou', role: 'Chef de projet domotique' },
    date: '2024-02-15',
    readTime: 5,
    tags: ['Maison connectée', 'Matter', 'Confort', 'Économies d’énergie'],
    body: body6,
  },
  {
    id: 7,
    title: 'Cybersécurité des bâtiments connectés',
    excerpt:
      'Caméras, contrôle d’accès, GTB, climatisation pilotée à distance\u202f: chaque équipement connecté est une porte d’entrée. Les bonnes pratiques pour la fermer.',
    category: 'securite',
    author: { name: 'Fatou Diabaté', role: 'Responsable informatique et cybersécurité' },
    date: '2024-03-01',
    readTime: 10,
    tags: ['Cybersécurité', 'GTB', 'Réseaux', 'Bâtiment connecté'],
    body: body7,
  },
  {
    id: 8,
    title: 'Sécuriser les infrastructures numériques critiques',
    excerpt:
      'Salles serveurs, réseaux, énergie secourue, climatisation de précision\u202f: comment concevoir et exploiter une infrastructure qui ne s’arrête jamais.',
    category: 'infrastructure',
    author: { name: 'Kouassi Yao', role: 'Directeur général' },
    date: '2024-03-08',
    readTime: 12,
    tags: ['Datacenter', 'Onduleurs', 'Redondance', 'Continuité d’activité'],
    body: body8,
  },
  {
    id: 9,
    title: 'Protection des données personnelles et RGPD\u202f: ce que doivent savoir les entreprises ivoiriennes',
    excerpt:
      'Loi ivoirienne de 2013, rôle de l’ARTCI, RGPD européen\u202f: les obligations qui s’appliquent à vos fichiers clients, à vos caméras et à vos outils numériques.',
    category: 'juridique',
    author: { name: 'Mariam Koné', role: 'Déléguée à la protection des données' },
    date: '2024-03-12',
    readTime: 15,
    tags: ['RGPD', 'Données personnelles', 'ARTCI', 'Conformité'],
    body: body9,
  },
];

export const categoryOf = (id: BlogCategoryId) => blogCategories.find((category) => category.id === id)!;

/** The query words of /blog's states: an old link to an article, a category of the list. */
export const blogQuery = { article: 'article', category: 'categorie' } as const;

/** The numbers of the old `/blog?article=N` links (the nine first articles): each redirects to its article's address. */
export const legacyArticleNumbers = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** The address of an article. */
export const articleHref = (slug: string) => `/blog/${slug}`;

/** The address of the list filtered on a category (or of every article), at the list. */
export const categoryHref = (id: BlogCategoryId | typeof allCategories.id) => (id === allCategories.id ? '/blog#articles' : `/blog?${blogQuery.category}=${id}#articles`);

/** The blog's feed (Atom). */
export const feedPath = '/blog/flux.xml';
