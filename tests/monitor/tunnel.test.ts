import { describe, it, expect } from 'vitest';
import { findTunnelUrl } from '../../src/monitor/tunnel.ts';
import { checkAccess, cookieValue } from '../../src/local-server/access.ts';

describe('tunnel URL detection', () => {
  it('finds the quick-tunnel URL and never takes api.trycloudflare.com for it', () => {
    expect(findTunnelUrl('ERR failed to request quick Tunnel: Post "https://api.trycloudflare.com/tunnel": dial tcp')).toBeNull();
    const out = '2026-11-22 INF Requesting new quick Tunnel on trycloudflare.com...\n|  https://wise-owl-42-blue.trycloudflare.com  |';
    expect(findTunnelUrl(`https://api.trycloudflare.com\n${out}`)).toBe('https://wise-owl-42-blue.trycloudflare.com');
  });
});

describe('checkAccess', () => {
  const p = { port: 9876, bindHost: '127.0.0.1', tunnelHost: 't.trycloudflare.com', token: 'tok' };
  it('accepts loopback hosts and same-origin requests only', () => {
    expect(checkAccess(p, { host: 'localhost:9876' }, '/').ok).toBe(true);
    expect(checkAccess(p, { host: '127.0.0.1:9876', origin: 'http://127.0.0.1:9876' }, '/').ok).toBe(true);
    expect(checkAccess(p, { host: '127.0.0.1:9876', origin: 'http://localhost:9876' }, '/').ok).toBe(true);
    expect(checkAccess(p, { host: 'localhost:9877' }, '/').ok).toBe(false);
    expect(checkAccess(p, { host: 'evil.test:9876' }, '/').ok).toBe(false);
    expect(checkAccess(p, { host: 'localhost:9876', origin: 'null' }, '/').ok).toBe(false);
    expect(checkAccess(p, { host: 'localhost:9876', origin: 'https://localhost:9876' }, '/').ok).toBe(false);
    expect(checkAccess(p, {}, '/').ok).toBe(false);
  });
  it('asks the tunnel host for the token', () => {
    expect(checkAccess(p, { host: 't.trycloudflare.com' }, '/')).toMatchObject({ ok: false, status: 401 });
    expect(checkAccess(p, { host: 't.trycloudflare.com' }, '/?token=tok')).toEqual({ ok: true, remote: true });
    expect(checkAccess(p, { host: 't.trycloudflare.com', cookie: 'a=b; toolshed_monitor_token=tok' }, '/api/x')).toEqual({ ok: true, remote: true });
    expect(checkAccess(p, { host: 't.trycloudflare.com', origin: 'https://evil.test' }, '/?token=tok').ok).toBe(false);
    expect(checkAccess({ ...p, token: null }, { host: 't.trycloudflare.com' }, '/?token=tok').ok).toBe(false);
  });
  it('treats an undecodable cookie as absent, never throws', () => {
    expect(cookieValue('toolshed_monitor_token=%E0%A4%A', 'toolshed_monitor_token')).toBeNull();
    expect(cookieValue('toolshed_monitor_token=%; toolshed_monitor_token=tok', 'toolshed_monitor_token')).toBe('tok');
    expect(checkAccess(p, { host: 't.trycloudflare.com', cookie: 'toolshed_monitor_token=%E0%A4%A' }, '/')).toMatchObject({ ok: false, status: 401 });
    expect(checkAccess(p, { host: 't.trycloudflare.com' }, 'http://[')).toMatchObject({ ok: false, status: 401 });
  });
});
