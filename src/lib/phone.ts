/**
 * Phone numbers as visitors type them, read with libphonenumber-js: Côte d'Ivoire's numbering by default (ten digits
 * since 31 January 2021: mobiles 01, 05 and 07, fixed lines 21, 25 and 27), any other country with its `+` or `00`
 * prefix. "07 07 07 07 07", "+225 0707070707", "00225 07.07.07.07.07" and "(225) 07-07-07-07-07" are one number,
 * +2250707070707 (E.164), which is what is stored beside what was typed, searched and linked to.
 *
 * Loaded by the forms' schemas in the browser: it reads the "min" metadata without its formatting rules
 * (scripts/phone-metadata.ts), which check a number exactly as "min" does (country code, length, the country's
 * national pattern) for half its weight. "min" rather than "max": "max" also checks each block of numbers against the
 * ranges allocated when it was published, and would refuse a real visitor's number from a newer range.
 */
import { parsePhoneNumberFromString, type CountryCode, type MetadataJson } from 'libphonenumber-js/core';
import metadata from './phone-metadata.json';

/** The region of a number typed without its country code. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'CI';

const IVORIAN_CODE = '225';

const leadingBracketedCode = /^\( ?(\+\d{1,3}) ?\)/;

/** Why a typed value is not a phone number: an eight-digit Ivorian number from before 2021, or anything else. */
export type PhoneProblem = 'old-ivorian' | 'invalid';

export type PhoneCheck = { ok: true; e164: string } | { ok: false; problem: PhoneProblem };

/**
 * Reads a typed phone number. Only a whole value that is one number is read (`extract: false`): "appelez le 07…" or
 * two numbers are refused. An extension as the library reads it ("… ext. 12", "x12") is accepted and left out of
 * the E.164. Eight-digit Ivorian numbers are refused rather than guessed: libphonenumber does not map them, the two
 * digits to put in front depend on the operator the line had in 2021, and a wrong guess would call a stranger.
 */
export function checkPhone(typed: string): PhoneCheck {
  // Any space (a tab, the no-break spaces of a pasted number) as a space; "(+225) 07…", as business cards write it,
  // as "+225 07…": the library reads "(225)" but not a "+" in brackets.
  const spaced = typed.replace(/\s+/g, ' ').trim().replace(leadingBracketedCode, '$1 ');
  const number = parsePhoneNumberFromString(
    spaced,
    { defaultCountry: DEFAULT_PHONE_COUNTRY, extract: false },
    metadata as MetadataJson,
  );
  if (number?.isValid()) return { ok: true, e164: number.number };
  return {
    ok: false,
    problem: isOldIvorian(typed, number?.countryCallingCode, number?.nationalNumber) ? 'old-ivorian' : 'invalid',
  };
}

/** Eight national digits behind Côte d'Ivoire's code, or typed alone: the numbering before 2021. */
function isOldIvorian(typed: string, code: string | undefined, national: string | undefined): boolean {
  if (code === IVORIAN_CODE && national?.length === 8) return true;
  // "225 20 21 22 23": the library does not take 225 for the country code when what follows is not a valid number.
  const digits = typed.replace(/[\s().-]/g, '');
  return /^(?:\+|00)?225\d{8}$/.test(digits);
}

/** A typed number in E.164 (`+2250707070707`), or null when there is none or it is not a phone number. */
export function toE164(typed: string | null | undefined): string | null {
  if (!typed) return null;
  const checked = checkPhone(typed);
  return checked.ok ? checked.e164 : null;
}
