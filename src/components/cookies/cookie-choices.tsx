'use client';

import { useEffect } from 'react';
import clsx from 'clsx';
import { acceptAll, refuseAll } from '@/lib/consent';
import { readConsent, saveConsent, subscribeConsent } from '@/lib/consent-store';
import { buttonVariants } from '@/components/ui/button-variants';
import { CookiePreferencesTrigger } from './cookie-preferences-trigger';

type Props = { attribute: string; labels: { acceptAll: string; refuseAll: string; customise: string } };

/** The banner's three buttons. Once a choice is stored, from here or from the dialog, the banner goes. */
export function CookieChoices({ attribute, labels }: Props) {
  useEffect(
    () =>
      subscribeConsent(() => {
        if (readConsent()) document.documentElement.removeAttribute(attribute);
      }),
    [attribute],
  );

  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:flex-nowrap">
      <button type="button" className={buttonVariants({ size: 'sm' })} onClick={() => saveConsent(refuseAll)}>
        {labels.refuseAll}
      </button>
      <button type="button" className={buttonVariants({ size: 'sm' })} onClick={() => saveConsent(acceptAll)}>
        {labels.acceptAll}
      </button>
      <CookiePreferencesTrigger className={clsx(buttonVariants({ variant: 'outline', size: 'sm' }), 'col-span-2 sm:col-span-1')}>
        {labels.customise}
      </CookiePreferencesTrigger>
    </div>
  );
}
