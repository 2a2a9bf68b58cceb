/**
 * Bounded fuzzing of both local tools as real processes: a fixed number of random HTTP
 * requests (methods, targets, headers, cookies, bodies), WebSocket sessions of random
 * frames, and plain garbage, from a seeded generator (a failure names its seed). After
 * all of them both tools must still answer, none may have answered 500, and neither may
 * have logged a stack trace.
 */
import { seeded } from '../helpers/random.ts';
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { tempDir } from '../helpers/paths.ts';
import { writeMessyCorpus } from '../fixtures/transcripts/messy.ts';
import { http } from '../monitor/helpers.ts';
import { startTool, fakeCloudflared, frame, openSocket, TUNNEL_HOST, type Tool } from './tools.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 0x5eed);
const CASES_PER_TOOL = 1500;
const IN_FLIGHT = 8;
/** A case that the server neither answers nor closes is dropped after this (a cap, not an assertion). */
const CASE_CAP_MS = 10_000;
/** The work is bounded by count; this only stops a hang, it is no speed target (a loaded 2-core machine is slow). */
const HANG_GUARD_MS = 600_000;

let dir: { path: string; cleanup: () => Promise<void> };
const tools: Tool[] = [];
beforeAll(async () => {
  dir = await tempDir('fuzz-');
  await writeMessyCorpus(dir.path);
  const bin = join(dir.path, 'bin');
  await mkdir(bin);
  await fakeCloudflared(bin);
  tools.push(...(await Promise.all([startTool('chats', dir.path, { PATH: `${bin}:${process.env.PATH ?? ''}` }), startTool('analytics', dir.path)])));
});
afterAll(async () => {
  await Promise.all(tools.map((t) => t.stop()));
  await dir?.cleanup();
});

const generator = seeded;
type Gen = ReturnType<typeof generator>;

const METHODS = ['GET', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'CONNECT', 'G\u00e9T', 'XYZZY'];
const PATHS = [
  '/', '/index.html', '/app.js', '/ws', '/api/conversations', '/api/search', '/api/directories', '/api/conversation-state', '/api/health', '/api/overview',
  '/api/refresh', '/api/cache/clear', '/api/conversations/%E0%A4%A/messages', '/api/conversations/x/download', '/api/conversations/11111111/search',
  '//evil', 'http://[', '/%', '/..%2f..%2fetc/passwd', '/api/search?token=%ff', '*', `/${'a'.repeat(9000)}`,
];
const COOKIES = ['toolshed_monitor_token=%E0%A4%A', 'toolshed_monitor_token=%', 'toolshed_monitor_token=', '=;;=;', 'a=%ZZ; toolshed_monitor_token=%C0%80', 'x'.repeat(3000)];

/** Printable text, now and then with Latin-1 and control characters (which HTTP refuses). */
function randomText(g: Gen, n: number): string {
  const wild = g.next() < 0.1;
  return Array.from({ length: n }, () => String.fromCharCode(wild ? g.int(256) : 0x21 + g.int(94))).join('').replace(/[\r\n]/g, ' ');
}

function randomBody(g: Gen): Buffer {
  switch (g.int(5)) {
    case 0:
      return g.bytes(g.int(2000));
    case 1:
      return Buffer.from(JSON.stringify({ query: randomText(g, g.int(50)), dateFrom: g.pick(['2026-02-30', '2026-13-01', 'x', 5, null]), contentSearch: g.next() < 0.5, page: -1 }));
    case 2:
      return Buffer.from(`{"query":${'['.repeat(g.int(5000))}`);
    case 3:
      return Buffer.alloc(g.next() < 0.1 ? g.int(70_000) : g.int(100), 'z');
    default:
      return Buffer.from('');
  }
}

