/** A path on this site to return to after signing in: relative, never another host ("//evil", "/\\evil"). */
export function safeReturnPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
