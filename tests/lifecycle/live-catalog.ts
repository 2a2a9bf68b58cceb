/**
 * A catalog that changes between test steps: the installer's messy fixture
 * catalog written as a built site into a temporary `dist/`, served by the
 * local host (`npm start`'s server) behind a real HTTP proxy that counts every
 * request and can play a network that is down. `publish()` rewrites the
 * whole dist (a removed component's documents disappear too), with the
 * `/lock-index.json` the build writes (or without it: a site built before it).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll } from 'vitest';
import { toolshed } from '../install/run-bin.ts';
import { join } from 'node:path';
import { contentDigest } from '../../src/catalog/digest.ts';
import type { LockIndex } from '../../src/catalog/output-schemas.ts';
import type { ComponentType } from '../../src/catalog/kinds.ts';
import { tempDir } from '../helpers/paths.ts';
import { startLocalServer, type LocalServer } from '../helpers/server.ts';
import { FIXTURE, writeFixtureDist, type FixtureComponent } from '../install/fixture-catalog.ts';

export interface LiveCatalog {
  /** The proxy's URL: what installs record and check asks. */
  url: string;
  dist: string;
  components: FixtureComponent[];
  /** GET paths the proxy saw, in order; cleared by the caller between steps. */
  requests: string[];
  /** true: every connection is dropped at once, as a network that is down. */
  down: boolean;
  find(type: ComponentType, name: string): FixtureComponent;
  edit(type: ComponentType, name: string, change: (c: FixtureComponent) => FixtureComponent): Promise<void>;
  remove(type: ComponentType, name: string): Promise<void>;
  publish(options?: { lockIndex?: boolean }): Promise<void>;
  close(): Promise<void>;
}

async function writeDist(dir: string, components: FixtureComponent[], lockIndex: boolean): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await writeFixtureDist(dir, components);
  if (!lockIndex) return;
  const index: LockIndex = { version: 1, components: Object.fromEntries(components.map((c) => [`${c.type}/${c.category}/${c.name}`, contentDigest(c)])) };
  await writeFile(join(dir, 'lock-index.json'), JSON.stringify(index));
}

export async function startLiveCatalog(components: FixtureComponent[] = structuredClone(FIXTURE)): Promise<LiveCatalog> {
  const temp = await tempDir('toolshed-live-dist-');
  const dist = join(temp.path, 'dist');
  await writeDist(dist, components, true);
  const host: LocalServer = await startLocalServer({ TOOLSHED_DIST: dist, DATABASE_URL: '', SUPABASE_URL: '', SUPABASE_SERVICE_ROLE_KEY: '' });
  const sockets = new Set<Socket>();
  const catalog: LiveCatalog = {
    url: '',
    dist,
    components,
    requests: [],
    down: false,
    find(type, name) {
      const c = this.components.find((f) => f.type === type && f.name === name);
      if (!c) throw new Error(`no component ${type}/${name}`);
      return c;
    },
    async edit(type, name, change) {
      this.components = this.components.map((c) => (c.type === type && c.name === name ? change(structuredClone(c)) : c));
      await this.publish();
    },
    async remove(type, name) {
      this.components = this.components.filter((c) => !(c.type === type && c.name === name));
      await this.publish();
    },
    async publish(options = {}) {
      await writeDist(dist, this.components, options.lockIndex ?? true);
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
      await host.stop();
      await temp.cleanup();
    },
  };
  const server: Server = createServer(async (req, res) => {
    catalog.requests.push(`${req.method} ${req.url}`);
    try {
      const answer = await fetch(`${host.url}${req.url}`, { method: req.method });
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
      res.end(Buffer.from(await answer.arrayBuffer()));
    } catch {
      res.writeHead(502).end();
    }
  });
  server.on('connection', (s) => {
    if (catalog.down) {
      s.destroy();
      return;
    }
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  catalog.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return catalog;
}

/**
 * A test file's live catalog and scratch folder (started before its tests,
 * closed after), and empty projects, each with its own home folder, in which
 * `run` starts the real bin.
 */
export function useLiveCatalog(prefix: string): {
  catalog: () => LiveCatalog;
  project: () => Promise<{ dir: string; home: string; run: (args: string[]) => ReturnType<typeof toolshed> }>;
} {
  let catalog: LiveCatalog | undefined;
  let scratch: Awaited<ReturnType<typeof tempDir>> | undefined;
  let n = 0;
  beforeAll(async () => {
    catalog = await startLiveCatalog();
    scratch = await tempDir(prefix);
  });
  afterAll(async () => {
    await catalog?.close();
    await scratch?.cleanup();
  });
  return {
    catalog: () => catalog!,
    async project() {
      const dir = join(scratch!.path, `p${++n}`, 'project');
      const home = join(scratch!.path, `p${n}`, 'home');
      await mkdir(dir, { recursive: true });
      await mkdir(home, { recursive: true });
      return { dir, home, run: (args) => toolshed(args, { cwd: dir, env: { HOME: home } }) };
    },
  };
}
