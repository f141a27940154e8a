/**
 * Hostile input for every entry point of the site, shared by the end-to-end suite (tests/e2e/hostile.spec.ts) and the
 * benchmark (npm run bench:hostile). Requests go over raw HTTP, so that a body can be chunked, oversized or not UTF-8.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { RequestKind } from '../../src/lib/schemas/requests';
import { BODY_CAPS } from '../../src/server/body';

export type Answer = { status: number; body: string; ms: number };

type SendOptions = { method?: string; headers?: Record<string, string>; chunks?: Buffer[]; chunked?: boolean };

/**
 * One request on a new keep-alive connection, as a browser sends it; `chunked` sends the body without a
 * Content-Length. (With `Connection: close`, a server that answers 413 early closes the socket while the client still
 * writes, and Node's client drops the answer it was sent: that would measure the client, not the server.)
 */
export function send(
  baseUrl: string,
  path: string,
  { method = 'POST', headers = {}, chunks = [], chunked = false }: SendOptions = {},
): Promise<Answer> {
  const url = new URL(path, baseUrl);
  const length = chunks.reduce((total, chunk) => total + chunk.length, 0);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return new Promise<Answer>((resolve) => {
    const started = performance.now();
    let answered = false;
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: { ...headers, ...(chunked || method === 'GET' ? {} : { 'content-length': String(length) }) },
      },
      (response) => {
        answered = true;
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk.length + body.length > 200_000 ? '' : chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started }));
        response.on('error', () =>
          resolve({ status: response.statusCode ?? 0, body, ms: performance.now() - started }),
        );
      },
    );
    // A server that answers 413 before the whole body is sent may close the connection under our feet: the answer
    // already received is what counts.
    request.on('error', () => {
      if (!answered)
        setTimeout(() => !answered && resolve({ status: 0, body: '', ms: performance.now() - started }), 1000);
    });
    const write = (index: number) => {
      if (index >= chunks.length || request.destroyed) return request.end();
      if (request.write(chunks[index]!)) setImmediate(() => write(index + 1));
      else request.once('drain', () => write(index + 1));
    };
    write(0);
  }).finally(() => agent.destroy());
}

/**
 * A hostile request and, while it is being handled, three GETs of a static page: the fastest of them says whether the
 * server could still serve others (an event loop held by one request delays all three).
 *
 * With `budgetMs`, a round whose fastest GET is over it is run again, up to three rounds, and the fastest GET of all
 * rounds is given: a stall the request causes comes back every round (the crafted address held the server for seconds
 * each time), while a garbage collection or the other tenant of a 2-core machine does not (one GET of 113 ms in the
 * CI run of 2026-11-27, where they take 3-26 ms).
 */
export async function sendWhileProbing(
  baseUrl: string,
  path: string,
  options: SendOptions,
  { budgetMs = Infinity }: { budgetMs?: number } = {},
): Promise<{ answer: Answer; probeMs: number }> {
  let fastest = Infinity;
  let answer: Answer | undefined;
  for (let round = 0; round < 3 && fastest >= budgetMs; round += 1) {
    const hostile = send(baseUrl, path, options);
    const probes: Promise<Answer>[] = [];
    for (let index = 0; index < 3; index += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      probes.push(send(baseUrl, '/robots.txt', { method: 'GET' }));
    }
    const [answered, ...probed] = await Promise.all([hostile, ...probes]);
    answer = answered;
    fastest = Math.min(fastest, ...probed.map((probe) => probe.ms));
    if (budgetMs === Infinity) break;
  }
  return { answer: answer!, probeMs: fastest };
}

/** "a@" and 60,000 dots and "@": the address that stalled the old email pattern for seconds. */
export const craftedEmail = (length = 60_000) => `a@${'.'.repeat(Math.max(0, length - 3))}@`;

/** Every entry point that reads a visitor's (or an admin's) input. */
export type EntryPoint = {
  name: string;
  path: string;
  /** The cap its body is read with. */
  cap: number;
  /** A valid payload, marked so that anything it might store can be found. */
  valid: (marker: string) => Record<string, unknown>;
  /** The field a crafted address, a NUL byte or 10,000 characters go into. */
  field: string;
  /** Where the French message is in the JSON answer. */
  message: (json: unknown) => unknown;
  admin?: boolean;
};

