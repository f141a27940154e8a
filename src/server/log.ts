/**
 * What reaches the server's log when something of ours fails. An error's message may carry the query's parameters
 * (visitor data), a token or a link with one, so a log line names the error and its causes by name and code only.
 */

type Described = { name?: unknown; code?: unknown; constraint?: unknown; cause?: unknown };

/** "DrizzleQueryError ← DatabaseError 23505 (quotes_pkey)": each link of the cause chain, without its message. */
export function describeError(error: unknown): string {
  const links: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth += 1) {
    if (typeof current !== 'object') {
      links.push(typeof current);
      break;
    }
    const { name, code, constraint, cause } = current as Described;
    const label = typeof name === 'string' && name ? name : 'Error';
    const safeCode = typeof code === 'string' || typeof code === 'number' ? ` ${String(code).slice(0, 40)}` : '';
    const safeConstraint = typeof constraint === 'string' && constraint ? ` (${constraint.slice(0, 80)})` : '';
    links.push(`${label}${safeCode}${safeConstraint}`);
    current = cause;
  }
  return links.join(' ← ') || 'unknown error';
}

/** `[scope] what: <error by name and code>` on stderr. */
export function logError(scope: string, what: string, error?: unknown) {
  console.error(`[${scope}] ${what}${error === undefined ? '' : `: ${describeError(error)}`}`);
}
