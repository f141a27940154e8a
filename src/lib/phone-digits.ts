/**
 * A phone number as the digits that name it, whatever way it was typed: spaces, dots and dashes dropped, an
 * international prefix (`+`, `00`) and Côte d'Ivoire's country code (225) removed. "07 00 00 00 01",
 * "+225 0700000001" and "00225 07-00-00-00-01" give the same digits. The data-protection screen finds a person's
 * requests by it (a call-back leaves a phone number only).
 */
export function phoneDigits(phone: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  // Ten national digits since 2021, eight before.
  if (digits.startsWith('225') && (digits.length === 13 || digits.length === 11)) digits = digits.slice(3);
  return digits;
}

/** The fewest digits a searched phone number may have: fewer would name too many people. */
export const PHONE_SEARCH_MIN_DIGITS = 8;

/** What a person may type for a phone number: digits, spaces, `+ ( ) . -`, at most 30 characters. */
export const phoneSearchPattern = /^\+?[\d\s().-]{1,30}$/;

/** Whether a typed value is a phone number the screen can search. */
export const isSearchablePhone = (value: string) =>
  value.length <= 30 && phoneSearchPattern.test(value) && phoneDigits(value).length >= PHONE_SEARCH_MIN_DIGITS;
