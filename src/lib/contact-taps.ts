/**
 * Taps on the links that reach us without a form (issue 30): a call, a WhatsApp conversation, a mail. Each is counted
 * per page and per day (src/server/contact-taps.ts) from a beacon that names the page and the channel, nothing else:
 * no cookie, no identifier, no personal data.
 */

/** Where the beacon goes. */
export const CONTACT_TAP_ENDPOINT = '/api/contact-taps';

/** Each channel and the start of the links it counts. */
export const tapChannelPrefixes = {
  tel: 'tel:',
  whatsapp: 'https://wa.me/',
  mailto: 'mailto:',
} as const;

export type TapChannel = keyof typeof tapChannelPrefixes;
export const tapChannels = Object.keys(tapChannelPrefixes) as TapChannel[];

/**
 * The listener, inline at the end of every public page (app/(site)/layout.tsx): one delegated click listener on the
 * window, in the capture phase (a component that stops a click cannot hide it), that sends a beacon when the click is
 * on one of those links. Active from the first paint, before any of Next's scripts; it fetches nothing until a tap.
 */
export const contactTapScript =
  'addEventListener("click",function(e){var a=e.target,h,c;a=a&&a.closest&&a.closest("a[href]");if(!a||!navigator.sendBeacon)return;h=a.href;c=' +
  tapChannels.map((channel) => `h.indexOf("${tapChannelPrefixes[channel]}")==0?"${channel}":`).join('') +
  `0;c&&navigator.sendBeacon("${CONTACT_TAP_ENDPOINT}",JSON.stringify({path:location.pathname,channel:c}))},true)`;
