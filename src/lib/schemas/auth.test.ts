import { describe, expect, it } from 'vitest';
import { authMessages } from '@/content/auth';
import { checkAuthForm, signInSchema, signUpSchema } from './auth';

describe('the sign-in and sign-up schemas', () => {
  it('asks for every field first, with SPEC §5 message', () => {
    expect(checkAuthForm(signInSchema, { email: '', password: 'x' })).toEqual({
      ok: false,
      field: 'email',
      message: authMessages.required,
    });
    expect(checkAuthForm(signInSchema, { email: 'a@b.ci' })).toEqual({
      ok: false,
      field: 'password',
      message: authMessages.required,
    });
    expect(checkAuthForm(signUpSchema, { email: 'a@b.ci', password: '123', confirmPassword: '' })).toEqual({
      ok: false,
      field: 'confirmPassword',
      message: authMessages.required,
    });
    expect(checkAuthForm(signInSchema, null)).toMatchObject({ ok: false, message: authMessages.required });
  });

  it('checks the confirmation before the length, then the address', () => {
    expect(checkAuthForm(signUpSchema, { email: 'a@b.ci', password: '123', confirmPassword: '124' })).toEqual({
      ok: false,
      field: 'confirmPassword',
      message: authMessages.mismatch,
    });
    expect(checkAuthForm(signUpSchema, { email: 'a@b.ci', password: '12345', confirmPassword: '12345' })).toEqual({
      ok: false,
      field: 'password',
      message: authMessages.tooShort,
    });
    expect(
      checkAuthForm(signUpSchema, { email: 'sans-arobase', password: '123456', confirmPassword: '123456' }),
    ).toMatchObject({
      ok: false,
      field: 'email',
      message: authMessages.emailInvalid,
    });
    expect(
      checkAuthForm(signUpSchema, { email: '  Awa@Example.ci ', password: '123456', confirmPassword: '123456' }),
    ).toEqual({ ok: true, email: 'Awa@Example.ci' });
  });
});