const requestMessage = (json: unknown) => (json as { error?: { description?: unknown } })?.error?.description;
const authMessage = (json: unknown) => (json as { message?: unknown })?.message;

const visitor = (marker: string) => ({
  name: `Hostile ${marker}`,
  email: `hostile-${marker}@example.ci`,
  source: '/ · hostile',
});
const requestPayloads: Record<RequestKind, (marker: string) => Record<string, unknown>> = {
  quote: (marker) => ({ ...visitor(marker), phone: '0700000001', service: 'Domotique' }),
  consultation: (marker) => ({
    ...visitor(marker),
    phone: '0700000001',
    consultationType: 'tech',
    consultationMode: 'phone',
    preferredDate: '2999-01-01',
    preferredTime: '09:00-10:00',
    urgency: 'low',
  }),
  contact: (marker) => ({ ...visitor(marker), message: 'Bonjour' }),
  support: (marker) => ({ ...visitor(marker), phone: '0700000001', priority: 'high', description: 'Panne' }),
  newsletter: (marker) => ({ email: `hostile-${marker}@example.ci`, source: '/ · hostile' }),
  demo: (marker) => ({ ...visitor(marker), solution: 'iRequest', requestType: 'demo' }),
  callback: (marker) => ({
    name: `Hostile ${marker}`,
    phone: '0700000001',
    slot: 'Dès que possible',
    source: '/ · hostile',
  }),
};

/** A valid payload of a kind of visitor request, its name and address marked. */
export const validRequest = (kind: RequestKind, marker: string) => requestPayloads[kind](marker);

export const { request: REQUEST_CAP, auth: AUTH_CAP, admin: ADMIN_CAP, desk: DESK_CAP } = BODY_CAPS;

export const entryPoints: EntryPoint[] = [
  ...Object.entries(requestPayloads).map(([kind, valid]) => ({
    name: `POST /api/requests/${kind}`,
    path: `/api/requests/${kind}`,
    cap: REQUEST_CAP,
    valid,
    field: kind === 'newsletter' ? 'email' : 'name',
    message: requestMessage,
  })),
  {
    name: 'sign-up',
    path: '/api/auth/sign-up/email',
    cap: AUTH_CAP,
    valid: (marker) => ({ email: `hostile-${marker}@example.ci`, password: 'hostile-1', name: 'hostile' }),
    field: 'email',
    message: authMessage,
  },
  {
    name: 'sign-in',
    path: '/api/auth/sign-in/email',
    cap: AUTH_CAP,
    valid: (marker) => ({ email: `hostile-${marker}@example.ci`, password: 'hostile-1' }),
    field: 'email',
    message: authMessage,
  },
  {
    name: 'forgotten password',
    path: '/api/auth/request-password-reset',
    cap: AUTH_CAP,
    valid: (marker) => ({ email: `hostile-${marker}@example.ci`, redirectTo: '/auth/nouveau-mot-de-passe' }),
    field: 'email',
    message: authMessage,
  },
  {
    name: 'confirmation mail',
    path: '/api/auth/send-verification-email',
    cap: AUTH_CAP,
    valid: (marker) => ({ email: `hostile-${marker}@example.ci`, callbackURL: '/' }),
    field: 'email',
    message: authMessage,
  },
  {
    name: 'second-factor code',
    path: '/api/auth/two-factor/verify-totp',
    cap: AUTH_CAP,
    valid: () => ({ code: '123456' }),
    field: 'code',
    message: authMessage,
  },
  {
    name: 'recovery code',
    path: '/api/auth/two-factor/verify-backup-code',
    cap: AUTH_CAP,
    valid: () => ({ code: 'abcde-fghij' }),
    field: 'code',
    message: authMessage,
  },
  {
    name: 'invitation acceptance',
    path: '/api/team/accept',
    cap: AUTH_CAP,
    valid: () => ({ token: 'hostile-token', password: 'hostile-password-1' }),
    field: 'token',
    message: authMessage,
  },
  {
    name: 'new password',
    path: '/api/auth/reset-password',
    cap: AUTH_CAP,
    valid: () => ({ token: 'hostile-token', newPassword: 'hostile-1' }),
    field: 'newPassword',
    message: authMessage,
  },
  {
    name: 'admin status',
    path: '/api/admin/status',
    cap: ADMIN_CAP,
    valid: () => ({ kind: 'quotes', id: randomUUID(), status: 'traite' }),
    field: 'id',
    message: authMessage,
    admin: true,
  },
  {
    name: 'admin desk',
    path: '/api/admin/requests',
    cap: DESK_CAP,
    valid: () => ({ action: 'reply', kind: 'quotes', id: randomUUID(), subject: 'Objet', text: 'Bonjour' }),
    field: 'subject',
    message: authMessage,
    admin: true,
  },
  {
    name: 'admin team',
    path: '/api/admin/team',
    cap: ADMIN_CAP,
    valid: (marker) => ({ action: 'unlock', email: `hostile-${marker}@example.ci` }),
    field: 'email',
    message: authMessage,
    admin: true,
  },
  {
    name: 'admin personal data',
    path: '/api/admin/personal-data',
    cap: ADMIN_CAP,
    valid: (marker) => ({ action: 'find', email: `hostile-${marker}@example.ci` }),
    field: 'email',
    message: authMessage,
    admin: true,
  },
];

