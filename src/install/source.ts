/**
 * The catalog an install reads from: a site over HTTP(S), or a built dist/
 * folder on disk. Only the JSON API paths of docs/component-format.md are read.
 */
import { readFile } from 'node:fs/promises';
import { resolve, join } from 'node:path';
import { contentDigest } from '../catalog/digest.ts';
import type { Kind } from '../catalog/kinds.ts';
import type { InstallRequest } from './args.ts';
import { EXIT, InstallError } from './errors.ts';
import type { Verified } from './plan.ts';
import {
  ComponentContentSchema,
  ListedComponentSchema,
  ListRowSchema,
  rowsOf,
  SearchEntrySchema,
  type ListRow,
  type SearchEntry,
} from './schemas.ts';

export interface Source {
  /** Site origin (for tracking) when the catalog is a URL; undefined for a folder. */
  url?: string;
  label: string;
  /** The parsed JSON at an API path, or null when the catalog has no such file. */
  get(path: string): Promise<unknown | null>;
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

export function openSource(site: string, deps: SourceDeps): Source {
  if (isUrl(site)) {
    const base = site.replace(/\/+$/, '');
    return {
      url: base,
      label: base,
      async get(path) {
        const url = `${base}${path}`;
        let response: Response;
        let body: string;
        try {
          response = await deps.fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(deps.timeoutMs ?? 30_000) });
          if (response.status === 404) {
            await response.body?.cancel();
            return null;
          }
          body = await response.text();
        } catch (error) {
          const cause = (error as { cause?: { code?: string; message?: string } }).cause;
          throw new InstallError(EXIT.network, `cannot download ${url}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
        }
        if (!response.ok) throw new InstallError(EXIT.network, `cannot download ${url}: HTTP ${response.status}`);
        deps.progress(`downloaded ${path} (${Buffer.byteLength(body)} bytes)`);
        try {
          return JSON.parse(body);
        } catch {
          throw new InstallError(EXIT.network, `${url} did not return JSON; is ${base} a Toolshed site?`);
        }
      },
    };
  }
  const dir = resolve(deps.cwd, site);
  return {
    label: dir,
    async get(path) {
      let body: string;
      try {
        body = await readFile(join(dir, ...path.split('/').filter(Boolean)), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw new InstallError(EXIT.failed, `cannot read ${path} in ${dir}: ${(error as Error).message}`);
      }
      deps.progress(`read ${path} (${Buffer.byteLength(body)} bytes)`);
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
  private index?: Promise<SearchEntry[]>;
  private lists = new Map<string, Promise<ListRow[]>>();
  constructor(source: Source) {
    this.source = source;
  }

  private searchIndex(): Promise<SearchEntry[]> {
    this.index ??= this.source.get('/search-index.json').then((data) => {
      const rows = rowsOf(SearchEntrySchema, data);
      if (!rows) throw new InstallError(EXIT.network, `${this.source.label}/search-index.json is missing or malformed`);
      return rows;
    });
    return this.index;
  }

  private list(kind: Kind): Promise<ListRow[]> {
    let list = this.lists.get(kind.type);
    if (!list) {
      list = this.source.get(`/components/${kind.type}.json`).then((data) => {
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
          .map((e) => `  toolshed --${request.kind.singular} ${spec(e)}${e.description ? `   ${e.description.slice(0, 70)}` : ''}`)
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
    const raw = await this.source.get(`/component-content/${kind.type}/${category}/${name}.json`);
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
