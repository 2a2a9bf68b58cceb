import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { isPrecompressedFullText } from '../catalog/full-text.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

export interface HeaderRule {
  pattern: RegExp;
  values: Record<string, string>;
}

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * A `for` path matched as Netlify's header parser matches it: segment by
 * segment, case-insensitive, optional trailing slash, `:name` one segment,
 * a lone `*` segment anything (or nothing), `*` inside a segment anything.
 */
export function forPattern(forPath: string): RegExp {
  const parts = forPath.split('/').map((part) => part.trimEnd()).filter(Boolean).map((part) => {
    if (part.startsWith(':')) return '([^/]+)';
    if (part === '*') return '?(.*)';
    return part.split('*').map(escape).join('(.*)');
  });
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
}

/**
 * The path whose header rules a 404 carries. Netlify's runtime looks for
 * `<path>.html`, `<path>/index.html`, … before giving up and applies the rules
 * of the last path it tried (`netlify serve`, netlify-cli 27.10): so
 * `/missing.json` gets none of `/*.json`'s headers while `/components/x.json`
 * keeps `/components/*`'s.
 */
export function notFoundRulePath(pathname: string): string {
  if (pathname.endsWith('/')) return `${pathname}index.htm`;
  if (/\.(html?|png|jpg|js|css|svg|gif|ico|woff|woff2)$/.test(pathname)) return pathname;
  return `${pathname}/index.htm`;
}

/** The `[[headers]]` rules of netlify.toml, so local responses carry what production sends. */
export async function loadHeaderRules(netlifyToml: string): Promise<HeaderRule[]> {
  const text = await readFile(netlifyToml, 'utf8').catch(() => '');
  if (!text) return [];
  const parsed = parseToml(text) as { headers?: Array<{ for: string; values: Record<string, string> }> };
  return (parsed.headers ?? []).map((rule) => ({
    pattern: forPattern(rule.for),
    values: Object.fromEntries(Object.entries(rule.values).map(([k, v]) => [k.toLowerCase(), String(v)])),
  }));
}

export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rule of rules) if (rule.pattern.test(pathname)) Object.assign(out, rule.values);
  return out;
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then((s) => s.isFile(), () => false);
}

/** Resolve a URL path to a file inside `root`, never outside it. */
async function resolveStatic(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const rel = normalize(decoded).replace(/^([/\\])+/, '');
  if (rel.split(/[/\\]/).includes('..')) return undefined;
  const base = join(root, rel);
  if (base !== root && !base.startsWith(root.endsWith(sep) ? root : root + sep)) return undefined;
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

/** Whether an Accept-Encoding header takes gzip: named or `*`, and not refused with `q=0`. */
export function acceptsGzip(header: string): boolean {
  let star = false;
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const taken = !q || Number(q.slice(2)) > 0;
    if (name === 'gzip') return taken;
    if (name === '*') star = taken;
  }
  return star;
}

export async function staticResponse(
  root: string,
  pathname: string,
  rules: HeaderRule[],
  method: string,
  acceptEncoding = '',
): Promise<Response> {
  const file = await resolveStatic(root, pathname);
  if (!file) {
    const page = await readFile(join(root, '404.html')).catch(() => Buffer.from('<!doctype html><title>Not found</title><h1>Not found</h1>'));
    return new Response(method === 'HEAD' ? null : page, {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', ...headersFor(rules, notFoundRulePath(pathname)) },
    });
  }
  const body = await readFile(file);
  // The full-text index's files are gzip already: to a client that takes gzip they go as they
  // are, and the browser inflates them natively instead of Pagefind's JavaScript (at 100,000
  // components that unpacking, 3 MB when the index loads, held up the first keys typed).
  const precompressed = isPrecompressedFullText(pathname);
  const gzip = precompressed && acceptsGzip(acceptEncoding) && body[0] === 0x1f && body[1] === 0x8b;
  return new Response(method === 'HEAD' ? null : body, {
    status: 200,
    headers: {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': String(body.byteLength),
      ...(precompressed ? { vary: 'Accept-Encoding' } : {}),
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      ...headersFor(rules, pathname),
    },
  });
}
