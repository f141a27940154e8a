import { SiteFrame } from '@/components/layout/site-frame';
import { subscribeAction } from '@/app/(site)/newsletter/actions';
import { ButtonLink } from '@/components/ui/button-link';
import { backHome } from '@/content/navigation';
import { notFoundPage as text } from '@/content/pages';

export const metadata = { title: text.metaTitle };

/** An address the site does not have, or a public page's notFound(): in the site's frame (the back-office has its own). */
export default function NotFound() {
  return (
    <SiteFrame subscribe={subscribeAction}>
      <section className="container-page flex flex-col items-center gap-6 py-24 text-center">
        <p className="text-6xl font-extrabold text-brand-600" aria-hidden>
          404
        </p>
        <h1 lang="en" className="text-3xl font-extrabold text-brand-950 sm:text-4xl">
          {text.heading}
        </h1>
        <p className="max-w-md text-muted">{text.text}</p>
        <ButtonLink href={backHome.href} size="lg">
          {backHome.label}
        </ButtonLink>
      </section>
    </SiteFrame>
  );
}
