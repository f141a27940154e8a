/** One server function per kind of visitor request; every transport (route handler, server action) calls these. */
import type { RequestKind } from '@/lib/schemas/requests';
import { submitRequest, type RequestContext, type RequestResult } from './pipeline';
import { writers } from './writers';

export type { RequestContext, RequestResult } from './pipeline';

export const createRequest = <K extends RequestKind>(
  kind: K,
  input: unknown,
  ctx: RequestContext,
): Promise<RequestResult> => submitRequest(kind, input, ctx, writers[kind]);

export const createQuote = (input: unknown, ctx: RequestContext) => createRequest('quote', input, ctx);
export const createConsultation = (input: unknown, ctx: RequestContext) => createRequest('consultation', input, ctx);
export const createContact = (input: unknown, ctx: RequestContext) => createRequest('contact', input, ctx);
export const createSupportRequest = (input: unknown, ctx: RequestContext) => createRequest('support', input, ctx);
export const subscribeNewsletter = (input: unknown, ctx: RequestContext) => createRequest('newsletter', input, ctx);
export const createDemoRequest = (input: unknown, ctx: RequestContext) => createRequest('demo', input, ctx);
export const createCallback = (input: unknown, ctx: RequestContext) => createRequest('callback', input, ctx);
