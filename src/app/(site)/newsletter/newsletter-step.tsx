import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { backHome } from '@/content/navigation';

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
        <Button asChild variant="outline" size="lg">
          <Link href={backHome.href}>{backHome.label}</Link>
        </Button>
      )}
    </section>
  );
}
