/**
 * The pages shown when a page fails unexpectedly (app/error.tsx, app/admin/error.tsx, app/global-error.tsx), instead
 * of Next's English default. Not in SPEC: what a visitor or a staff member expects. Kept apart from the other texts:
 * every page's script carries these words, and nothing else of content/.
 */
export const errorPageText = {
  title: 'Erreur',
  heading: 'Cette page n’a pas pu s’afficher',
  site: 'Une erreur inattendue est survenue de notre côté. Ce que vous avez saisi reste sur votre appareil\u202f: réessayez dans un instant. Si l’erreur persiste, appelez-nous ou écrivez-nous en citant la référence ci-dessous.',
  admin:
    'Une erreur inattendue est survenue de notre côté, et elle est enregistrée dans le journal du serveur. Réessayez dans un instant\u202f; si elle persiste, transmettez la référence ci-dessous à l’administrateur du site.',
  reference: 'Référence\u202f: ',
  /** A plain link to the same address: it works before the page's scripts, and reloads what failed on the server. */
  retry: 'Réessayer',
  home: { href: '/', label: 'Retour à l’accueil' },
  adminHome: { href: '/admin', label: 'Retour au tableau de bord' },
} as const;
