import { formText } from '@/content/forms';
import { HONEYPOT_FIELD } from '@/lib/schemas/limits';

/** Invisible to people and to assistive technology; bots that fill every field fill it too. */
export function Honeypot() {
  return (
    <div aria-hidden className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {formText.honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
