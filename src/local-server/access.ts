/**
 * DNS-rebinding and cross-site protection for the local servers: a request (or a
 * WebSocket upgrade) is served only when its Host names this server and its Origin,
 * when present, is this server. Requests that come through the tunnel must carry the
 * access token (query `token` or the cookie set from it).
 */
import { timingSafeEqual } from 'node:crypto';
import { networkInterfaces } from 'node:os';
import { loopbackHosts } from '../http/loopback.ts';

export const TOKEN_COOKIE = 'toolshed_monitor_token';

export interface AccessPolicy {
  port: number;
  /** The address the server is bound to. */
  bindHost: string;
  /** Public host name of the tunnel, once known (e.g. abc.trycloudflare.com). */
  tunnelHost?: string | null;
  /** Access token required on tunnel requests. */
  token?: string | null;
}

const WILDCARD = new Set(['0.0.0.0', '::', '']);

/** Host header values (host:port) this server answers to. */
export function allowedHosts(p: AccessPolicy): Set<string> {
  const out = new Set(loopbackHosts(p.port));
  const names: string[] = [];
  if (WILDCARD.has(p.bindHost)) {
    for (const list of Object.values(networkInterfaces())) for (const a of list ?? []) names.push(a.family === 'IPv6' ? `[${a.address}]` : a.address);
  } else names.push(p.bindHost.includes(':') ? `[${p.bindHost}]` : p.bindHost);
  for (const n of names) out.add(`${n}:${p.port}`.toLowerCase());
  return out;
}

export type AccessDecision = { ok: true; remote: boolean } | { ok: false; status: 403 | 401; reason: string };

function tokenMatches(expected: string, given: string | null): boolean {
  if (!given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The cookie's value, or null. A value that does not decode (`%E0%A4%A`) is an absent
 * cookie: anyone can send one, so it must never throw (it did, before authentication).
 */
export function cookieValue(cookieHeader: string | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join('='));
    } catch {
      continue; // absent: a later cookie of the same name may still decode
    }
  }
  return null;
}

/** The `token` query parameter of a request target, or null (also when the target is not a URL). */
function queryToken(url: string): string | null {
  try {
    return new URL(url, 'http://x').searchParams.get('token');
  } catch {
    return null;
  }
}

/** Decides whether a request may be served. `url` is the request target (path and query). */
export function checkAccess(
  p: AccessPolicy,
  headers: { host?: string; origin?: string; cookie?: string },
  url: string,
  hosts: Set<string> = allowedHosts(p),
): AccessDecision {
  const host = (headers.host ?? '').toLowerCase();
  const tunnel = p.tunnelHost ? p.tunnelHost.toLowerCase() : null;
  const isTunnel = tunnel !== null && host === tunnel;
  if (!isTunnel && !hosts.has(host)) return { ok: false, status: 403, reason: `Host "${headers.host ?? ''}" is not this server` };
  if (headers.origin !== undefined) {
    const o = headers.origin.toLowerCase();
    const okOrigin = isTunnel ? o === `https://${tunnel}` : hosts.has(o.replace(/^http:\/\//, '')) && o.startsWith('http://');
    if (!okOrigin) return { ok: false, status: 403, reason: `Origin "${headers.origin}" is not this server` };
  }
  if (isTunnel) {
    if (!p.token) return { ok: false, status: 401, reason: 'access token required' };
    if (!tokenMatches(p.token, queryToken(url)) && !tokenMatches(p.token, cookieValue(headers.cookie, TOKEN_COOKIE))) return { ok: false, status: 401, reason: 'access token required' };
    return { ok: true, remote: true };
  }
  return { ok: true, remote: false };
}
