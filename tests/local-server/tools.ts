/**
 * The two local tools as real processes (`toolshed chats --tunnel` with a stand-in
 * cloudflared, `toolshed analytics`), both with --verbose, and a raw client that speaks
 * HTTP and WebSocket frames byte by byte, so a test can send what no library would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { chmod, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ROOT } from '../helpers/paths.ts';

export const TUNNEL_HOST = 'hostile-clients-test.trycloudflare.com';

export interface Tool {
  name: 'chats' | 'analytics';
  child: ChildProcess;
  port: number;
  /** Everything the process printed (stdout and stderr). */
  output(): string;
  /** Exit code, or undefined while it runs. */
  exitCode(): number | null | undefined;
  stop(): Promise<void>;
}

/** A `cloudflared` that prints a quick-tunnel URL and waits, for --tunnel without a network. */
export async function fakeCloudflared(binDir: string): Promise<void> {
  const file = join(binDir, 'cloudflared');
  await writeFile(file, `#!/bin/sh\necho "|  https://${TUNNEL_HOST}  |" >&2\nexec sleep 600\n`);
  await chmod(file, 0o755);
}

export async function startTool(name: 'chats' | 'analytics', assistantDir: string, env: Record<string, string> = {}): Promise<Tool> {
  const args = [join(ROOT, 'bin', 'toolshed.mjs'), name, '--port', '0', '--no-open', '--verbose', '--dir', assistantDir, ...(name === 'chats' ? ['--tunnel'] : [])];
  // Our cache inside the test's folder, never the real user's (a caller may name another).
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, XDG_CACHE_HOME: join(assistantDir, 'toolshed-test-cache'), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let code: number | null | undefined;
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((r) => child.once('exit', (c) => ((code = c), r())));
  // chats is ready for tunnel requests once it has printed the public URL.
  const ready = name === 'chats' ? /Public URL/ : /listening at/;
  for (;;) {
    if (code !== undefined) throw new Error(`toolshed ${name} exited (${code}):\n${out}`);
    const m = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
    if (m && ready.test(out)) {
      return {
        name,
        child,
        port: Number(m[1]),
        output: () => out,
        exitCode: () => code,
        async stop() {
          if (code === undefined) child.kill('SIGINT');
          await exited;
        },
      };
    }
    if (/tunnel not started/.test(out)) throw new Error(out);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Resolves when the socket is closed, with everything it received. */
function received(socket: Socket): Promise<Buffer> {
  const chunks: Buffer[] = [];
  socket.on('data', (c) => chunks.push(c));
  return new Promise((resolve) => socket.once('close', () => resolve(Buffer.concat(chunks))));
}

export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const s = connect(port, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
}

/** Sends raw bytes, half-closes, and returns the whole answer (empty when the server just closed). */
export async function rawExchange(port: number, bytes: Buffer | string): Promise<string> {
  const s = await openSocket(port);
  s.on('error', () => {}); // a reset is an answer too
  const all = received(s);
  s.end(bytes);
  return (await all).toString('latin1');
}

/** A WebSocket frame as a client sends it (masked unless told otherwise). */
export function frame(opcode: number, payload: Buffer, o: { fin?: boolean; mask?: boolean; rsv?: number } = {}): Buffer {
  const fin = o.fin ?? true;
  const mask = o.mask ?? true;
  const first = (fin ? 0x80 : 0) | ((o.rsv ?? 0) << 4) | (opcode & 0x0f);
  const len = payload.length;
  const head = len < 126 ? Buffer.from([first, (mask ? 0x80 : 0) | len]) : len < 65536 ? Buffer.alloc(4) : Buffer.alloc(10);
  if (len >= 126 && len < 65536) {
    head[0] = first;
    head[1] = (mask ? 0x80 : 0) | 126;
    head.writeUInt16BE(len, 2);
  } else if (len >= 65536) {
    head[0] = first;
    head[1] = (mask ? 0x80 : 0) | 127;
    head.writeBigUInt64BE(BigInt(len), 2);
  }
  if (!mask) return Buffer.concat([head, payload]);
  const key = randomBytes(4);
  const body = Buffer.from(payload.map((b, i) => b ^ key[i % 4]!));
  return Buffer.concat([head, key, body]);
}

/** The close code in the server's frames (unmasked), or null when it sent no close frame. */
export function closeCode(frames: Buffer): number | null {
  let i = 0;
  while (i + 2 <= frames.length) {
    const opcode = frames[i]! & 0x0f;
    let len = frames[i + 1]! & 0x7f;
    let at = i + 2;
    if (len === 126) {
      len = frames.readUInt16BE(at);
      at += 2;
    } else if (len === 127) {
      len = Number(frames.readBigUInt64BE(at));
      at += 8;
    }
    if (opcode === 0x8) return len >= 2 ? frames.readUInt16BE(at) : 1005;
    i = at + len;
  }
  return null;
}

/**
 * Opens /ws by hand and returns the socket after the 101, with the server's frames so far
 * and a promise of all frames until the server closes.
 */
export async function rawWebSocket(port: number, headers: Record<string, string> = {}): Promise<{ socket: Socket; frames: Promise<Buffer> }> {
  const socket = await openSocket(port);
  socket.on('error', () => {});
  const key = randomBytes(16).toString('base64');
  const lines = Object.entries({ host: `127.0.0.1:${port}`, upgrade: 'websocket', connection: 'Upgrade', 'sec-websocket-key': key, 'sec-websocket-version': '13', ...headers }).map(([k, v]) => `${k}: ${v}`);
  socket.write(`GET /ws HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
  let buf = Buffer.alloc(0);
  const rest = await new Promise<Buffer>((resolve, reject) => {
    const onData = (c: Buffer) => {
      buf = Buffer.concat([buf, c]);
      const end = buf.indexOf('\r\n\r\n');
      if (end < 0) return;
      socket.off('data', onData);
      const status = buf.subarray(0, end).toString('latin1').split('\r\n')[0]!;
      if (!/^HTTP\/1\.1 101 /.test(status)) reject(new Error(`upgrade refused: ${status}`));
      else resolve(buf.subarray(end + 4));
    };
    socket.on('data', onData);
    socket.once('close', () => reject(new Error('closed during the handshake')));
  });
  const chunks: Buffer[] = [rest];
  socket.on('data', (c) => chunks.push(c));
  const frames = new Promise<Buffer>((resolve) => socket.once('close', () => resolve(Buffer.concat(chunks))));
  return { socket, frames };
}
