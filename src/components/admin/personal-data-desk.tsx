'use client';

import { useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/link';
import { Download, Search, Trash2 } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { adminTabs } from '@/content/admin';
import { personalDataText as text } from '@/content/personal-data';
import { isSearchablePhone, PHONE_SEARCH_MIN_DIGITS } from '@/lib/phone-digits';
import { emailPattern } from '@/lib/schemas/patterns';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input } from '@/components/ui/field';
import { notify } from '@/components/forms/toaster';
import { authMessages } from '@/content/auth';
import type { WorkflowKind } from '@/config/requests';

type Found = {
  requests: { kind: WorkflowKind; id: string; name: string; createdAt: string; path: string }[];
  newsletter: boolean;
  account: boolean;
  mails: number;
};
type Erased = { requests: number; newsletter: number; account: number; mails: number; files: number };
/** Whom the screen asks about: an address, or a phone number (a call-back leaves no address). */
type Person = { email: string } | { phone: string };
type Answer = { ok: true; found?: Found; file?: unknown; erased?: Erased } | { ok: false; message?: string };

async function post(action: 'find' | 'export' | 'erase', person: Person): Promise<Answer> {
  const response = await fetch('/api/admin/personal-data', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, ...person }),
  }).catch(() => null);
  return ((await response?.json().catch(() => null)) as Answer | null) ?? { ok: false };
}

const failed = (answer: Answer) =>
  void notify({
    title: text.errorTitle,
    description: (!answer.ok && answer.message) || authMessages.unavailable,
    variant: 'error',
  });

/** What was typed, as an address (lower case) or a phone number; null when it is neither. */
function personOf(typed: string): Person | null {
  const value = typed.trim();
  if (value.includes('@')) return emailPattern.test(value.toLowerCase()) ? { email: value.toLowerCase() } : null;
  return isSearchablePhone(value) ? { phone: value } : null;
}

/** Finds what an address or a phone number carries, then exports it as a JSON file or erases it (in two steps). */
export function PersonalDataDesk() {
  const [busy, setBusy] = useState<'find' | 'export' | 'erase' | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<{ label: string; person: Person; found: Found } | null>(null);
  const [confirming, setConfirming] = useState(false);

  const run = async (action: 'find' | 'export' | 'erase', person: Person) => {
    setBusy(action);
    const answer = await post(action, person);
    setBusy(null);
    if (!answer.ok) failed(answer);
    return answer.ok ? answer : null;
  };

  const find = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const person = personOf(String(new FormData(event.currentTarget).get('email') ?? ''));
    if (!person) return setError(text.invalidEmail(PHONE_SEARCH_MIN_DIGITS));
    setError(undefined);
    setConfirming(false);
    const answer = await run('find', person);
    if (answer?.found)
      setResult({ label: 'email' in person ? person.email : person.phone, person, found: answer.found });
  };

  const exportFile = async () => {
    if (!result) return;
    const answer = await run('export', result.person);
    if (!answer?.file) return;
    const url = URL.createObjectURL(new Blob([JSON.stringify(answer.file, null, 2)], { type: 'application/json' }));
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: text.fileName(new Date().toISOString().slice(0, 10)),
    });
    link.click();
    URL.revokeObjectURL(url);
    void notify({ title: text.exportedTitle, description: text.exported });
  };

  const erase = async () => {
    if (!result) return;
    const answer = await run('erase', result.person);
    setConfirming(false);
    if (!answer?.erased) return;
    void notify({ title: text.erasedTitle, description: text.erased(answer.erased) });
    const again = await run('find', result.person);
    if (again?.found) setResult({ ...result, found: again.found });
  };

  const found = result?.found;
  const empty = found && found.requests.length === 0 && !found.newsletter && !found.account && found.mails === 0;
  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={find}
        noValidate
        role="search"
        aria-label={text.searchLabel}
        className="grid gap-3 rounded-xl bg-white p-5 ring-1 ring-line sm:grid-cols-[1fr_auto] sm:items-end"
      >
        <Field id="personal-email" label={text.emailLabel} required error={error}>
          {(aria) => <Input {...aria} name="email" type="text" inputMode="email" autoComplete="off" maxLength={254} />}
        </Field>
        <button type="submit" className={buttonVariants({ variant: 'primary' })} disabled={busy !== null}>
          <Icon icon={Search} />
          {busy === 'find' ? text.finding : text.find}
        </button>
      </form>

      {result && found ? (
        <section
          aria-labelledby="personal-results"
          className="flex flex-col gap-4 rounded-xl bg-white p-5 ring-1 ring-line"
        >
          <h2 id="personal-results" className="text-xl font-bold break-words text-brand-950" aria-live="polite">
            {text.resultsHeading(result.label)}
          </h2>
          {empty ? (
            <p className="text-muted">{text.nothing}</p>
          ) : (
            <>
              <ul className="flex flex-col gap-1 text-sm">
                <li className="font-semibold">{text.requests(found.requests.length)}</li>
                {found.requests.map((request) => (
                  <li key={request.id} className="ml-4 list-disc">
                    <Link href={request.path} className="text-brand-800 hover:underline">
                      {adminTabs[request.kind].label} · {request.name} ·{' '}
                      {new Date(request.createdAt).toLocaleDateString('fr-FR')}
                    </Link>
                  </li>
                ))}
                {found.newsletter ? <li className="font-semibold">{text.newsletter}</li> : null}
                {found.account ? <li className="font-semibold">{text.account}</li> : null}
                <li className="font-semibold">{text.mails(found.mails)}</li>
              </ul>
              <p className="text-sm text-muted">{text.eraseWarning}</p>
              <div className="flex flex-wrap gap-3">
                <button
                  type="button"
                  className={buttonVariants({ variant: 'outline' })}
                  disabled={busy !== null}
                  onClick={() => void exportFile()}
                >
                  <Icon icon={Download} />
                  {busy === 'export' ? text.exporting : text.export}
                </button>
                {confirming ? (
                  <button
                    type="button"
                    className={buttonVariants({ variant: 'primary', className: 'bg-red-700 hover:bg-red-800' })}
                    disabled={busy !== null}
                    onClick={() => void erase()}
                  >
                    <Icon icon={Trash2} />
                    {busy === 'erase' ? text.erasing : text.confirmErase}
                  </button>
                ) : (
                  <button
                    type="button"
                    className={buttonVariants({ variant: 'ghost' })}
                    disabled={busy !== null}
                    onClick={() => setConfirming(true)}
                  >
                    <Icon icon={Trash2} />
                    {text.erase}
                  </button>
                )}
              </div>
            </>
          )}
        </section>
      ) : null}
    </div>
  );
}
