import type { ComponentProps } from 'react';
import { COOKIE_PREFERENCES_ID } from '@/config/cookies';

/**
 * A button that opens the cookie preferences panel (cookie-preferences.tsx), a native popover: it works from the
 * first paint, with or without JavaScript. The banner's 'Personnaliser', the cookies page's, the footer's.
 */
export function CookiePreferencesTrigger(buttonProps: Omit<ComponentProps<'button'>, 'onClick' | 'type'>) {
  return <button type="button" popoverTarget={COOKIE_PREFERENCES_ID} aria-haspopup="dialog" {...buttonProps} />;
}
