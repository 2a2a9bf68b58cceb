/**
 * Catalog build benchmark: generate 10,000 components of every kind (realistic
 * sizes, some messy frontmatter) and measure, each in its own child process:
 *   floor  plain Node reading every source file and writing the JSON files
 *   json   our catalog pipeline alone (load, validate, stats, write the JSON API)
 *   full   the whole `npm run build` (Astro pages + the JSON API)
 * plus the client search: MiniSearch index build and query times over the index.
 * Goal (issue 2): full ≤ 40 s and ≤ 2 GB peak; json ≤ 3x floor.
 * Usage: npm run bench -- catalog   (BENCH_COMPONENTS=2000 for a quicker run)
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { KINDS, type ComponentType } from '../src/catalog/kinds.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SELF = fileURLToPath(import.meta.url);

// ---------- child modes: do one job, report wall time and peak RSS ----------

async function child(mode: string, source: string, out: string): Promise<void> {
  const started = performance.now();
  if (mode === 'floor') {
    // The least any build must do: read every source file, write a JSON file per component and an index.
    const index: string[] = [];
    for (const kind of KINDS) {
      const kindDir = join(source, kind.type);
      for (const entry of await readdir(kindDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = join(entry.parentPath, entry.name);
        const text = await readFile(file, 'utf8');
        const rel = relative(kindDir, file);
        const target = join(out, 'component-content', kind.type, `${rel}.json`);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, JSON.stringify({ content: text }));
        index.push(rel);
      }
    }
    await writeFile(join(out, 'search-index.json'), JSON.stringify(index));
  } else if (mode === 'json') {
    const { prepareCatalog, writeCatalogFiles } = await import('../src/catalog/build.ts');
    const prepared = await prepareCatalog({ CATALOG_SOURCE_DIR: source, SOURCE_DATE_EPOCH: '1700000000' });
    await writeCatalogFiles(prepared, out);
  } else if (mode === 'full') {
    process.env.CATALOG_SOURCE_DIR = source;
    // A staging folder of its own, as scripts/build.ts does for --out-dir.
    const stage = join(ROOT, 'node_modules', '.toolshed-build', `bench-${process.pid}`);
    await mkdir(stage, { recursive: true });
    process.chdir(stage);
    const { build } = await import('astro');
    try {
      await build({ root: ROOT, logLevel: 'error', outDir: out });
    } finally {
      await rm(stage, { recursive: true, force: true });
    }
  }
  const wallMs = performance.now() - started;
  const usage = process.resourceUsage();
  // CPU seconds say more than wall time when the machine is shared.
  const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
  console.log(`RESULT ${JSON.stringify({ wallMs, cpuMs, maxRssKb: usage.maxRSS })}`);
}

type Measured = { wallMs: number; cpuMs: number; maxRssKb: number; processMs: number };

function measure(mode: string, source: string, out: string, dataDir: string): Measured {
  const t = performance.now();
  const result = spawnSync(process.execPath, [SELF, '--child', mode, source, out], {
    cwd: ROOT,
    encoding: 'utf8',
    // BENCH_STORE=embedded reads downloads from a fresh embedded PGlite store in its
    // own folder; by default the store is unreachable (zeros, as when it is down), so
    // the numbers are the catalog build's own and not the database's start-up.
    env: {
      ...process.env,
      TOOLSHED_STRICT: '',
      SOURCE_DATE_EPOCH: '1700000000',
      DATA_DIR: dataDir,
      ...(process.env.BENCH_STORE === 'embedded' ? {} : { DATABASE_URL: 'postgres://toolshed@127.0.0.1:9/none', SUPABASE_URL: '' }),
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  const processMs = performance.now() - t;
  const line = /RESULT (.*)/.exec(result.stdout ?? '');
  if (result.status !== 0 || !line) throw new Error(`${mode} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return { ...(JSON.parse(line[1]!) as Omit<Measured, 'processMs'>), processMs };
}

// ---------- the generated catalog ----------

let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const WORDS = (
  'agent review code test deploy database query index schema migration security audit performance cache ' +
  'latency frontend backend api graphql rest docker kubernetes terraform python typescript rust go lint ' +
  'format refactor document explain debug trace log metric alert incident release version changelog ' +
  'commit branch merge conflict pull request issue ticket sprint plan design architecture pattern ' +
  'component service module function class method variable error exception retry timeout queue worker'
).split(' ');
const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
const paragraph = (bytes: number) => {
  const lines: string[] = [];
  let size = 0;
  while (size < bytes) {
    const line = rand() < 0.15 ? `## ${words(3)}` : rand() < 0.2 ? `- ${words(8)}` : `${words(14)}.`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
};

const SHARE: Record<ComponentType, number> = {
  agents: 0.26, commands: 0.2, skills: 0.12, hooks: 0.09, mcps: 0.09, settings: 0.06, loops: 0.06, mods: 0.04, sandbox: 0.03, templates: 0.05,
};

async function put(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

function frontmatter(description: string, extra: string): string {
  // One in ten has frontmatter that is not valid YAML, as community files do.
  const messy = rand() < 0.1;
  return messy ? `---\ndescription: Use when: ${description}\ntools: *\n${extra}---\n` : `---\ndescription: "${description}"\n${extra}---\n`;
}

async function generate(dir: string, total: number): Promise<number> {
  let made = 0;
  for (const kind of KINDS) {
    const count = Math.round(total * SHARE[kind.type]);
    for (let i = 0; i < count; i++) {
      const category = `cat-${i % 25}`;
      const name = `${kind.singular}-${words(2).replace(/ /g, '-')}-${i}`;
      const base = join(dir, kind.type, category);
      const description = words(12 + Math.floor(rand() * 20));
      const hookJson = (script?: string) =>
        JSON.stringify(
          {
            description,
            ...(script ? { supportingFiles: [{ source: script, destination: `.claude/hooks/${script}`, executable: true }] } : {}),
            hooks: { PostToolUse: [{ matcher: 'Edit|Write', hooks: [{ type: 'command', command: script ? `bash .claude/hooks/${script}` : `echo ${words(3)}` }] }] },
          },
          null,
          2,
        );
      switch (kind.type) {
        case 'agents':
          await put(join(base, `${name}.md`), frontmatter(description, `name: ${name}\nmodel: sonnet\n`) + paragraph(2000 + rand() * 6000));
          break;
        case 'commands':
        case 'loops':
          await put(join(base, `${name}.md`), frontmatter(description, kind.type === 'loops' ? 'interval: 10m\n' : 'argument-hint: [file] | --all\n') + paragraph(800 + rand() * 2500));
          break;
        case 'skills': {
          const d = join(base, name);
          await put(join(d, 'SKILL.md'), frontmatter(description, `name: ${name}\n`) + paragraph(3000 + rand() * 7000));
          for (let f = 0; f < Math.floor(rand() * 3); f++) await put(join(d, 'references', `ref-${f}.md`), paragraph(2000 + rand() * 8000));
          break;
        }
        case 'hooks': {
          const script = rand() < 0.3 ? `${name}.sh` : undefined;
          await put(join(base, `${name}.json`), hookJson(script));
          if (script) await put(join(base, script), `#!/usr/bin/env bash\n# ${words(10)}\nexit 0\n`);
          break;
        }
        case 'mcps':
          await put(join(base, `${name}.json`), JSON.stringify({ mcpServers: { [name]: { description, command: 'npx', args: ['-y', `${name}-server`], env: { API_KEY: '<key>' } } } }, null, 2));
          break;
        case 'settings':
          await put(join(base, `${name}.json`), JSON.stringify({ description, permissions: { allow: ['Read', 'Grep'], deny: ['WebFetch'] }, env: { X: '1' } }, null, 2));
          break;
        case 'mods': {
          const d = join(base, name);
          await put(join(d, '.claude-plugin', 'plugin.json'), JSON.stringify({ name, description, version: '1.0.0', author: { name: 'Bench' } }, null, 2));
          await put(join(d, 'hooks', 'hooks.json'), JSON.stringify({ hooks: JSON.parse(hookJson()).hooks }, null, 2));
          await put(join(d, 'README.md'), `# ${name}\n\n${paragraph(1500)}`);
          for (let f = 0; f < 3; f++) await put(join(d, 'commands', `cmd-${f}.md`), frontmatter(words(6), '') + paragraph(600));
          break;
        }
        case 'sandbox':
        case 'templates': {
          const d = join(base, name);
          await put(join(d, 'README.md'), frontmatter(description, '') + paragraph(1500));
          await put(join(d, kind.type === 'sandbox' ? '.devcontainer/devcontainer.json' : '.claude/settings.json'), '{\n  "name": "x"\n}\n');
          await put(join(d, kind.type === 'sandbox' ? '.devcontainer/Dockerfile' : 'CLAUDE.md'), paragraph(500));
          break;
        }
      }
      made++;
    }
  }
  return made;
}

function searchBench(index: Array<{ name: string; description?: string; category?: string }>) {
  const docs = index.map((e, id) => ({ id, name: e.name, description: e.description ?? '', category: e.category ?? '' }));
  const t0 = performance.now();
  // The same options as src/components/SearchPanel.astro.
  const search = new MiniSearch({
    fields: ['name', 'description', 'category'],
    tokenize: (text: string) => text.split(/[\s\-_./:,;()[\]{}"'`]+/u).filter(Boolean),
    searchOptions: { prefix: true, fuzzy: 0.2, boost: { name: 3, category: 1.5 }, combineWith: 'AND' },
  });
  search.addAll(docs);
  const buildMs = performance.now() - t0;
  const queries = ['rev', 'review', 'revew code', 'datab', 'kubernetes deploy', 'x'];
  const perQuery: Record<string, number> = {};
  for (const q of queries) {
    const t = performance.now();
    for (let i = 0; i < 20; i++) search.search(q);
    perQuery[q] = (performance.now() - t) / 20;
  }
  return { buildMs, perQuery };
}

// ---------- main ----------

if (process.argv[2] === '--generate') {
  console.log(await generate(process.argv[3]!, Number(process.argv[4] ?? 1000)));
} else if (process.argv[2] === '--child') {
  await child(process.argv[3]!, process.argv[4]!, process.argv[5]!);
} else {
  const total = Number(process.env.BENCH_COMPONENTS ?? 10_000);
  const work = await mkdtemp(join(tmpdir(), 'toolshed-catalog-bench-'));
  try {
    const source = join(work, 'source');
    let t = performance.now();
    const made = await generate(source, total);
    console.log(`generated ${made} components in ${((performance.now() - t) / 1000).toFixed(1)} s at ${source}`);
    const rows: Array<[string, ReturnType<typeof measure>]> = [];
    for (const mode of ['floor', 'json', 'full'] as const) {
      t = performance.now();
      const result = measure(mode, source, join(work, `out-${mode}`), join(work, `data-${mode}`));
      rows.push([mode, result]);
      console.log(`${mode}: ${(result.wallMs / 1000).toFixed(2)} s of work, ${(result.processMs / 1000).toFixed(2)} s with process start, ${(result.cpuMs / 1000).toFixed(1)} CPU s, peak RSS ${(result.maxRssKb / 1024).toFixed(0)} MB`);
    }
    const floor = rows[0]![1];
    const json = rows[1]![1];
    const full = rows[2]![1];
    const index = JSON.parse(await readFile(join(work, 'out-full', 'search-index.json'), 'utf8')) as Array<{ name: string }>;
    const s = searchBench(index);
    console.log(`\nload average at the end: ${loadavg().map((l) => l.toFixed(1)).join(' ')} (${cpus().length} cores)`);
    console.log('\n| measure | wall (process) | CPU (user+sys) | peak RSS |\n| --- | --- | --- | --- |');
    for (const [mode, r] of rows) console.log(`| ${mode} | ${(r.processMs / 1000).toFixed(2)} s | ${(r.cpuMs / 1000).toFixed(1)} s | ${(r.maxRssKb / 1024).toFixed(0)} MB |`);
    console.log(`\njson / floor = ${(json.processMs / floor.processMs).toFixed(2)}x wall, ${(json.cpuMs / floor.cpuMs).toFixed(2)}x CPU (goal ≤ 3x); full = ${(full.processMs / 1000).toFixed(1)} s (goal ≤ 40 s), ${(full.maxRssKb / 1024).toFixed(0)} MB (goal ≤ 2048 MB)`);
    console.log(`search over ${index.length} entries: index build ${s.buildMs.toFixed(0)} ms; per query ${Object.entries(s.perQuery).map(([q, ms]) => `"${q}" ${ms.toFixed(2)} ms`).join(', ')}`);
    const ok = json.processMs <= 3 * floor.processMs && full.processMs <= 40_000 && full.maxRssKb <= 2 * 1024 * 1024;
    console.log(ok ? 'within the goals' : 'OUTSIDE the goals');
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
