/**
 * Test helpers playing Discord: a key pair and signatures from Node's own
 * crypto (an implementation independent of the endpoint's @noble/curves),
 * a catalog server and a stand-in for Discord's webhook API.
 */
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface Signer {
  publicKeyHex: string;
  sign(timestamp: string, body: string | Uint8Array): string;
}

export function makeSigner(): Signer {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const jwk = publicKey.export({ format: 'jwk' });
  const publicKeyHex = Buffer.from(jwk.x!, 'base64url').toString('hex');
  return { publicKeyHex, sign: (timestamp, body) => signWith(privateKey, timestamp, body) };
}

function signWith(privateKey: KeyObject, timestamp: string, body: string | Uint8Array): string {
  const message = Buffer.concat([Buffer.from(timestamp, 'utf8'), Buffer.from(body)]);
  return sign(null, message, privateKey).toString('hex');
}

export const nowSeconds = () => String(Math.floor(Date.now() / 1000));

/** POST a body signed by `signer` (headers overridable) to the endpoint over a real socket. */
export async function postSigned(
  url: string,
  signer: Signer,
  body: string,
  override: { timestamp?: string; signature?: string | null; timestampHeader?: string | null } = {},
): Promise<Response> {
  const timestamp = override.timestamp ?? nowSeconds();
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature = override.signature === undefined ? signer.sign(timestamp, body) : override.signature;
  if (signature !== null) headers['x-signature-ed25519'] = signature;
  const header = override.timestampHeader === undefined ? timestamp : override.timestampHeader;
  if (header !== null) headers['x-signature-timestamp'] = header;
  return fetch(url, { method: 'POST', headers, body });
}

export function command(name: string, options: Record<string, string> = {}): string {
  return JSON.stringify({
    type: 2,
    id: '1100000000000000001',
    application_id: '1100000000000000002',
    token: 'aW50ZXJhY3Rpb246dGVzdA.token_part-1',
    data: { id: '1100000000000000003', name, type: 1, options: Object.entries(options).map(([n, value]) => ({ name: n, type: 3, value })) },
  });
}

export interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface StandIn {
  url: string;
  requests: Recorded[];
  /** Resolves once `n` requests have arrived. */
  waitFor(n: number, timeoutMs?: number): Promise<Recorded[]>;
  close(): Promise<void>;
}

/** A promise the test resolves by hand: a server answer held until the test says so, not for a guessed time. */
export function gate(): { open: () => void; opened: Promise<void> } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** A local HTTP server recording every request and answering with `reply`. */
export async function startStandIn(
  reply: (req: Recorded) => { status: number; body?: string; delayMs?: number; until?: Promise<unknown>; contentType?: string },
): Promise<StandIn> {
  const requests: Recorded[] = [];
  const waiters: Array<() => void> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      waiters.forEach((w) => w());
      const answer = reply(recorded);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/json' });
        res.end(answer.body ?? '');
      };
      const later = () => (answer.delayMs ? setTimeout(send, answer.delayMs) : send());
      if (answer.until) void answer.until.then(later);
      else later();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    waitFor(n, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`only ${requests.length} of ${n} requests arrived`)), timeoutMs);
        const check = () => {
          if (requests.length >= n) {
            clearTimeout(timer);
            resolve(requests);
          }
        };
        waiters.push(check);
        check();
      });
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
