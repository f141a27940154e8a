/**
 * The words of the site's frame: skip link, header, logo, menus, certification seals, and the dialogs' and toasts'
 * own labels. The footer's are in navigation.ts. Dependency-free, and one export per part: the client menus and the
 * dialog primitive import only theirs.
 */

export const skipLinkText = 'Aller au contenu';
/** The footer's anchor: the first frame waits for it (src/app/layout.tsx). */
export const footerAnchor = 'pied-de-page';

export const headerText = {
  /** Read before the number and the address of the top strip. */
  phone: 'Téléphone\u202f: ',
  email: 'E-mail\u202f: ',
  navLabel: 'Navigation principale',
  consultation: 'Consultation',
  /** Names the header's button in the request's source (the team reads it in the notification). */
  consultationSource: 'Consultation (en-tête)',
} as const;

export const logoText = {
  homeLabel: (companyName: string) => `${companyName}, retour à l’accueil`,
  tagline: 'Services multitechniques',
} as const;

export const menuText = {
  open: 'Ouvrir le menu',
  close: 'Fermer le menu',
  title: 'Menu',
  description: 'Navigation principale du site',
  navLabel: 'Navigation mobile',
  /** The first entry of a group, e.g. "Voir tous les services". */
  seeAll: (group: string) => `Voir tous les ${group.toLowerCase()}`,
  submenu: (group: string) => `Sous-menu ${group}`,
} as const;

export const certificationText = {
  listLabel: 'Certifications',
  badgeLabel: (title: string) => `Badge ${title}`,
} as const;

/** Labels of the primitives: a dialog's close button, the toasts' region, a link that opens a new tab. */
export const uiText = {
  close: 'Fermer',
  notifications: 'Notifications',
  newTab: '(nouvel onglet)',
} as const;
