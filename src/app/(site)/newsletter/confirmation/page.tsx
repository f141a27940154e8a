import type { Metadata } from 'next';
import { confirmAction } from '../actions';
import { NewsletterStep } from '../newsletter-step';

export const metadata: Metadata = { title: 'Confirmation de l’inscription', robots: { index: false } };

type Props = { searchParams: Promise<{ jeton?: string; etat?: string }> };

export default async function ConfirmationPage({ searchParams }: Props) {
  const { jeton, etat } = await searchParams;
  if (etat === 'confirme') {
    return <NewsletterStep title="Inscription confirmée" text="Merci ! Vous recevrez notre newsletter technique. Chaque envoi contient un lien pour vous désinscrire." />;
  }
  if (etat === 'invalide' || !jeton) {
    return <NewsletterStep title="Lien invalide" text="Ce lien de confirmation est invalide ou a expiré. Inscrivez-vous de nouveau depuis le pied de page." />;
  }
  return (
    <NewsletterStep
      title="Confirmez votre inscription"
      text="Un clic pour recevoir notre newsletter technique : conseils, nouveautés et retours d’expérience."
      form={{ action: confirmAction, token: jeton, label: 'Confirmer mon inscription' }}
    />
  );
}
