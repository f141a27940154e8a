/** The words of the newsletter's confirmation and unsubscribe pages, which the links of its mails open. */
const step = (title: string, text: string) => ({ title, text });

export const newsletterPages = {
  confirmation: {
    metaTitle: 'Confirmation de l’inscription',
    ask: step(
      'Confirmez votre inscription',
      'Un clic pour recevoir notre newsletter technique\u202f: conseils, nouveautés et retours d’expérience.',
    ),
    button: 'Confirmer mon inscription',
    done: step(
      'Inscription confirmée',
      'Merci\u202f! Vous recevrez notre newsletter technique. Chaque envoi contient un lien pour vous désinscrire.',
    ),
    invalid: step(
      'Lien invalide',
      'Ce lien de confirmation est invalide ou a expiré. Inscrivez-vous de nouveau depuis le pied de page.',
    ),
  },
  unsubscribe: {
    metaTitle: 'Désinscription de la newsletter',
    ask: step(
      'Se désinscrire de la newsletter',
      'Confirmez que vous ne souhaitez plus recevoir notre newsletter technique.',
    ),
    button: 'Me désinscrire',
    done: step(
      'Vous êtes désinscrit',
      'Vous ne recevrez plus notre newsletter. Vous pouvez vous réinscrire à tout moment depuis le pied de page.',
    ),
    invalid: step(
      'Lien invalide',
      'Ce lien de désinscription est invalide. Écrivez-nous si vous recevez encore la newsletter.',
    ),
  },
} as const;