export type Hostile = { name: string; chunks: Buffer[]; chunked?: boolean; expected: number[] };

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** A JSON payload whose `field` is padded with dots so that the whole body is exactly `size` bytes. */
function craftedAtSize(entry: EntryPoint, marker: string, size: number): Buffer {
  const skeleton = json({ ...entry.valid(marker), [entry.field]: 'a@@' }).length;
  return json({ ...entry.valid(marker), [entry.field]: craftedEmail(size - skeleton + 3) });
}

/** The hostile bodies of one JSON entry point, each with the statuses it may get (400 or 413, never anything else). */
export function hostileBodies(entry: EntryPoint, marker: string): Hostile[] {
  const valid = entry.valid(marker);
  const oneKb = Buffer.alloc(1024, 0x20);
  const depth = Math.floor(Math.min(entry.cap, 60_000) / 2) - 1;
  const invalidUtf8 = Buffer.concat([json(valid).subarray(0, -2), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
  // A body within the cap is read and refused by validation (400); over it, refused unread (413).
  const sized = (name: string, body: Buffer): Hostile => ({
    name,
    chunks: [body],
    expected: [body.length > entry.cap ? 413 : 400],
  });
  return [
    sized('crafted address, 60 KB', json({ ...valid, [entry.field]: craftedEmail() })),
    sized('crafted address at the cap', craftedAtSize(entry, marker, entry.cap)),
    sized('crafted address one byte over the cap', craftedAtSize(entry, marker, entry.cap + 1)),
    {
      name: 'chunked body over the cap',
      chunks: Array.from({ length: entry.cap / 1024 + 64 }, () => oneKb),
      chunked: true,
      expected: [413],
    },
    sized('deep JSON', Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
    sized('invalid UTF-8', invalidUtf8),
    sized('NUL byte', json({ ...valid, [entry.field]: `hostile\u0000${String(valid[entry.field] ?? '')}` })),
    sized('10,000-character field', json({ ...valid, [entry.field]: 'x'.repeat(10_000) })),
  ];
}

/** The hidden fields of the contact form's server action, read from the page as a browser without JavaScript would. */
export async function contactActionFields(baseUrl: string): Promise<[string, string][]> {
  const html = await (await fetch(new URL('/contact', baseUrl))).text();
  const form = html.slice(html.indexOf('encType="multipart/form-data"'));
  const decode = (value: string) => value.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return [...form.slice(0, 4000).matchAll(/<input type="hidden" name="(\$ACTION[^"]+)"(?: value="([^"]*)")?/g)].map(
    ([, name, value]) => [name!, decode(value ?? '')],
  );
}

/** A file in a multipart body: its bytes, the name and the type the browser gives it. */
export type FilePart = { file: Buffer; filename: string; type?: string };

/** A multipart form body, as a browser posts a form without JavaScript (files included). */
export function multipart(fields: [string, string | Buffer | FilePart][]): { body: Buffer; type: string } {
  const boundary = `----hostile${randomUUID().replaceAll('-', '')}`;
  const parts = fields.map(([name, value]) => {
    const file = typeof value === 'object' && !Buffer.isBuffer(value) ? value : undefined;
    const head = file
      ? `Content-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}`
      : `Content-Disposition: form-data; name="${name}"`;
    const bytes = file ? file.file : Buffer.isBuffer(value) ? value : Buffer.from(value as string);
    return Buffer.concat([Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), bytes, Buffer.from('\r\n')]);
  });
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}
