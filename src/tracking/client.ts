import { isIP } from 'node:net';

/** What a Netlify Context tells us about the caller (the parts we read). */
export interface CallerContext {
  ip?: string;
  geo?: { country?: { code?: string } };
}

function normalizeAddress(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  let address = value.trim();
  if (address.startsWith('[')) address = address.slice(1, address.indexOf(']') > 0 ? address.indexOf(']') : undefined);
  // "1.2.3.4:5678" from some proxies.
  if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4) address = address.slice(7);
  // A zone (`fe80::1%eth0`) means nothing off the caller's own link, and its length is unbounded.
  if (address.includes('%')) address = address.slice(0, address.indexOf('%'));
  // 45 characters hold the longest address (IPv6 with an embedded IPv4 part); the column allows no more than 64.
  return address.length <= 45 && isIP(address) ? address : undefined;
}

/**
 * Rule 4: the first address of x-forwarded-for, then x-real-ip, then the
 * connection's address, then 127.0.0.1. A value that is not an IP address
 * is skipped rather than stored.
 */
export function clientIp(headers: Headers, context: CallerContext): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0];
  return (
    normalizeAddress(forwarded) ??
    normalizeAddress(headers.get('x-real-ip')) ??
    normalizeAddress(context.ip) ??
    '127.0.0.1'
  );
}

const COUNTRY = /^[A-Za-z]{2}$/;

function countryCode(value: unknown): string | undefined {
  return typeof value === 'string' && COUNTRY.test(value.trim()) ? value.trim().toUpperCase() : undefined;
}

/**
 * Rule 5: Netlify's geo data (context.geo.country.code), then its geo headers:
 * x-country, then x-nf-geo (base64 JSON with country.code). Null when unknown.
 */
export function clientCountry(headers: Headers, context: CallerContext): string | null {
  const fromContext = countryCode(context.geo?.country?.code);
  if (fromContext) return fromContext;
  const fromHeader = countryCode(headers.get('x-country'));
  if (fromHeader) return fromHeader;
  const geo = headers.get('x-nf-geo');
  if (geo) {
    try {
      const decoded = JSON.parse(Buffer.from(geo, 'base64').toString('utf8')) as { country?: { code?: unknown } };
      const code = countryCode(decoded?.country?.code);
      if (code) return code;
    } catch {
      // A malformed geo header only means the country is unknown.
    }
  }
  return null;
}

const MAX_USER_AGENT = 512;

/** Rule 6, bounded so one request cannot store an arbitrarily long header. */
export function clientUserAgent(headers: Headers): string | null {
  const ua = headers.get('user-agent');
  return ua ? ua.slice(0, MAX_USER_AGENT) : null;
}
