import { handleAuthRequest } from '@/server/auth/http';

/** better-auth's HTTP endpoints, behind our checks (server/auth/http.ts). */
export const GET = handleAuthRequest;
export const HEAD = handleAuthRequest;
export const POST = handleAuthRequest;
