import Link from 'next/link';
import { Button } from '@/components/ui/button';

export const metadata = { title: 'Page introuvable' };

export default function NotFound() {
  return (
    <section className="container-page flex flex-col items-center gap-6 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden>
        404
      </p>
      <h1 lang="en" className="text-3xl font-extrabold text-brand-950 sm:text-4xl">
        Oops! Page not found
      </h1>
      <p className="max-w-md text-muted">La page que vous cherchez n’existe pas ou a été déplacée.</p>
      <Button asChild size="lg">
        <Link href="/">Retour à l’accueil</Link>
      </Button>
    </section>
  );
}
