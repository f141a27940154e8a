'use client';

import { useState, type FormEvent } from 'react';
import { authMessages } from '@/content/auth';
import { authAndSecondFactorErrors, secondFactorText as text } from '@/content/second-factor';
import { totpCodePattern } from '@/lib/schemas/patterns';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input } from '@/components/ui/field';
import { postAuth } from './auth-client';
import { notify } from './toaster';

/** The answers after which a new code is pointless: the challenge is gone, the password must be given again. */
const challengeOver = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', 'TOTP_NOT_ENABLED']);

/** The second step: a code of the authenticator app, or a recovery code. `onRestart` goes back to the password. */
export function SecondFactorForm({ onDone, onRestart }: { onDone: () => void; onRestart: () => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // Read before the first await: React clears currentTarget once the event is dispatched.
    const field = event.currentTarget.querySelector<HTMLInputElement>('[name="code"]');
    const typed = code.replace(/\s+/g, '');
    const { checkAuthForm, recoveryCodeSchema, totpCodeSchema } = await import('@/lib/schemas/auth');
    const checked = checkAuthForm(/^\d+$/.test(typed) ? totpCodeSchema : recoveryCodeSchema, { code: typed });
    if (!checked.ok) {
      setError(checked.message);
      void notify({ title: authMessages.signInErrorTitle, description: checked.message, variant: 'error' });
      field?.focus();
      return;
    }
    setBusy(true);
    // 6 digits from the authenticator app, or else a recovery code.
    const endpoint = totpCodePattern.test(typed) ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code';
    const result = await postAuth(endpoint, { code: typed }, authAndSecondFactorErrors);
    if (result.ok) return onDone();
    setBusy(false);
    void notify({ title: authMessages.signInErrorTitle, description: result.message, variant: 'error' });
    if (challengeOver.has(result.code)) return onRestart();
    setError(result.message);
    field?.select();
  };

  return (
    <form onSubmit={submit} method="post" noValidate className="flex flex-col gap-4" aria-label={text.heading}>
      <div>
        <h2 className="text-lg font-semibold text-ink">{text.heading}</h2>
        <p className="mt-1 text-sm text-muted">{text.intro}</p>
      </div>
      <Field id="signin-code" label={text.codeLabel} required error={error} hint={text.codeHint}>
        {(aria) => (
          <Input
            {...aria}
            name="code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setError(undefined);
            }}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={20}
            autoFocus
          />
        )}
      </Field>
      <button type="submit" className={buttonVariants()} disabled={busy} aria-disabled={busy}>
        {busy ? text.verifying : text.verify}
      </button>
      <button type="button" className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} w-fit`} onClick={onRestart}>
        {text.restart}
      </button>
    </form>
  );
}
