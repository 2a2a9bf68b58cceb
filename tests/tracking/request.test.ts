/** The pure parts: body checks in their documented order, and rules 4-6's header reading. */
import { describe, expect, it } from 'vitest';
import { KINDS } from '../../src/catalog/kinds.ts';
import { clientCountry, clientIp, clientUserAgent } from '../../src/tracking/client.ts';
import { checkTrackBody, FIELD_LIMITS, isJsonContentType, isStorableText, TRACKED_TYPES } from '../../src/tracking/request.ts';

const h = (o: Record<string, string>) => new Headers(o);

describe('checkTrackBody', () => {
  it('accepts spec 1 types plus loop, mod and sandbox: exactly the catalog kinds', () => {
    expect([...TRACKED_TYPES].sort()).toEqual(KINDS.map((k) => k.singular).sort());
    for (const t of ['agent', 'command', 'setting', 'hook', 'mcp', 'skill', 'template', 'loop', 'mod', 'sandbox']) {
      expect(checkTrackBody({ type: t, name: 'x' }).ok).toBe(true);
    }
  });

  it('keeps only the known fields', () => {
    expect(checkTrackBody({ type: 'hook', name: 'n', path: 'p', category: 'c', cliVersion: 'v', extra: 1 })).toEqual({
      ok: true,
      value: { type: 'hook', name: 'n', path: 'p', category: 'c', cliVersion: 'v' },
    });
  });

  it('answers the first failing check', () => {
    const err = (raw: unknown) => {
      const r = checkTrackBody(raw);
      return r.ok ? 'ok' : r.body.error;
    };
    expect(err([])).toBe('Invalid JSON body');
    expect(err(null)).toBe('Invalid JSON body');
    expect(err({ type: 'x' })).toBe('Component type and name are required');
    expect(err({ type: 'x', name: 1 })).toBe('Invalid component type');
    expect(err({ type: 'agent', name: 1, path: 1 })).toBe('Component name must be a string');
    expect(err({ type: 'agent', name: 'n'.repeat(256), path: 1 })).toBe('Component name too long');
    expect(err({ type: 'agent', name: 'n', path: 'p', category: 1 })).toBe('Component category must be a string');
  });
});

describe('what the database cannot store, and how long each field may be', () => {
  const err = (raw: unknown) => {
    const r = checkTrackBody(raw);
    return r.ok ? 'ok' : r.body.error;
  };

  it('refuses NUL and unpaired surrogates in every string field, and takes real pairs (emoji)', () => {
    for (const bad of ['a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800', 'ok\ud83d']) {
      expect(isStorableText(bad)).toBe(false);
      for (const field of ['name', 'path', 'category', 'cliVersion']) {
        expect(err({ type: 'agent', name: 'n', [field]: bad })).toBe(`Component ${field} contains characters that cannot be stored (NUL or an unpaired surrogate)`);
      }
    }
    expect(isStorableText('rocket 🚀 ünïcode \t tab')).toBe(true);
    expect(err({ type: 'agent', name: '🚀', path: 'a/🚀.md', category: 'ünï', cliVersion: '1.0.0' })).toBe('ok');
  });

  it('refuses a name of only whitespace as it refuses an empty one', () => {
    for (const blank of [' ', '   ', '\t\n', '\u00a0 \u2003']) expect(err({ type: 'agent', name: blank })).toBe('Component type and name are required');
    expect(err({ type: 'agent', name: ' x ' })).toBe('ok');
  });

  it('limits every string field to its column, counted in code points', () => {
    expect(FIELD_LIMITS).toEqual({ name: 255, path: 1024, category: 255, cliVersion: 64 });
    for (const [field, max] of Object.entries(FIELD_LIMITS)) {
      const base = { type: 'agent', name: 'n' };
      expect(err({ ...base, [field]: 'é'.repeat(max) })).toBe('ok');
      expect(err({ ...base, [field]: '🚀'.repeat(max) })).toBe('ok');
      expect(err({ ...base, [field]: 'x'.repeat(max + 1) })).toBe(`Component ${field} too long`);
    }
  });
});

describe('isJsonContentType', () => {
  it('takes application/json with parameters, in any case, and nothing else', () => {
    expect(isJsonContentType('application/json')).toBe(true);
    expect(isJsonContentType(' APPLICATION/JSON ; charset=UTF-8')).toBe(true);
    for (const v of [null, '', 'text/json', 'application/json-patch+json', 'application/jsonx']) expect(isJsonContentType(v)).toBe(false);
  });
});

describe('rule 4: clientIp', () => {
  it('follows x-forwarded-for, x-real-ip, the connection, then 127.0.0.1', () => {
    expect(clientIp(h({ 'x-forwarded-for': ' 203.0.113.9 , 10.0.0.1', 'x-real-ip': '198.51.100.1' }), { ip: '10.1.1.1' })).toBe('203.0.113.9');
    expect(clientIp(h({ 'x-real-ip': '198.51.100.1' }), { ip: '10.1.1.1' })).toBe('198.51.100.1');
    expect(clientIp(h({}), { ip: '10.1.1.1' })).toBe('10.1.1.1');
    expect(clientIp(h({}), {})).toBe('127.0.0.1');
  });

  it('normalizes ports, brackets and mapped IPv4, and skips what is not an address', () => {
    expect(clientIp(h({ 'x-forwarded-for': '203.0.113.9:4711' }), {})).toBe('203.0.113.9');
    expect(clientIp(h({ 'x-forwarded-for': '[2001:db8::1]:443' }), {})).toBe('2001:db8::1');
    expect(clientIp(h({}), { ip: '::ffff:192.0.2.5' })).toBe('192.0.2.5');
    expect(clientIp(h({ 'x-forwarded-for': 'unknown', 'x-real-ip': "'; drop table x; --" }), { ip: '192.0.2.6' })).toBe('192.0.2.6');
    // A zone is dropped (its length is unbounded, and it means nothing off the caller's link).
    expect(clientIp(h({ 'x-forwarded-for': `fe80::1%${'z'.repeat(500)}` }), {})).toBe('fe80::1');
  });
});

describe('rules 5 and 6', () => {
  it('reads the country from context.geo, then x-country, then x-nf-geo', () => {
    const geo = Buffer.from(JSON.stringify({ country: { code: 'br' } })).toString('base64');
    expect(clientCountry(h({ 'x-country': 'DE', 'x-nf-geo': geo }), { geo: { country: { code: 'NL' } } })).toBe('NL');
    expect(clientCountry(h({ 'x-country': 'de', 'x-nf-geo': geo }), { geo: {} })).toBe('DE');
    expect(clientCountry(h({ 'x-nf-geo': geo }), {})).toBe('BR');
    expect(clientCountry(h({ 'x-country': 'Deutschland', 'x-nf-geo': 'e30=' }), {})).toBeNull();
    expect(clientCountry(h({ 'x-nf-geo': '!!!' }), {})).toBeNull();
  });

  it('reads and bounds the user agent', () => {
    expect(clientUserAgent(h({ 'user-agent': 'toolshed/1.0' }))).toBe('toolshed/1.0');
    expect(clientUserAgent(h({}))).toBeNull();
    expect(clientUserAgent(h({ 'user-agent': 'a'.repeat(5000) }))!.length).toBe(512);
  });
});
