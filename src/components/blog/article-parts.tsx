import { Link } from '@/components/ui/link';
import { Calendar, Clock } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { articleHref, blogText, categoryOf, type BlogArticle } from '@/content/blog';
import { formatLongDate } from '@/lib/dates';
import { cn } from '@/lib/utils';
import { ContentIcon } from '@/components/sections/icons';
import { ContentImage } from '@/components/content/content-image';

/**
 * The article's illustration: its cover image (AVIF or WebP at the width the layout needs, its space reserved), or
 * without one its category's icon on a gradient, drawn by CSS.
 */
export function ArticleCover({
  article,
  className,
  sizes = '(min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw',
}: {
  article: BlogArticle;
  className?: string;
  sizes?: string;
}) {
  if (article.cover) {
    return (
      <ContentImage
        media={article.cover}
        purpose="cover"
        alt=""
        sizes={sizes}
        className={cn('w-full object-cover', className)}
      />
    );
  }
  return (
    <div
      aria-hidden
      className={cn(
        'flex items-center justify-center bg-gradient-to-br from-brand-800 to-brand-600 text-white',
        className,
      )}
    >
      <ContentIcon name={categoryOf(article.category).icon} className="size-12 opacity-90" />
    </div>
  );
}

/** Date and reading time, as the cards and the reader show them. */
export function ArticleMeta({ article, className }: { article: BlogArticle; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm', className)}>
      <span className="inline-flex items-center gap-1.5">
        <Icon icon={Calendar} className="size-4" />
        <time dateTime={article.date}>{formatLongDate(article.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon icon={Clock} className="size-4" />
        {blogText.readTime(article.readTime)}
      </span>
    </p>
  );
}

/** At most two tags on a card (SPEC §9). */
export const CARD_TAGS = 2;

export function ArticleCard({ article }: { article: BlogArticle }) {
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <ArticleCover article={article} className="h-36" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-accent-700">{categoryOf(article.category).label}</p>
        <h3 className="mt-1 text-lg leading-snug font-bold text-brand-950">
          {/* The whole card is the link: its title stretched over it. */}
          <Link href={articleHref(article.slug)} className="after:absolute after:inset-0 hover:text-brand-700">
            {article.title}
          </Link>
        </h3>
        <p className="mt-2 text-sm text-muted">{article.excerpt}</p>
        <ArticleMeta article={article} className="mt-4 text-muted" />
        <ul className="mt-auto flex flex-wrap gap-2 pt-4" aria-label={blogText.keywords}>
          {article.tags.slice(0, CARD_TAGS).map((tag) => (
            <li key={tag} className="rounded-full bg-surface px-3 py-1 text-xs font-medium text-brand-800">
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
