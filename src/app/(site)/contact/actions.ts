'use server';

import { headers } from 'next/headers';
import type { ContactFormState } from '@/components/forms/contact-form';
import { postForm } from '@/server/requests/form-post';

/** The contact form's server action, what a plain HTML POST reaches: a shell over server/requests/form-post.ts. */
export async function submitContact(_previous: ContactFormState, formData: FormData): Promise<ContactFormState> {
  return postForm('contact', formData, await headers());
}
