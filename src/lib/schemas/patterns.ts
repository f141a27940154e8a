/** The patterns that run on untrusted text. Each runs in linear time on any input; none depends on anything. */

/**
 * An ordinary mailbox: an ASCII local part of letters, digits and `_ ' + -` in dot-separated runs, `@`, then a domain
 * of two or more labels of letters (an internationalised domain's too), digits and hyphens. Characters that mean
 * something elsewhere (`, ; < > % ? & " ( ) [ ] \` and spaces) are refused, so that one typed address is always one
 * recipient for nodemailer and one address in a back-office `mailto:`. It runs in linear time whatever the input: each
 * part's class excludes the character that ends it, so the engine never has two ways to split a string. The browser's
 * type="email" is looser.
 */
export const emailPattern = /^[A-Za-z0-9_'+-]+(?:\.[A-Za-z0-9_'+-]+)*@[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)+$/u;

// Characters no one types in a form field: control characters (PostgreSQL refuses NUL; a line break in a name would
// forge a line of the team's mail), lone surrogates, bidirectional overrides (text that reads other than it is),
// U+FFFD, what a decoder puts for invalid UTF-8 (a form post's fields are decoded leniently), and U+FFFE and U+FFFF,
// which XML 1.0 forbids like the controls and lone surrogates: one of them in an article would make the whole Atom
// feed unreadable to every feed reader. Single-character classes: linear time.
export const forbiddenInLine = /[\p{Cc}\p{Cs}\u202a-\u202e\u2066-\u2069\ufffd-\uffff]/u;
export const forbiddenInParagraph = /[\0-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\p{Cs}\u202a-\u202e\u2066-\u2069\ufffd-\uffff]/u;

/** A row's id (PostgreSQL's uuid as text). */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A code of an authenticator app (RFC 6238, as better-auth's two-factor plugin makes them): 6 digits. */
export const totpCodePattern = /^\d{6}$/;
/** A recovery code, as better-auth gives them: two groups of 5 letters or digits. */
export const recoveryCodePattern = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;
