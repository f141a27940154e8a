import { ArrowRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import {
  allCategories,
  articleHref,
  blogCategories,
  blogQuery,
  blogText,
  categoryHref,
  categoryOf,
  type BlogArticle,
  type BlogCategoryId,
} from '@/content/blog';
import { pages } from '@/content/pages';
import { breadcrumbLd } from '@/server/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/sections/page-hero';
import { Monogram } from '@/components/sections/monogram';
import { NewsletterForm, type NewsletterAction } from '@/components/forms/newsletter-form';
import { ArticleFilter } from './article-filter';
import { ArticleCard, ArticleCover, ArticleMeta } from './article-parts';

const page = pages.blog;

/**
 * The blog's page: the featured article (the newest), the list with its category filter, the newsletter box. `/blog`
 * shows every article; `/blog?categorie=energie` is the same page with its filter chosen (lib/query-routes.ts), so
 * that a filter link works without JavaScript too.
 */
export function BlogIndex({
  articles,
  selected = allCategories.id,
  subscribe,
}: {
  articles: readonly BlogArticle[];
  selected?: BlogCategoryId | typeof allCategories.id;
  subscribe: NewsletterAction;
}) {
  const [featured] = articles;
  if (!featured) return <BlogEmpty />;
  return (
    <>
      <PageHero eyebrow={page.title} title={page.heading} intro={page.intro} />

      <section aria-labelledby="a-la-une" className="py-16">
        <div className="container-page">
          <h2 id="a-la-une" className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {blogText.featured}
          </h2>
          <article className="relative mt-4 grid overflow-hidden rounded-2xl border border-line bg-white shadow-sm md:grid-cols-[2fr_3fr]">
            <ArticleCover article={featured} className="h-44 md:h-full" sizes="(min-width: 768px) 40vw, 100vw" />
            <div className="flex flex-col gap-3 p-6 sm:p-8">
              <p className="text-sm font-semibold text-accent-700">{categoryOf(featured.category).label}</p>
              <h3 className="text-2xl font-extrabold text-brand-950 sm:text-3xl">{featured.title}</h3>
              <p className="text-muted">{featured.excerpt}</p>
              <p className="flex items-center gap-3 text-sm">
                <Monogram name={featured.author.name} shape="circle" className="size-9" />
                <span>
                  <span className="font-semibold text-brand-950">{featured.author.name}</span>, {featured.author.role}
                </span>
              </p>
              <ArticleMeta article={featured} className="text-muted" />
              <Link
                href={articleHref(featured.slug)}
                className="mt-2 inline-flex w-fit items-center gap-2 rounded-lg bg-brand-700 px-5 py-3 text-sm font-semibold text-white after:absolute after:inset-0 hover:bg-brand-800"
              >
                {blogText.read}
                <span className="sr-only">{blogText.readTitle(featured.title)}</span>
                <Icon icon={ArrowRight} className="size-4" />
              </Link>
            </div>
          </article>
        </div>
      </section>

      <section id="articles" aria-labelledby="articles-titre" className="bg-surface py-16">
        <div className="container-page">
          <h2 id="articles-titre" className="mb-6 text-3xl font-extrabold tracking-tight text-brand-950">
            {blogText.allTitle}
          </h2>
          <ArticleFilter
            label={blogText.filterLabel}
            queryKey={blogQuery.category}
            selected={selected}
            categories={[
              {
                ...allCategories,
                href: categoryHref(allCategories.id),
                summary: blogText.othersCount(articles.length - 1),
              },
              ...blogCategories.map(({ id, label }) => ({
                id,
                label,
                href: categoryHref(id),
                summary: blogText.categoryCount(label, articles.filter((item) => item.category === id).length),
              })),
            ]}
            cards={articles.map((item) => ({
              id: item.id,
              category: item.category,
              featured: item.id === featured.id,
              card: <ArticleCard article={item} />,
            }))}
          />
        </div>
      </section>

      <section aria-labelledby="blog-newsletter-titre" className="py-16">
        <div className="container-page">
          <div className="mx-auto max-w-2xl rounded-2xl border border-line bg-surface p-6 sm:p-8">
            <h2 id="blog-newsletter-titre" className="text-2xl font-bold text-brand-950">
              {blogText.newsletterTitle}
            </h2>
            <p className="mt-2 mb-5 text-muted">{blogText.newsletterText}</p>
            <NewsletterForm
              action={subscribe}
              placement={blogText.newsletterPlacement}
              label={blogText.newsletterFormLabel}
              tone="light"
            />
          </div>
        </div>
      </section>
      <JsonLd data={breadcrumbLd({ name: page.title, path: page.path })} />
    </>
  );
}

/** The blog before its first article: its hero and a word, never an error. */
function BlogEmpty() {
  return (
    <>
      <PageHero eyebrow={page.title} title={page.heading} intro={page.intro} />
      <p className="container-page py-16 text-muted">{blogText.empty}</p>
    </>
  );
}
