/**
 * The blog (SPEC §2 "Blog"): its eight categories and its words. The articles are in the database (issue 33), written
 * in the back-office; a fresh install's first nine are SPEC's, written by migration 0021.
 */

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
  feedSubtitle:
    'Guides techniques et retours d’expérience\u202f: énergie, automatisme, domotique, maintenance et sécurité.',
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

export const categoryOf = (id: BlogCategoryId) => blogCategories.find((category) => category.id === id)!;

/** The query words of /blog's states: an old link to an article, a category of the list. */
export const blogQuery = { article: 'article', category: 'categorie' } as const;

/** The numbers of the old `/blog?article=N` links (the nine first articles): each redirects to its article's address. */
export const legacyArticleNumbers = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** The address of an article. */
export const articleHref = (slug: string) => `/blog/${slug}`;

/** The address of the list filtered on a category (or of every article), at the list. */
export const categoryHref = (id: BlogCategoryId | typeof allCategories.id) =>
  id === allCategories.id ? '/blog#articles' : `/blog?${blogQuery.category}=${id}#articles`;

/** The blog's feed (Atom). */
export const feedPath = '/blog/flux.xml';
