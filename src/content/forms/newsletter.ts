/** The footer's and the blog's subscription form. What the toast says is `messages.newsletterSuccess*` (requests.ts). */
export const newsletterFormText = {
  label: 'Inscription à la newsletter',
  emailLabel: 'Adresse email',
  placeholder: 'votre@email.com',
  submit: 'S’abonner',
  sending: 'Inscription...',
  /** Under the field once the request is saved: the subscription waits for the link of the mail. */
  sent: 'Un email de confirmation vient de vous être envoyé\u202f: cliquez sur son lien pour valider votre inscription.',
} as const;
