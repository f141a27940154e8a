/**
 * The cookies policy (SPEC §9). The cookie types, their durations and the cookies the site really sets come from
 * content/cookies.ts, the company's contacts from config/company.ts: neither is retyped here.
 */
import { company, headOffice } from '@/config/company';
import { cookieTypes, siteCookies } from '@/content/cookies';
import type { CookieCategory } from '@/lib/consent';
import type { LegalDocument } from '../types';

/** What the site sets of a category today, counted from the cookies it really sets: "Aucun aujourd’hui", "3 cookies aujourd’hui…". */
export function setToday(category: CookieCategory): string {
  const count = siteCookies.filter((cookie) => cookie.category === category).length;
  if (count === 0) return 'Aucun aujourd’hui';
  return count === 1 ? '1 cookie aujourd’hui, listé ci-dessous' : `${count} cookies aujourd’hui, listés ci-dessous`;
}

export const politiqueCookies: LegalDocument = {
  sections: [
    {
      id: 'qu-est-ce-qu-un-cookie',
      title: 'Qu’est-ce qu’un cookie\u202f?',
      blocks: [
        {
          kind: 'text',
          markdown: `Un cookie est un petit fichier texte qu’un site dépose sur votre appareil (ordinateur, tablette ou téléphone) lorsque vous le consultez. Votre navigateur le renvoie au site lors des visites suivantes, ce qui permet par exemple de garder un choix ou une session de connexion d’une page à l’autre.

Un cookie ne contient ni programme ni virus, et il ne donne pas accès au reste de votre appareil. Chaque cookie a une durée de vie\u202f: il disparaît à la fermeture du navigateur ou à la date d’expiration fixée par le site. Les mêmes règles s’appliquent aux technologies voisines, comme le stockage local du navigateur.`,
        },
      ],
    },
    {
      id: 'les-quatre-types-de-cookies',
      title: 'Les quatre types de cookies',
      blocks: [
        {
          kind: 'text',
          markdown: `Les cookies se rangent en quatre catégories. Seuls les **cookies strictement nécessaires** sont obligatoires\u202f: sans eux, le site ne peut pas fonctionner correctement. Les trois autres catégories sont **facultatives**\u202f: elles restent désactivées tant que vous ne les avez pas acceptées, et vous pouvez retirer votre accord à tout moment.

Chaque catégorie a sa durée de conservation, indiquée ci-dessous, et chaque fiche dit ce que le site en dépose aujourd’hui.`,
        },
        { kind: 'cookie-types', items: cookieTypes.map((type) => ({ ...type, setToday: setToday(type.id) })) },
      ],
    },
    {
      id: 'les-cookies-que-nous-utilisons',
      title: 'Les cookies que nous utilisons',
      blocks: [
        {
          kind: 'text',
          markdown: `Aujourd’hui, le site ne dépose que des cookies **strictement nécessaires**, tous propriétaires. Il ne dépose **aucun cookie de performance, fonctionnel ou marketing**, même si vous les acceptez\u202f: les durées indiquées plus haut pour ces catégories s’appliqueraient le jour où nous en utiliserions, après une mise à jour de cette page et avec votre accord.

Le site ne charge aucun outil de mesure d’audience, aucune publicité, aucun bouton de réseau social ni aucune carte intégrée, et aucune police de caractères ni bibliothèque depuis un serveur externe. Le tableau ci-dessous est la liste complète des cookies que nous utilisons.`,
        },
        { kind: 'cookies', items: siteCookies },
      ],
    },
    {
      id: 'services-tiers',
      title: 'Services tiers',
      blocks: [
        {
          kind: 'text',
          markdown: `Nos pages ne chargent aucun service tiers\u202f: aucun contenu d’un autre site n’y est intégré, et aucun tiers ne peut donc déposer de cookie lors de votre visite. Le site contient seulement des liens vers des sites extérieurs, qui s’ouvrent dans un nouvel onglet. Ces sites ont leur propre politique de cookies et de confidentialité, que nous vous invitons à consulter.`,
        },
        {
          kind: 'third-parties',
          items: [
            {
              name: 'loori',
              purpose: 'Notre plateforme IoT de supervision des installations, proposée sur un site distinct.',
              link: company.externalLinks.loori,
              cookies: 'Selon la politique du site loori',
            },
          ],
        },
      ],
    },
    {
      id: 'gerer-vos-preferences',
      title: 'Gérer vos préférences',
      blocks: [
        {
          kind: 'text',
          markdown: `Lors de votre première visite, un bandeau vous demande votre choix sur les cookies facultatifs. Ce choix est conservé **1 an**, puis le bandeau vous le demande à nouveau.

Vous pouvez le modifier à tout moment, avec le bouton ci-dessous ou le lien «\u202fGérer les cookies\u202f» en bas de chaque page. Un nouveau choix s’applique immédiatement.`,
        },
        { kind: 'cookie-preferences' },
      ],
    },
    {
      id: 'parametrer-votre-navigateur',
      title: 'Paramétrer votre navigateur',
      blocks: [
        {
          kind: 'text',
          markdown: `Votre navigateur vous permet aussi de voir, de bloquer ou de supprimer les cookies. Attention\u202f: si vous bloquez tous les cookies, y compris ceux qui sont strictement nécessaires, le site ne pourra plus retenir votre choix sur les cookies, et l’espace réservé à notre équipe ne fonctionnera plus. Les chemins ci-dessous correspondent aux versions récentes de chaque navigateur\u202f; ils peuvent varier légèrement d’une version à l’autre.`,
        },
        {
          kind: 'browsers',
          items: [
            {
              browser: 'Google Chrome',
              steps:
                'Menu ⋮ › «\u202fParamètres › Confidentialité et sécurité › Cookies tiers\u202f» pour choisir les cookies acceptés. Pour effacer les cookies déjà déposés, «\u202fParamètres › Confidentialité et sécurité › Supprimer les données de navigation\u202f», puis cochez «\u202fCookies et autres données des sites\u202f».',
            },
            {
              browser: 'Mozilla Firefox',
              steps:
                'Menu ≡ › «\u202fParamètres › Vie privée et sécurité › Cookies et données de sites\u202f». Le bouton «\u202fGérer les données…\u202f» supprime les cookies d’un site, «\u202fEffacer les données…\u202f» les supprime tous.',
            },
            {
              browser: 'Apple Safari',
              steps:
                'Sur Mac, «\u202fSafari › Réglages › Confidentialité\u202f» pour bloquer les cookies, puis «\u202fGérer les données de sites web…\u202f» pour les supprimer. Sur iPhone et iPad, «\u202fRéglages › Apps › Safari\u202f», puis «\u202fEffacer historique, données de site\u202f» ou «\u202fAvancé › Données des sites web\u202f».',
            },
            {
              browser: 'Microsoft Edge',
              steps:
                'Menu … › «\u202fParamètres › Cookies et autorisations de site › Gérer et supprimer les cookies et les données du site\u202f». Pour effacer les cookies déjà déposés, «\u202fParamètres › Confidentialité, recherche et services › Effacer les données de navigation\u202f».',
            },
          ],
        },
      ],
    },
    {
      id: 'consequences-d-un-refus',
      title: 'Conséquences d’un refus',
      blocks: [
        {
          kind: 'text',
          markdown: `Refuser les cookies facultatifs ne vous empêche jamais d’utiliser le site\u202f: toutes les pages restent accessibles, et vous pouvez toujours nous écrire ou nous envoyer une demande de devis ou d’intervention par nos formulaires.

Seules les fonctions qui reposeraient sur les cookies refusés seraient désactivées, par exemple la mémorisation de préférences d’affichage. Comme le site n’en dépose aucun aujourd’hui, un refus ne change rien à votre visite.`,
        },
      ],
    },
    {
      id: 'evolution-de-cette-politique',
      title: 'Évolution de cette politique',
      blocks: [
        {
          kind: 'text',
          markdown: `Nous mettons cette politique à jour dès qu’un cookie est ajouté, modifié ou retiré du site. Si nous venions à utiliser des cookies facultatifs, ils resteraient désactivés jusqu’à votre accord, et le bandeau vous demanderait à nouveau votre choix. Pour en savoir plus sur le traitement de vos données personnelles, consultez notre [politique de confidentialité](/legal/politique-confidentialite).`,
        },
        { kind: 'today', label: 'Dernière mise à jour\u202f:' },
      ],
    },
    {
      id: 'contact',
      title: 'Contact',
      blocks: [
        {
          kind: 'text',
          markdown: `Pour toute question sur les cookies ou sur vos données personnelles, vous pouvez contacter notre délégué à la protection des données\u202f:

- par e-mail\u202f: [${company.emails.dpo}](mailto:${company.emails.dpo})
- par téléphone\u202f: [${company.phones.main.display}](tel:${company.phones.main.e164}), ${company.openingHours.label.toLowerCase()}
- par courrier\u202f: ${company.legalName}, ${headOffice.type.toLowerCase()}, ${headOffice.address}, ${headOffice.postalAddress}`,
        },
      ],
    },
  ],
};
