/**
 * No client can stop `toolshed chats` or `toolshed analytics`: each hostile input below
 * once ended the process (issue 16). Both tools run as real processes with --verbose;
 * after each case the offending connection is closed, the error is in the log, and the
 * tool still answers.
 */
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { tempDir } from '../helpers/paths.ts';
import { writeMessyCorpus } from '../fixtures/transcripts/messy.ts';
import { http } from '../monitor/helpers.ts';
import { startTool, fakeCloudflared, rawWebSocket, rawExchange, frame, closeCode, openSocket, TUNNEL_HOST, type Tool } from './tools.ts';

let dir: { path: string; cleanup: () => Promise<void> };
const tools: Tool[] = [];
beforeAll(async () => {
  dir = await tempDir('hostile-clients-');
  await writeMessyCorpus(dir.path);
  const bin = join(dir.path, 'bin');
  await mkdir(bin);
  await fakeCloudflared(bin);
  const env = { PATH: `${bin}:${process.env.PATH ?? ''}` };
  tools.push(...(await Promise.all([startTool('chats', dir.path, env), startTool('analytics', dir.path)])));
});
afterAll(async () => {
  await Promise.all(tools.map((t) => t.stop()));
  await dir?.cleanup();
});

const probe = (t: Tool) => (t.name === 'chats' ? '/api/conversations' : '/api/health');

async function stillServing(t: Tool): Promise<void> {
  expect(t.exitCode(), t.output()).toBeUndefined();
  expect((await http(t.port, 'GET', probe(t))).status).toBe(200);
}

describe.each(['chats', 'analytics'] as const)('toolshed %s under hostile clients', (name) => {
  const tool = () => tools.find((t) => t.name === name)!;

  it('closes a connection that sends a message over 4 KB (1009) and keeps serving', async () => {
    const { socket, frames } = await rawWebSocket(tool().port);
    socket.write(frame(0x1, Buffer.alloc(5000, 'x')));
    expect(closeCode(await frames)).toBe(1009);
    await expect.poll(() => tool().output()).toMatch(/WebSocket connection closed: WS_ERR_UNSUPPORTED_MESSAGE_LENGTH/);
    await stillServing(tool());
  });

  it('closes a connection that sends invalid UTF-8 in a text frame (1007) and keeps serving', async () => {
    const { socket, frames } = await rawWebSocket(tool().port);
    socket.write(frame(0x1, Buffer.from([0x68, 0x69, 0xc3, 0x28, 0xff])));
    expect(closeCode(await frames)).toBe(1007);
    await expect.poll(() => tool().output()).toMatch(/WebSocket connection closed: WS_ERR_INVALID_UTF8/);
    await stillServing(tool());
  });

  it('closes a connection on protocol errors (unmasked frame, bad opcode, reserved bits) and keeps serving', async () => {
    for (const bad of [frame(0x1, Buffer.from('hi'), { mask: false }), frame(0x3, Buffer.from('hi')), frame(0x1, Buffer.from('hi'), { rsv: 2 })]) {
      const { socket, frames } = await rawWebSocket(tool().port);
      socket.write(bad);
      expect(closeCode(await frames)).toBe(1002);
    }
    await stillServing(tool());
  });

  it('survives clients that reset mid-handshake, mid-frame and mid-body', async () => {
    const half = await openSocket(tool().port);
    half.write(`GET /ws HTTP/1.1\r\nHost: 127.0.0.1:${tool().port}\r\nUpgrade: websocket\r\n`);
    half.resetAndDestroy();
    const { socket } = await rawWebSocket(tool().port);
    socket.write(frame(0x1, Buffer.alloc(100, 'y')).subarray(0, 20));
    socket.resetAndDestroy();
    const body = await openSocket(tool().port);
    body.write(`POST /api/refresh HTTP/1.1\r\nHost: 127.0.0.1:${tool().port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":`);
    body.resetAndDestroy();
    await stillServing(tool());
  });

  it('answers 400 to malformed requests without a stack trace', async () => {
    expect(await rawExchange(tool().port, `GET http://[ HTTP/1.1\r\nHost: 127.0.0.1:${tool().port}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 400 /);
    expect(await rawExchange(tool().port, 'NOT HTTP AT ALL\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await rawExchange(tool().port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${tool().port}\r\nX: ${'a'.repeat(20_000)}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 431 |^HTTP\/1\.1 400 /);
    await stillServing(tool());
    expect(tool().output()).not.toMatch(/\n\s+at /);
  });
});

describe('toolshed chats through the tunnel host', () => {
  const chats = () => tools.find((t) => t.name === 'chats')!;
  const tunnel = { host: TUNNEL_HOST };

  it('treats an undecodable token cookie as absent: 401, and the monitor keeps serving', async () => {
    const r = await http(chats().port, 'GET', '/api/conversations', { headers: { ...tunnel, cookie: 'toolshed_monitor_token=%E0%A4%A' } });
    expect(r.status).toBe(401);
    expect(r.json().error).toBe('unauthorized');
    const upgrade = [
      'GET /ws HTTP/1.1',
      `Host: ${TUNNEL_HOST}`,
      'Cookie: toolshed_monitor_token=%E0%A4%A',
      'Upgrade: websocket',
      'Connection: Upgrade',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'Sec-WebSocket-Version: 13',
    ];
    expect(await rawExchange(chats().port, `${upgrade.join('\r\n')}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 401 /);
    await stillServing(chats());
  });

  it('still takes the token from the query or a later cookie that decodes', async () => {
    const token = /\?token=([\w-]+)/.exec(chats().output())![1]!;
    expect((await http(chats().port, 'GET', `/api/conversations?token=${token}`, { headers: { ...tunnel, cookie: 'toolshed_monitor_token=%E0%A4%A' } })).status).toBe(200);
    expect((await http(chats().port, 'GET', '/api/conversations', { headers: { ...tunnel, cookie: `toolshed_monitor_token=%E0%A4%A; toolshed_monitor_token=${token}` } })).status).toBe(200);
    expect((await http(chats().port, 'GET', '/api/conversations', { headers: tunnel })).status).toBe(401);
  });
});
