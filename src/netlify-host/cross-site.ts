/**
 * Whether a request to one of `npm start`'s local triggers (a scheduled
 * function run now at `/.netlify/functions/<name>`) may have come from a web
 * page of another site. Those addresses exist only locally and start work a
 * page must not start (the build hook, the release check's webhook), so they
 * are served only to this machine's own tools (curl, scripts: no Origin, no
 * fetch metadata) and to the host's own pages. Public APIs (`config.path`:
 * tracking, release check, Discord) are not checked here: browsers call them
 * cross-origin by the spec, and each guards itself. Pure.
 */
import { isLoopbackAddress, loopbackHosts } from '../http/loopback.ts';

export interface RequestSite {
  /** `Host` header. */
  host?: string;
  origin?: string;
  /** `Sec-Fetch-Site`, which browsers send on every request (images and forms too, where Origin may be missing). */
  fetchSite?: string;
}

/** The `host:port` names an Origin may carry to count as this server, as the local tools' access check decides. */
function ownHosts(boundHost: string, port: number, hostHeader: string | undefined): string[] {
  if (isLoopbackAddress(boundHost)) return loopbackHosts(port);
  return hostHeader ? [hostHeader.toLowerCase()] : [];
}

/** Why a local trigger refuses this request, or undefined when it may run. */
export function crossSiteRefusal(request: RequestSite, boundHost: string, port: number): string | undefined {
  const fetchSite = request.fetchSite?.toLowerCase();
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return `the browser says it came from a ${fetchSite} page`;
  if (request.origin !== undefined) {
    const origin = request.origin.toLowerCase();
    const own = origin.startsWith('http://') && ownHosts(boundHost, port, request.host).includes(origin.slice('http://'.length));
    if (!own) return `Origin "${request.origin}" is not this server`;
  }
  return undefined;
}
