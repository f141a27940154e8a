import { Link } from '@/components/ui/link';
import { ArrowLeft } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { company } from '@/config/company';
import { articleHref, blogText, categoryOf, type BlogArticle } from '@/content/blog';
import { ogCardFile } from '@/config/media';
import type { ArticleWithBody } from '@/server/content/articles';
import { ContentImage } from '@/components/content/content-image';
import { pages } from '@/content/pages';
import { cardGridClass } from '@/lib/card-grid';
import { renderMarkdown } from '@/lib/markdown';
import { absoluteUrl } from '@/server/site-url';
import { breadcrumbLd } from '@/server/structured-data';
import { JsonLd } from '@/components/seo/json-ld';
import { PageHero } from '@/components/sections/page-hero';
import { Monogram } from '@/components/sections/monogram';
import { RequestButton } from '@/components/forms/request-button';
import { ArticleCard, ArticleMeta } from './article-parts';

/** One article, `/blog/<slug>`: server-rendered, so search engines read it whole. `others`: « À lire aussi ». */
export function ArticleReader({ article, others }: { article: ArticleWithBody; others: readonly BlogArticle[] }) {
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.role },
    publisher: { '@type': 'Organization', name: company.name, url: absoluteUrl('/') },
    keywords: article.tags.join(', '),
    articleSection: categoryOf(article.category).label,
    mainEntityOfPage: absoluteUrl(articleHref(article.slug)),
    url: absoluteUrl(articleHref(article.slug)),
    ...(article.cover ? { image: absoluteUrl(ogCardFile(article.cover.id)) } : {}),
  };
  return (
    <article>
      <PageHero
        eyebrow={categoryOf(article.category).label}
        title={article.title}
        intro={article.excerpt}
        back={{ href: pages.blog.path, label: blogText.backToBlog }}
      >
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
          {article.cover ? (
            <ContentImage
              media={article.cover}
              purpose="cover"
              sizes="(min-width: 768px) 70ch, 100vw"
              loading="eager"
              fetchPriority="high"
              className="mb-10 h-auto w-full rounded-2xl"
            />
          ) : null}
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
            <RequestButton
              dialog="consultation"
              source={`Article ${article.slug}`}
              variant="accent"
              size="lg"
              className="mt-6"
            >
              {blogText.ctaButton}
            </RequestButton>
          </aside>

          <Link
            href={`${pages.blog.path}#articles`}
            className="mt-10 inline-flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-900"
          >
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
          <ul className={`mt-8 grid gap-6 ${cardGridClass(others.length)}`}>
            {others.map((other) => (
              <li key={other.id} className="flex">
                <ArticleCard article={other} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <JsonLd
        data={[
          structuredData,
          breadcrumbLd(
            { name: pages.blog.title, path: pages.blog.path },
            { name: article.title, path: articleHref(article.slug) },
          ),
        ]}
      />
    </article>
  );
}