function randomRequest(g: Gen, port: number): Buffer {
  const method = g.next() < 0.7 ? g.pick(['GET', 'POST']) : g.next() < 0.8 ? g.pick(METHODS) : randomText(g, g.int(10));
  const path = g.next() < 0.85 ? g.pick(PATHS) : `/${randomText(g, g.int(100)).replace(/ /g, '%20')}`;
  const headers: string[] = [];
  const host = g.next() < 0.8 ? g.pick([`127.0.0.1:${port}`, TUNNEL_HOST]) : g.pick([`localhost:${port}`, 'evil.test', '', randomText(g, 20)]);
  if (g.next() < 0.95) headers.push(`Host: ${host}`);
  if (g.next() < 0.15) headers.push(`Origin: ${g.pick([`http://127.0.0.1:${port}`, `https://${TUNNEL_HOST}`, 'null', randomText(g, 30)])}`);
  if (g.next() < 0.5) headers.push(`Cookie: ${g.next() < 0.7 ? g.pick(COOKIES) : `toolshed_monitor_token=${randomText(g, 40).replace(/[; ]/g, '%')}`}`);
  if (g.next() < 0.2) headers.push(`Upgrade: websocket`, 'Connection: Upgrade', `Sec-WebSocket-Key: ${g.pick(['dGhlIHNhbXBsZSBub25jZQ==', 'short', ''])}`, `Sec-WebSocket-Version: ${g.pick(['13', '8', 'x'])}`);
  const body = randomBody(g);
  const framing = g.next() < 0.6 ? 0 : g.int(4);
  if (framing === 0) headers.push(`Content-Length: ${body.length}`);
  else if (framing === 1) headers.push(`Content-Length: ${g.pick([0, 1, body.length + 10, -1, 'abc'])}`);
  else if (framing === 2) headers.push('Transfer-Encoding: chunked');
  if (g.next() < 0.3) headers.push(`Content-Type: ${g.pick(['application/json', 'text/plain', randomText(g, 15)])}`);
  if (g.next() < 0.1) headers.push(`X-Junk: ${randomText(g, g.int(20_000))}`);
  const chunked = framing === 2 ? Buffer.concat([Buffer.from(`${g.pick([body.length.toString(16), 'zz', '-1'])}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]) : body;
  return Buffer.concat([Buffer.from(`${method} ${path} HTTP/1.${g.next() < 0.9 ? '1' : g.pick(['0', '9'])}\r\n${headers.join('\r\n')}\r\n\r\n`, 'latin1'), chunked]);
}

function randomFrames(g: Gen): Buffer {
  const frames: Buffer[] = [];
  for (let i = g.int(6); i >= 0; i--) {
    const opcode = g.pick([0x0, 0x1, 0x2, 0x8, 0x9, 0xa, g.int(16)]);
    const size = g.pick([0, 1, 2, 125, 126, 4096, 4097, g.int(6000)]);
    const payload = g.next() < 0.5 ? g.bytes(size) : Buffer.from('é'.repeat(size >> 1));
    frames.push(frame(opcode, payload, { fin: g.next() < 0.8, mask: g.next() < 0.9, rsv: g.next() < 0.1 ? g.int(8) : 0 }));
  }
  const all = Buffer.concat(frames);
  return g.next() < 0.2 ? all.subarray(0, g.int(all.length + 1)) : all;
}

interface Case {
  bytes: Buffer;
  /** End with a TCP reset instead of a clean half-close. */
  reset: boolean;
}

/** The cases are drawn up front, so a seed gives the same cases whatever the scheduling. */
function drawCase(g: Gen, port: number): Case {
  const kind = g.int(10);
  let bytes: Buffer;
  if (kind < 6) bytes = randomRequest(g, port);
  else if (kind < 9) {
    const upgrade = `GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${g.bytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`;
    bytes = Buffer.concat([Buffer.from(upgrade), randomFrames(g)]);
  } else bytes = g.bytes(g.int(3000));
  return { bytes, reset: g.next() < 0.2 };
}

/** One case on a fresh connection; resolves with the first line of the answer ('' when none). */
async function runCase(c: Case, port: number): Promise<string> {
  const socket = await openSocket(port);
  socket.on('error', () => {});
  const chunks: Buffer[] = [];
  socket.on('data', (d) => chunks.push(d));
  const closed = new Promise<void>((r) => socket.once('close', () => r()));
  const cap = setTimeout(() => socket.destroy(), CASE_CAP_MS);
  socket.write(c.bytes);
  if (c.reset) socket.resetAndDestroy();
  else socket.end();
  await closed;
  clearTimeout(cap);
  return Buffer.concat(chunks).toString('latin1').split('\r\n')[0]!;
}

describe('fuzzing both local tools', () => {
  it(`survives ${CASES_PER_TOOL} random cases per tool (seed ${SEED}) and still answers`, async () => {
    for (const [n, tool] of tools.entries()) {
      const g = generator(SEED + n);
      const cases = Array.from({ length: CASES_PER_TOOL }, () => drawCase(g, tool.port));
      const statuses: string[] = [];
      await Promise.all(
        Array.from({ length: IN_FLIGHT }, async () => {
          for (let c = cases.pop(); c; c = cases.pop()) statuses.push(await runCase(c, tool.port));
        }),
      );
      expect(statuses.length).toBe(CASES_PER_TOOL);
      if (process.env.FUZZ_SHOW) {
        const seen = new Map<string, number>();
        for (const st of statuses) seen.set(st.slice(0, 12), (seen.get(st.slice(0, 12)) ?? 0) + 1);
        console.log(tool.name, [...seen]); // how far the cases got: which answers, how often
      }
      expect(statuses.filter((s) => / 5\d\d /.test(s)), `seed ${SEED}`).toEqual([]);
      expect(tool.exitCode(), tool.output()).toBeUndefined();
      expect((await http(tool.port, 'GET', tool.name === 'chats' ? '/api/conversations' : '/api/health')).status).toBe(200);
      expect(tool.output(), `seed ${SEED}`).not.toMatch(/^\s+at /m);
    }
  }, HANG_GUARD_MS);
});
