/**
 * The catalog an install reads from: a site over HTTP(S), or a built dist/
 * folder on disk. Only the JSON API paths of docs/component-format.md are read.
 */
import { resolve, join } from 'node:path';
import { contentDigest } from '../catalog/digest.ts';
import type { Kind } from '../catalog/kinds.ts';
import { readStreamLimited } from '../http/body.ts';
import { visible } from '../text/visible.ts';
import type { InstallRequest } from './args.ts';
import { EXIT, InstallError } from './errors.ts';
import { FileTooLargeError, readRegularFile } from './fs-safety.ts';
import type { Verified } from './plan.ts';
import { DEFAULT_MAX_COMPONENT_BYTES } from './settings.ts';
import { catalogUrl, isLoopbackHost, safeAddress, safeMessage, splitCredentials } from './address.ts';
import {
  ComponentContentSchema,
  ListedComponentSchema,
  ListRowSchema,
  rowsOf,
  SearchEntrySchema,
  type ListRow,
  type SearchEntry,
} from './schemas.ts';

/** The catalog's index and list files (a whole catalog's rows): bounded too, far above any real catalog's. */
export const MAX_INDEX_BYTES = 64 * 1024 * 1024;
/** Redirects followed within the site before giving up. */
const MAX_REDIRECTS = 5;

/** A download passed its byte cap: refused before it was read whole. */
export class DownloadTooLargeError extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`larger than ${limit} bytes`);
    this.limit = limit;
  }
}

export interface Source {
  /** Site origin (for tracking) when the catalog is a URL; undefined for a folder. */
  url?: string;
  label: string;
  /**
   * The parsed JSON at an API path, or null when the catalog has no such file;
   * more than `limit` bytes (default MAX_INDEX_BYTES, for index and list files)
   * throws DownloadTooLargeError.
   */
  get(path: string, limit?: number): Promise<unknown | null>;
}

export interface SourceDeps {
  cwd: string;
  fetch: typeof fetch;
  progress: (line: string) => void;
  timeoutMs?: number;
}

function isUrl(site: string): boolean {
  return /^https?:\/\//i.test(site);
}

const REDIRECT = new Set([301, 302, 303, 307, 308]);

/**
 * GET `url`, following redirects only within `origin` (scheme, host and
 * port): a catalog that sends the installer to another host, or from https
 * to http, is named and refused.
 */
async function fetchSameOrigin(url: string, origin: string, deps: SourceDeps, authorization?: string): Promise<Response> {
  let current = url;
  for (let hop = 0; ; hop++) {
    const response = await deps.fetch(current, {
      // The site's user info goes only to the site (redirects stay on its origin).
      headers: { accept: 'application/json', ...(authorization ? { authorization } : {}) },
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.timeoutMs ?? 30_000),
    });
    if (!REDIRECT.has(response.status)) return response;
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (location === null) throw new InstallError(EXIT.network, `cannot download ${safeAddress(current)}: HTTP ${response.status} without a Location`);
    let target: URL;
    try {
      target = new URL(location, current);
    } catch {
      throw new InstallError(EXIT.network, `cannot download ${safeAddress(current)}: it redirected to a malformed address`);
    }
    if (target.origin !== origin) {
      throw new InstallError(
        EXIT.network,
        `${safeAddress(current)} redirected to ${safeAddress(target.href)}: refusing a redirect to another host or scheme; nothing was written (use --site ${target.origin} if you trust it)`,
      );
    }
    if (hop >= MAX_REDIRECTS) throw new InstallError(EXIT.network, `cannot download ${safeAddress(url)}: too many redirects`);
    current = target.href;
  }
}

/** The body as text, refused above `limit` bytes: by its declared length before reading, else as it streams in. */
async function limitedText(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    throw new DownloadTooLargeError(limit);
  }
  if (!response.body) return '';
  const bytes = await readStreamLimited(response.body, limit);
  if (bytes === null) throw new DownloadTooLargeError(limit);
  return new TextDecoder().decode(bytes);
}

/**
 * The catalog at `site` over HTTP(S): plain http only to this machine
 * (loopback), as a download anyone on the way could rewrite is no catalog to
 * trust. Throws (exit 2) otherwise, naming the address without its credentials.
 */
