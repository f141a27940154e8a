import type { Metadata } from 'next';
import { unsubscribeAction } from '../actions';
import { NewsletterStep } from '../newsletter-step';

export const metadata: Metadata = { title: 'Désinscription de la newsletter', robots: { index: false } };

type Props = { searchParams: Promise<{ jeton?: string; etat?: string }> };

export default async function UnsubscribePage({ searchParams }: Props) {
  const { jeton, etat } = await searchParams;
  if (etat === 'desinscrit') {
    return <NewsletterStep title="Vous êtes désinscrit" text="Vous ne recevrez plus notre newsletter. Vous pouvez vous réinscrire à tout moment depuis le pied de page." />;
  }
  if (etat === 'invalide' || !jeton) {
    return <NewsletterStep title="Lien invalide" text="Ce lien de désinscription est invalide. Écrivez-nous si vous recevez encore la newsletter." />;
  }
  return (
    <NewsletterStep
      title="Se désinscrire de la newsletter"
      text="Confirmez que vous ne souhaitez plus recevoir notre newsletter technique."
      form={{ action: unsubscribeAction, token: jeton, label: 'Me désinscrire' }}
    />
  );
}
