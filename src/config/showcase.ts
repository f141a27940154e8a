/**
 * What the showcase pages show (issue 33, point 6; server/content/showcase.ts): the six sectors and the clients of
 * `/references`, the partners of `/partenaires`, the leaders of `/about`. Editors write them in the back-office; the
 * schema's `showcase_items.kind` and the forms (lib/schemas/showcase.ts) read this list.
 */
export const showcaseKinds = ['sector', 'client', 'partner', 'leader'] as const;
export type ShowcaseKind = (typeof showcaseKinds)[number];
