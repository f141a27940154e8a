import { messages } from '@/content/requests';

export type FieldErrors = Record<string, string>;

/** The first French message of each field of a refused payload. */
export function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length ? String(issue.path[0]) : '_';
    // Fields the visitor never types (the payload itself, source, honeypot) carry Zod's English defaults.
    errors[field] ??=
      field === '_' || field === 'source' || field === 'website' ? messages.invalidRequest : issue.message;
  }
  return errors;
}
