/**
 * A catalog's address as it may be shown, and the addresses of its files.
 * Pure. A `--site` or `--stack` address can carry credentials (user info,
 * `?token=…`): they are sent to that host, never printed (errors, plans, the
 * rerun command). Request addresses are built with the URL API, so a path is
 * never appended after a query string or a fragment.
 */

/** Query parameters whose values are secrets by name (`token`, `access_token`, `api-key`, `sig`, …). */
const SECRET_PARAM = /(^|[_-])(token|key|secret|password|passwd|pwd|auth|authorization|credential|credentials|signature|sig|session|code)$|^(apikey|x-amz-[a-z-]+)$/i;

/** A value that looks like a credential whatever its name: long and random-looking (no spaces, letters and digits mixed). */
function looksLikeToken(value: string): boolean {
  return value.length >= 20 && /^[A-Za-z0-9._~+/=-]+$/.test(value.replaceAll('_', '')) && /[0-9]/.test(value) && /[A-Za-z]/.test(value);
}

/** `text` with the credentials of any URL in it hidden: user info dropped, secret-looking query values as `***`. */
export function safeAddress(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return text;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return text;
  const hadUser = url.username !== '' || url.password !== '';
  url.username = '';
  url.password = '';
  let hidden = false;
  const params = new URLSearchParams(url.search);
  for (const [name, value] of [...params]) {
    if (value && (SECRET_PARAM.test(name) || looksLikeToken(value))) {
      params.set(name, '***');
      hidden = true;
    }
  }
  if (hidden) url.search = params.toString().replaceAll('%2A%2A%2A', '***');
  if (!hadUser && !hidden) return text;
  return url.href;
}

/** Every http(s) address inside a message, made safe to print. */
export function safeMessage(message: string): string {
  // An address ends before trailing punctuation (`…/x.json: ECONNREFUSED`).
  return message.replace(/\bhttps?:\/\/[^\s'"`<>)]*[^\s'"`<>).,:;]/gi, (match) => safeAddress(match));
}

/**
 * The address of `path` (`/components/agents.json`) on the catalog at `base`:
 * the path is joined to the base's own path with the URL API, so the base's
 * query (a private catalog's `?token=`) stays a query and its fragment is dropped.
 */
export function catalogUrl(base: URL, path: string): URL {
  const url = new URL(base.href);
  url.hash = '';
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return url;
}

/**
 * The user info of an address as an `Authorization: Basic` header, and the
 * address without it: fetch refuses an address with credentials, and an
 * address in an error message must not carry them.
 */
export function splitCredentials(url: URL): { url: URL; authorization?: string } {
  if (!url.username && !url.password) return { url };
  const bare = new URL(url.href);
  bare.username = '';
  bare.password = '';
  const pair = `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`;
  return { url: bare, authorization: `Basic ${Buffer.from(pair, 'utf8').toString('base64')}` };
}

/** Loopback hosts: the only ones a plain-http catalog may be on (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}
