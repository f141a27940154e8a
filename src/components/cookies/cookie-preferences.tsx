import clsx from 'clsx';
import { PopoverClose } from '@/components/ui/popover-close';
import { cookieText, cookieTypes } from '@/content/cookies';
import { uiText } from '@/content/layout';
import { CONSENT_CHOICE_FIELD, COOKIE_PREFERENCES_ID } from '@/config/cookies';
import { buttonVariants } from '@/components/ui/button-variants';
import { ConsentForm } from './consent-form';

/**
 * The four cookie types, strictly necessary always on and the others off until the visitor turns them on. A native
 * popover in every page's HTML, so that it opens and its choices are saved without JavaScript (a form post); the
 * script, when there, saves without leaving the page and ticks what is stored (consent-form.tsx).
 */
export function CookiePreferences() {
  const titleId = `${COOKIE_PREFERENCES_ID}-titre`;
  return (
    <div
      id={COOKIE_PREFERENCES_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      aria-describedby={`${COOKIE_PREFERENCES_ID}-description`}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg overflow-y-auto overscroll-contain rounded-2xl border-0 bg-white p-6 text-ink shadow-2xl backdrop:bg-brand-950/60"
    >
      <p id={titleId} className="pr-10 text-lg font-bold text-brand-950">
        {cookieText.dialogTitle}
      </p>
      <p id={`${COOKIE_PREFERENCES_ID}-description`} className="mt-2 text-sm text-muted">
        {cookieText.dialogDescription}
      </p>
      <ConsentForm saved={cookieText.saved}>
        <ul className="mt-5 flex flex-col gap-3">
          {cookieTypes.map((type) => {
            const inputId = `cookies-${type.id}`;
            return (
              <li key={type.id} className="rounded-xl border border-line p-4">
                <div className="flex items-start justify-between gap-4">
                  <label htmlFor={inputId} className="font-semibold text-brand-950">
                    {type.name}
                  </label>
                  <input
                    id={inputId}
                    type="checkbox"
                    role="switch"
                    name={type.required ? undefined : type.id}
                    value="1"
                    className="mt-0.5 size-5 shrink-0 accent-brand-700"
                    defaultChecked={type.required}
                    disabled={type.required}
                    aria-describedby={`${inputId}-description`}
                  />
                </div>
                <p id={`${inputId}-description`} className="mt-1 text-sm text-muted">
                  {type.description}
                  <span className="mt-1 block text-xs">
                    {type.required ? `${cookieText.alwaysOn} · ` : ''}
                    {cookieText.duration}&nbsp;: {type.duration}
                  </span>
                </p>
              </li>
            );
          })}
        </ul>
        <div className="mt-6 grid gap-3 sm:grid-cols-3">
          <button
            type="submit"
            name={CONSENT_CHOICE_FIELD}
            value="refuse"
            className={clsx(buttonVariants({ variant: 'outline' }))}
          >
            {cookieText.refuseAll}
          </button>
          <button
            type="submit"
            name={CONSENT_CHOICE_FIELD}
            value="accept"
            className={clsx(buttonVariants({ variant: 'outline' }))}
          >
            {cookieText.acceptAll}
          </button>
          <button type="submit" name={CONSENT_CHOICE_FIELD} value="custom" className={clsx(buttonVariants())}>
            {cookieText.save}
          </button>
        </div>
      </ConsentForm>
      <PopoverClose target={COOKIE_PREFERENCES_ID} label={uiText.close} />
    </div>
  );
}
