'use server';

import { headers } from 'next/headers';
import type { RequestPageState } from '@/components/forms/request-page-form';
import { postForm } from '@/server/requests/form-post';

/** The request pages' server actions, what their plain HTML POST reaches: shells over server/requests/form-post.ts. */

export async function submitQuote(_previous: RequestPageState, formData: FormData): Promise<RequestPageState> {
  return postForm('quote', formData, await headers());
}

export async function submitConsultation(_previous: RequestPageState, formData: FormData): Promise<RequestPageState> {
  return postForm('consultation', formData, await headers());
}

export async function submitSupport(_previous: RequestPageState, formData: FormData): Promise<RequestPageState> {
  return postForm('support', formData, await headers());
}

export async function submitDemo(_previous: RequestPageState, formData: FormData): Promise<RequestPageState> {
  return postForm('demo', formData, await headers());
}

export async function submitCallback(_previous: RequestPageState, formData: FormData): Promise<RequestPageState> {
  return postForm('callback', formData, await headers());
}
