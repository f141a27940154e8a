import { getAuth } from '@/server/auth/auth';

// better-auth's HTTP endpoints (sign-up, sign-in with its rate limit, verification, session, sign-out).
const handle = async (request: Request) => (await getAuth()).handler(request);

export const GET = handle;
export const POST = handle;
