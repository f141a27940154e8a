import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';
import { PageHero } from '@/components/sections/page-hero';
import { NewsletterForm } from '@/components/forms/newsletter-form';

const page = pages.blog;

export const metadata = pageMetadata(page);

export default function BlogPage() {
  return (
    <>
      <PageHero eyebrow={page.title} title={page.heading} intro={page.intro} />
      <section aria-labelledby="blog-newsletter-titre" className="py-16">
        <div className="container-page">
          <div className="mx-auto max-w-2xl rounded-2xl border border-line bg-surface p-6 sm:p-8">
            <h2 id="blog-newsletter-titre" className="text-2xl font-bold text-brand-950">
              Recevez nos prochains articles
            </h2>
            <p className="mt-2 mb-5 text-muted">Un email par mois avec nos guides techniques et retours d’expérience. Désinscription en un clic.</p>
            <NewsletterForm placement="Newsletter du blog" label="Inscription à la newsletter depuis le blog" tone="light" />
          </div>
        </div>
      </section>
    </>
  );
}