export function siteUrl(site: string): URL {
  let base: URL;
  try {
    base = new URL(site);
  } catch {
    throw new InstallError(EXIT.usage, `${visible(safeAddress(site))} is not a valid address`);
  }
  if (base.protocol === 'http:' && !isLoopbackHost(base.hostname)) {
    throw new InstallError(
      EXIT.usage,
      `refusing the catalog ${visible(safeAddress(base.href))}: plain http to another host can be rewritten on the way; use https (plain http is accepted only for this machine: localhost, 127.0.0.0/8, ::1)`,
    );
  }
  base.hash = '';
  return base;
}

export function openSource(site: string, deps: SourceDeps): Source {
  if (isUrl(site)) {
    const { url: base, authorization } = splitCredentials(siteUrl(site));
    const origin = base.origin;
    // The site as it is recorded and shown: never its credentials, query or fragment.
    const shown = safeAddress(`${base.origin}${base.pathname.replace(/\/+$/, '')}`);
    return {
      url: shown,
      label: shown,
      async get(path, limit = MAX_INDEX_BYTES) {
        const url = catalogUrl(base, path).href;
        const named = safeAddress(url);
        let response: Response;
        let body: string;
        try {
          response = await fetchSameOrigin(url, origin, deps, authorization);
          if (response.status === 404) {
            await response.body?.cancel();
            return null;
          }
          if (!response.ok) {
            await response.body?.cancel();
            throw new InstallError(EXIT.network, `cannot download ${named}: HTTP ${response.status}`);
          }
          body = await limitedText(response, limit);
        } catch (error) {
          if (error instanceof InstallError || error instanceof DownloadTooLargeError) throw error;
          const cause = (error as { cause?: { code?: string; message?: string } }).cause;
          throw new InstallError(EXIT.network, `cannot download ${named}: ${safeMessage(cause?.code ?? cause?.message ?? (error as Error).message)}`);
        }
        deps.progress(`downloaded ${path} (${Buffer.byteLength(body)} bytes)`);
        try {
          return JSON.parse(body);
        } catch {
          throw new InstallError(EXIT.network, `${named} did not return JSON; is ${shown} a Toolshed site?`);
        }
      },
    };
  }
  const dir = resolve(deps.cwd, site);
  return {
    label: dir,
    async get(path, limit = MAX_INDEX_BYTES) {
      let bytes: Buffer | null;
      try {
        // A catalog folder may hold a FIFO or a device where a file should be: only regular files are read.
        bytes = await readRegularFile(join(dir, ...path.split('/').filter(Boolean)), `${path} in ${dir}`, limit);
      } catch (error) {
        if (error instanceof FileTooLargeError) throw new DownloadTooLargeError(limit);
        if (error instanceof InstallError) throw error;
        throw new InstallError(EXIT.failed, `cannot read ${path} in ${dir}: ${(error as Error).message}`);
      }
      if (bytes === null) return null;
      const body = bytes.toString('utf8');
      deps.progress(`read ${path} (${bytes.byteLength} bytes)`);
      try {
        return JSON.parse(body);
      } catch {
        throw new InstallError(EXIT.failed, `${join(dir, path)} is not JSON; is ${dir} a built Toolshed site?`);
      }
    },
  };
}

/** Reads the catalog for a batch of requests, caching the shared index files. */
export class Catalog {
  readonly source: Source;
  private readonly maxComponentBytes: number;
  private index?: Promise<SearchEntry[]>;
  private lists = new Map<string, Promise<ListRow[]>>();
  constructor(source: Source, options: { maxComponentBytes?: number } = {}) {
    this.source = source;
    this.maxComponentBytes = options.maxComponentBytes ?? DEFAULT_MAX_COMPONENT_BYTES;
  }

  /** An index or list file, bounded by MAX_INDEX_BYTES. */
  private async indexFile(path: string): Promise<unknown | null> {
    try {
      return await this.source.get(path, MAX_INDEX_BYTES);
    } catch (error) {
      if (!(error instanceof DownloadTooLargeError)) throw error;
      throw new InstallError(EXIT.network, `${this.source.label}${path} is larger than ${error.limit} bytes; refusing it (is this a Toolshed catalog?)`);
    }
  }

