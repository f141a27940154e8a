/**
 * One mailbox, however its address is written: lower case, the `+tag` of the local part removed, and a Gmail address's
 * dots removed (Gmail delivers `a.b+x@gmail.com` and `ab@gmail.com` to one inbox; googlemail.com is gmail.com). What
 * the per-address caps on the mails we send count (server/mail/visitor-caps.ts), so that variants of one inbox share
 * one count.
 */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

export function canonicalAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at).split('+', 1)[0]!;
  let domain = address.slice(at + 1);
  if (GMAIL.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  return `${local || address.slice(0, at)}@${domain}`;
}
