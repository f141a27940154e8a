import type { IconNode } from 'lucide';

/**
 * WhatsApp's mark drawn as the site's other icons are (lucide's 24-unit grid and 2-unit stroke: a speech bubble with
 * a handset), since lucide has no brand logos; drawn by <Icon>. Decorative: the link it sits in carries the name.
 */
export const WhatsApp: IconNode = [
  ['path', { d: 'M7.9 20A9 9 0 1 0 4 16.1L2 22Z' }],
  [
    'path',
    {
      fill: 'currentColor',
      stroke: 'none',
      d: 'M9.1 7.6c.3-.3.8-.3 1 .1l.9 1.6c.2.3.1.7-.1 1l-.6.6c.5 1 1.3 1.8 2.3 2.3l.6-.6c.3-.3.7-.3 1-.1l1.6.9c.4.2.4.7.1 1l-.8.8c-.6.6-1.5.8-2.3.4-2-1-3.6-2.6-4.6-4.6-.4-.8-.2-1.7.4-2.3z',
    },
  ],
];
