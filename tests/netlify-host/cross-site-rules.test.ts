/** The local host's cross-site decision for local triggers (src/netlify-host/cross-site.ts), case by case. */
import { describe, expect, it } from 'vitest';
import { crossSiteRefusal } from '../../src/netlify-host/cross-site.ts';

describe('cross-site requests to a local trigger', () => {
  it.each([
    [{}, undefined],
    [{ fetchSite: 'none' }, undefined],
    [{ fetchSite: 'same-origin', origin: 'http://127.0.0.1:8888' }, undefined],
    [{ origin: 'http://localhost:8888' }, undefined],
    [{ origin: 'http://[::1]:8888' }, undefined],
    [{ origin: 'http://127.0.0.1:9999' }, /Origin/],
    [{ origin: 'https://127.0.0.1:8888' }, /Origin/],
    [{ origin: 'null' }, /Origin/],
    [{ fetchSite: 'same-site' }, /same-site page/],
    [{ fetchSite: 'cross-site' }, /cross-site page/],
  ])('%j', (request, refused) => {
    const reason = crossSiteRefusal({ host: '127.0.0.1:8888', ...request }, '127.0.0.1', 8888);
    if (refused) expect(reason).toMatch(refused);
    else expect(reason).toBeUndefined();
  });

  it('on a non-loopback address, the Origin must name the Host the request came to', () => {
    expect(crossSiteRefusal({ host: '192.168.1.5:8888', origin: 'http://192.168.1.5:8888' }, '0.0.0.0', 8888)).toBeUndefined();
    expect(crossSiteRefusal({ host: '192.168.1.5:8888', origin: 'http://evil.invalid' }, '0.0.0.0', 8888)).toMatch(/Origin/);
  });
});
