'use client';

import { useState, type FormEvent, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { Copy, Download, ShieldCheck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { encode } from 'uqr';
import { authMessages } from '@/content/auth';
import { authAndSecondFactorErrors, secondFactorMessages } from '@/content/second-factor';
import { totpCodePattern } from '@/lib/schemas/patterns';
import { securityText as text } from '@/content/admin';
import { buttonVariants } from '@/components/ui/button-variants';
import { Field, Input } from '@/components/ui/field';
import { postAuth } from '@/components/forms/auth-client';
import { notify } from '@/components/forms/toaster';

const fail = (description: string) => void notify({ title: text.errorTitle, description, variant: 'error' });

/** A QR code drawn as one SVG path, from the otpauth:// URI: what an authenticator app scans. */
function QrCode({ value }: { value: string }) {
  const { data, size } = encode(value, { ecc: 'M', border: 2 });
  const path = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={text.qrLabel}
      className="size-48 rounded-lg bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#0b1b33" />
    </svg>
  );
}

/** The recovery codes, once: to download or copy, then the way into the back-office. */
function RecoveryCodes({
  codes,
  email,
  heading,
  onKept,
}: {
  codes: string[];
  email: string;
  heading: string;
  onKept: () => void;
}) {
  const file = `${text.codesFileHeading(email)}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n')).then(
      () => notify({ title: text.copiedTitle, description: text.copied }),
      () => undefined,
    );
  };
  return (
    <section aria-labelledby="codes-heading" className="flex flex-col gap-4 rounded-xl bg-white p-5 ring-1 ring-line">
      <h2 id="codes-heading" className="text-lg font-bold text-ink">
        {heading}
      </h2>
      <p className="text-sm text-muted">{text.codesIntro(codes.length)}</p>
      <ul className="grid grid-cols-2 gap-2 font-mono text-base sm:grid-cols-5" aria-label={heading}>
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-surface px-2 py-1 text-center tracking-wide">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download={text.codesFile}
          className={buttonVariants({ variant: 'outline' })}
        >
          <Icon icon={Download} />
          {text.download}
        </a>
        <button type="button" className={buttonVariants({ variant: 'outline' })} onClick={copy}>
          <Icon icon={Copy} />
          {text.copy}
        </button>
        <button type="button" className={buttonVariants()} onClick={onKept}>
          {text.kept}
        </button>
      </div>
    </section>
  );
}

/** A form of the panel: its fields, its button, busy while it runs. */
function PanelForm({
  label,
  busy,
  action,
  busyLabel,
  onSubmit,
  children,
}: {
  label: string;
  busy: boolean;
  action: string;
  busyLabel: string;
  onSubmit: (form: HTMLFormElement) => void;
  children: ReactNode;
}) {
  return (
    <form
      aria-label={label}
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        if (!busy) onSubmit(event.currentTarget);
      }}
    >
      {children}
      <button type="submit" className={`${buttonVariants()} w-fit`} disabled={busy} aria-disabled={busy}>
        {busy ? busyLabel : action}
      </button>
    </form>
  );
}

const field = (form: HTMLFormElement, name: string) => (new FormData(form).get(name) ?? '').toString();

/** Enrolment: the password, then the QR code and a first code, then the recovery codes. */
function Enrolment({ email }: { email: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [setup, setSetup] = useState<{ uri: string; backupCodes: string[] } | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const start = async (form: HTMLFormElement) => {
    const password = field(form, 'password');
    if (!password) return setError(authMessages.required);
    setBusy(true);
    const result = await postAuth('/two-factor/enable', { password }, authAndSecondFactorErrors);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return fail(result.message);
    }
    const data = result.data as { totpURI: string; backupCodes: string[] };
    setError(undefined);
    setSetup({ uri: data.totpURI, backupCodes: data.backupCodes });
  };

  const confirm = async (form: HTMLFormElement) => {
    const code = field(form, 'code').replace(/\s+/g, '');
    if (!totpCodePattern.test(code)) {
      setError(secondFactorMessages.codeInvalid);
      return fail(secondFactorMessages.codeInvalid);
    }
    setBusy(true);
    const result = await postAuth('/two-factor/verify-totp', { code }, authAndSecondFactorErrors);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return fail(result.message);
    }
    setConfirmed(true);
    void notify({ title: text.enrolledTitle, description: text.enrolled });
  };

  if (setup && confirmed) {
    return (
      <RecoveryCodes
        codes={setup.backupCodes}
        email={email}
        heading={text.codesHeading}
        onKept={() => {
          router.push('/admin');
          router.refresh();
        }}
      />
    );
  }
  if (setup) {
    const key = new URL(setup.uri).searchParams.get('secret') ?? '';
    return (
      <section aria-labelledby="scan-heading" className="flex flex-col gap-5 rounded-xl bg-white p-5 ring-1 ring-line">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <QrCode value={setup.uri} />
          <div className="flex min-w-0 flex-col gap-2">
            <h2 id="scan-heading" className="text-lg font-bold text-ink">
              {text.scanHeading}
            </h2>
            <p className="text-sm text-muted">{text.scanIntro}</p>
            <p className="text-sm font-medium text-ink">{text.keyLabel}</p>
            <code className="rounded-md bg-surface px-2 py-1 font-mono text-sm break-all" data-testid="totp-key">
              {key.match(/.{1,4}/g)?.join(' ')}
            </code>
          </div>
        </div>
        <h2 className="text-lg font-bold text-ink">{text.confirmHeading}</h2>
        <PanelForm
          label={text.confirmHeading}
          busy={busy}
          action={text.confirm}
          busyLabel={text.confirming}
          onSubmit={confirm}
        >
          <Field id="enrol-code" label={text.codeLabel} required error={error}>
            {(aria) => (
              <Input
                {...aria}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={12}
                className="max-w-48"
                autoFocus
              />
            )}
          </Field>
        </PanelForm>
      </section>
    );
  }
  return (
    <section className="rounded-xl bg-white p-5 ring-1 ring-line">
      <PanelForm label={text.heading} busy={busy} action={text.start} busyLabel={text.starting} onSubmit={start}>
        <Field id="enrol-password" label={text.passwordLabel} required error={error}>
          {(aria) => (
            <Input {...aria} name="password" type="password" autoComplete="current-password" className="max-w-sm" />
          )}
        </Field>
      </PanelForm>
    </section>
  );
}

/** One of the two changes of an enrolled account: the password and a current code, then its outcome. */
function OwnChange({
  action,
  heading,
  intro,
  button,
  onDone,
}: {
  action: 'renew-codes' | 'reset';
  heading: string;
  intro: string;
  button: string;
  onDone: (codes?: string[]) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = async (form: HTMLFormElement) => {
    const password = field(form, 'password');
    const code = field(form, 'code');
    if (!password || !code) return setError(authMessages.required);
    setBusy(true);
    const response = await fetch('/api/admin/two-factor', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action, password, code }),
    }).catch(() => null);
    const body = (await response?.json().catch(() => null)) as {
      ok: boolean;
      message?: string;
      backupCodes?: string[];
    } | null;
    setBusy(false);
    if (!body?.ok) {
      const message = body?.message ?? authMessages.unavailable;
      setError(message);
      return fail(message);
    }
    onDone(body.backupCodes);
  };
  return (
    <section
      aria-labelledby={`${action}-heading`}
      className="flex flex-col gap-3 rounded-xl bg-white p-5 ring-1 ring-line"
    >
      <h2 id={`${action}-heading`} className="text-lg font-bold text-ink">
        {heading}
      </h2>
      <p className="text-sm text-muted">{intro}</p>
      <PanelForm label={heading} busy={busy} action={button} busyLabel={text.working} onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${action}-password`} label={text.passwordLabel} required error={error}>
            {(aria) => <Input {...aria} name="password" type="password" autoComplete="current-password" />}
          </Field>
          <Field id={`${action}-code`} label={text.currentCodeLabel} required>
            {(aria) => (
              <Input
                {...aria}
                name="code"
                autoComplete="one-time-code"
                autoCapitalize="off"
                spellCheck={false}
                maxLength={20}
              />
            )}
          </Field>
        </div>
      </PanelForm>
    </section>
  );
}