  private searchIndex(): Promise<SearchEntry[]> {
    this.index ??= this.indexFile('/search-index.json').then((data) => {
      const rows = rowsOf(SearchEntrySchema, data);
      if (!rows) throw new InstallError(EXIT.network, `${this.source.label}/search-index.json is missing or malformed`);
      return rows;
    });
    return this.index;
  }

  private list(kind: Kind): Promise<ListRow[]> {
    let list = this.lists.get(kind.type);
    if (!list) {
      list = this.indexFile(`/components/${kind.type}.json`).then((data) => {
        const rows = rowsOf(ListRowSchema, data);
        if (!rows) throw new InstallError(EXIT.network, `${this.source.label}/components/${kind.type}.json is missing or malformed`);
        return rows;
      });
      this.lists.set(kind.type, list);
    }
    return list;
  }

  /** A bare name to its category; ambiguous or unknown names install nothing. */
  async resolve(request: InstallRequest): Promise<{ kind: Kind; category: string; name: string }> {
    if (request.category !== undefined) return { kind: request.kind, category: request.category, name: request.name };
    const entries = (await this.searchIndex()).filter((e) => e.type === request.kind.singular);
    let matches = entries.filter((e) => e.name === request.name);
    if (matches.length === 0) matches = entries.filter((e) => e.name.toLowerCase() === request.name.toLowerCase());
    const spec = (e: SearchEntry) => e.path.replace(/\.[^./]+$/, '');
    if (matches.length === 1) {
      const [category, name] = spec(matches[0]!).split('/');
      if (category && name) return { kind: request.kind, category, name };
    }
    if (matches.length > 1) {
      throw new InstallError(
        EXIT.unknownComponent,
        `${request.kind.singular} "${request.name}" is ambiguous; nothing was installed. Pick one:\n${matches
          .map((e) => `  toolshed --${request.kind.singular} ${spec(e)}${e.description ? `   ${visible(e.description.slice(0, 70))}` : ''}`)
          .join('\n')}`,
      );
    }
    const similar = entries.filter((e) => e.name.toLowerCase().includes(request.name.toLowerCase())).slice(0, 5);
    throw new InstallError(
      EXIT.unknownComponent,
      `no ${request.kind.singular} named "${request.name}" in ${this.source.label}${similar.length ? `; did you mean: ${similar.map(spec).join(', ')}` : ''}`,
    );
  }

  /** Downloads a component and checks it against the sha256 the catalog lists for it. */
  async fetchVerified(ref: { kind: Kind; category: string; name: string }): Promise<Verified> {
    const { kind, category, name } = ref;
    const id = `${kind.singular} ${category}/${name}`;
    const listed = (await this.list(kind)).find((e) => e.path.replace(/\.[^./]+$/, '') === `${category}/${name}`);
    if (!listed) throw new InstallError(EXIT.unknownComponent, `unknown ${id}: it is not in ${this.source.label}/components/${kind.type}.json`);
    const meta = ListedComponentSchema.safeParse(listed);
    if (!meta.success) throw new InstallError(EXIT.integrity, `${id}: the catalog lists no valid sha256 for it; refusing to install`);
    let raw: unknown;
    try {
      raw = await this.source.get(`/component-content/${kind.type}/${category}/${name}.json`, this.maxComponentBytes);
    } catch (error) {
      if (!(error instanceof DownloadTooLargeError)) throw error;
      throw new InstallError(
        EXIT.integrity,
        `${id}: its download is larger than ${error.limit} bytes (TOOLSHED_MAX_COMPONENT_BYTES); refusing it, nothing was written`,
      );
    }
    if (raw === null) throw new InstallError(EXIT.unknownComponent, `unknown ${id}: the catalog lists it but has no content for it`);
    const content = ComponentContentSchema.safeParse(raw);
    if (!content.success) throw new InstallError(EXIT.integrity, `${id}: the downloaded content is malformed; nothing was written`);
    const digest = contentDigest(content.data);
    if (digest !== meta.data.sha256) {
      throw new InstallError(
        EXIT.integrity,
        `${id}: checksum mismatch (catalog sha256 ${meta.data.sha256}, downloaded ${digest}); refusing to write anything`,
      );
    }
    return { kind, category, name, content: content.data, sha256: digest, catalogPath: listed.path };
  }
}
