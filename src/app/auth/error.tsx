'use client';

/** The sign-in pages fail as a public page does: in the site's frame (app/(site)/error.tsx). */
export { default } from '../(site)/error';