/** /admin/securite: the enrolment, or the renewal of the recovery codes and the change of authenticator. */
export function TwoFactorPanel({ email, enrolled }: { email: string; enrolled: boolean }) {
  const router = useRouter();
  const [renewed, setRenewed] = useState<string[] | null>(null);
  if (!enrolled) return <Enrolment email={email} />;
  if (renewed)
    return <RecoveryCodes codes={renewed} email={email} heading={text.renewedTitle} onKept={() => setRenewed(null)} />;
  // What replaces the form starts at the top of the page, not where the form was.
  const toTop = () => window.scrollTo({ top: 0 });
  return (
    <>
      <p className="flex items-center gap-2 rounded-xl bg-brand-50 p-4 text-sm font-semibold text-brand-900">
        <Icon icon={ShieldCheck} className="size-5 shrink-0 text-brand-700" />
        {text.enrolledTitle}
      </p>
      <OwnChange
        action="renew-codes"
        heading={text.renewHeading}
        intro={text.renewIntro}
        button={text.renew}
        onDone={(codes) => {
          toTop();
          setRenewed(codes ?? []);
        }}
      />
      <OwnChange
        action="reset"
        heading={text.resetHeading}
        intro={text.resetIntro}
        button={text.reset}
        onDone={() => {
          toTop();
          void notify({ title: text.resetTitle, description: text.resetDone });
          router.refresh();
        }}
      />
    </>
  );
}
