/**
 * What the visitor typed or chose in a server-rendered form before its scripts arrived: each of `rendered`'s fields
 * whose control now holds another value. React keeps that text on screen when it hydrates a controlled field, but not
 * in the field's state, which would be sent without it. Call it once hydrated, before the form's state first changes,
 * with the values the server rendered. A text field, a select or a group of radios (whose list gives the checked
 * one's value); not a lone checkbox, whose value does not say whether it is ticked.
 */
export function typedBeforeScripts(
  form: HTMLFormElement | null,
  rendered: Record<string, string | undefined>,
): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const name in rendered) {
    const value = (form?.elements.namedItem(name) as HTMLInputElement | RadioNodeList | null)?.value;
    if (value !== undefined && value !== (rendered[name] ?? '')) typed[name] = value;
  }
  return typed;
}
