import { Link } from '@/components/ui/link';
import { ArrowLeft } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { company } from '@/config/company';
import { articleHref, articles, blogText, categoryOf, type BlogArticle } from '@/content/blog';
import { pages } from '@/content/pages';
import { cardGridClass } from '@/lib/card-grid';
import { renderMarkdown } from '@/lib/markdown';
import { absoluteUrl } from '@/lib/metadata';
import { breadcrumbLd } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/sections/page-hero';
import { Monogram } from '@/components/sections/monogram';
import { RequestButton } from '@/components/forms/request-button';
import { ArticleCard, ArticleMeta } from './article-parts';

/** Articles of the same category first, then the newest, for "À lire aussi". */
function related(article: BlogArticle, count = 3) {
  const others = articles.filter((other) => other.id !== article.id);
  const sameCategory = others.filter((other) => other.category === article.category);
  const newest = others.filter((other) => other.category !== article.category).toSorted((a, b) => b.date.localeCompare(a.date));
  return [...sameCategory, ...newest].slice(0, count);
}

/** One article, read in the blog page (`/blog?article=3`): server-rendered, so search engines read it whole. */
export function ArticleReader({ article }: { article: BlogArticle }) {
  const relatedArticles = related(article);
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
    publisher: { '@type': 'Organization', name: company.name },
    keywords: article.tags.join(', '),
    url: absoluteUrl(articleHref(article.id)),
  };
  return (
    <article>
      <PageHero eyebrow={categoryOf(article.category).label} title={article.title} intro={article.excerpt} back={{ href: pages.blog.path, label: blogText.backToBlog }}>
        <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-brand-100">
          <p className="flex items-center gap-3">
            <Monogram name={article.author.name} shape="circle" className="size-10" />
            <span>
              <span className="block font-semibold text-white">{article.author.name}</span>
              <span className="block text-sm">{article.author.role}</span>
            </span>
          </p>
          <ArticleMeta article={article} />
        </div>
      </PageHero>

      {/* One centred reading column: the body, its tags, the call to action and the way back. */}
      <div className="container-page py-12 sm:py-16">
        <div className="mx-auto max-w-[70ch]">
          <div className="article-body" dangerouslySetInnerHTML={{ __html: renderMarkdown(article.body) }} />
          <ul className="mt-10 flex flex-wrap gap-2" aria-label={blogText.keywords}>
            {article.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-surface px-3 py-1 text-sm font-medium text-brand-800">
                {tag}
              </li>
            ))}
          </ul>

          <aside aria-labelledby="article-appel" className="mt-12 rounded-2xl bg-brand-950 p-6 text-white sm:p-8">
            <h2 id="article-appel" className="text-2xl font-bold">
              {blogText.ctaTitle}
            </h2>
            <p className="mt-2 text-brand-100">{blogText.ctaText}</p>
            <RequestButton dialog="consultation" source={`Article ${article.id}`} variant="accent" size="lg" className="mt-6">
              {blogText.ctaButton}
            </RequestButton>
          </aside>

          <Link href={`${pages.blog.path}#articles`} className="mt-10 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900">
            <Icon icon={ArrowLeft} className="size-4" />
            {blogText.backToArticles}
          </Link>
        </div>
      </div>

      <section aria-labelledby="a-lire-aussi" className="bg-surface py-16">
        <div className="container-page">
          <h2 id="a-lire-aussi" className="text-2xl font-extrabold text-brand-950">
            {blogText.related}
          </h2>
          <ul className={`mt-8 grid gap-6 ${cardGridClass(relatedArticles.length)}`}>
            {relatedArticles.map((other) => (
              <li key={other.id} className="flex">
                <ArticleCard article={other} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <JsonLd data={[structuredData, breadcrumbLd({ name: pages.blog.title, path: pages.blog.path }, { name: article.title, path: articleHref(article.id) })]} />
    </article>
  );
}
