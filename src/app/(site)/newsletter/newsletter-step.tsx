import type { Metadata } from 'next';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { backHome } from '@/content/navigation';
import type { newsletterPages } from '@/content/newsletter';

type Props = {
  title: string;
  text: string;
  /** When set, a button that posts the token to the action. */
  form?: { action: (formData: FormData) => Promise<void>; token: string; label: string };
};

export function NewsletterStep({ title, text, form }: Props) {
  return (
    <section className="container-page flex flex-col items-center gap-6 py-24 text-center">
      <h1 className="text-3xl font-extrabold text-brand-950 sm:text-4xl">{title}</h1>
      <p className="max-w-lg text-muted">{text}</p>
      {form ? (
        <form action={form.action}>
          <input type="hidden" name="jeton" value={form.token} />
          <Button type="submit" size="lg">
            {form.label}
          </Button>
        </form>
      ) : (
        <ButtonLink href={backHome.href} variant="outline" size="lg">
          {backHome.label}
        </ButtonLink>
      )}
    </section>
  );
}

type LinkText = (typeof newsletterPages)[keyof typeof newsletterPages];

/** A page a newsletter mail links to: kept out of search engines. */
export const newsletterLinkMetadata = (text: LinkText): Metadata => ({
  title: text.metaTitle,
  robots: { index: false },
});

export type NewsletterLinkProps = { searchParams: Promise<{ jeton?: string; etat?: string }> };

type LinkPageProps = NewsletterLinkProps & {
  text: LinkText;
  action: NonNullable<Props['form']>['action'];
  /** The `etat` the action's redirect reports on success; on failure it reports `invalide`. */
  done: string;
};

/** The page a confirm or unsubscribe link opens: a button that posts the link's token (never an action on GET), then its outcome. */
export async function NewsletterLinkPage({ text, action, done, searchParams }: LinkPageProps) {
  const { jeton, etat } = await searchParams;
  if (etat === done) return <NewsletterStep {...text.done} />;
  if (etat === 'invalide' || !jeton) return <NewsletterStep {...text.invalid} />;
  return <NewsletterStep {...text.ask} form={{ action, token: jeton, label: text.button }} />;
}
