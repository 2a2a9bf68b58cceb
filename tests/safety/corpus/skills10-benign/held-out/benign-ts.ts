/**
 * Tenth benign batch, HELD-OUT third (never read while working on the analyzer): TypeScript MCP
 * servers — dockerode, a knowledge graph in a JSONL file under home, retries with backoff,
 * JSONPath with script evaluation off, Ollama on loopback, unzip with a zip-slip check, sharp with
 * a size cap, an Obsidian vault, time zones. Written on 2026-11-30 by helper benign13 before the
 * analyzer was run on any of them; ids split by `thirdOf(id)`.
 */
import { benign, TS_HEAD, TS_TAIL } from '../../skills/build.ts';
import { type Benign10Sample, server } from '../classes.ts';

export const HELD_OUT10_TS: Benign10Sample[] = [
  benign('b10-dockerode-ts', 'container', 'a dockerode server: list containers and images, logs, start/stop of a container the user names', server('docker-node', 'Work with local Docker containers.', 'ts', `${TS_HEAD}import Docker from 'dockerode';

const docker = new Docker({ socketPath: process.env.DOCKER_SOCKET ?? '/var/run/docker.sock' });
const server = new McpServer({ name: 'docker-node', version: '0.9.0' });
const out = (v: unknown) => ({ content: [{ type: 'text' as const, text: typeof v === 'string' ? v : JSON.stringify(v, null, 2) }] });

server.tool('list_containers', 'Containers and their state.', { all: z.boolean().default(false) }, async ({ all }) =>
  out((await docker.listContainers({ all })).map((c) => ({ id: c.Id.slice(0, 12), name: c.Names[0], image: c.Image, state: c.State }))),
);
server.tool('container_logs', 'Recent logs of a container.', { id: z.string(), tail: z.number().int().max(5000).default(200) }, async ({ id, tail }) =>
  out((await docker.getContainer(id).logs({ stdout: true, stderr: true, tail })).toString('utf8')),
);
server.tool('stop_container', 'Stop a container. Confirm with the user first.', { id: z.string() }, async ({ id }) => {
  await docker.getContainer(id).stop({ t: 10 });
  return out(\`stopped \${id}\`);
});
server.tool('list_images', 'Local images.', {}, async () => out((await docker.listImages()).map((i) => ({ tags: i.RepoTags, sizeMb: Math.round(i.Size / 1e6) }))));
${TS_TAIL}`, {}, ['dockerode'])),

  benign('b10-memory-graph-ts', 'memory', 'the knowledge-graph memory server shape: entities and relations as JSON lines in MEMORY_FILE_PATH, by default ~/.claude-memory.jsonl', server('kg-memory', 'Persistent memory for Claude as a local knowledge graph.', 'ts', `${TS_HEAD}import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

interface Entity { name: string; entityType: string; observations: string[] }
interface Relation { from: string; to: string; relationType: string }
const FILE = process.env.MEMORY_FILE_PATH ?? path.join(os.homedir(), '.claude-memory.jsonl');

async function load(): Promise<{ entities: Entity[]; relations: Relation[] }> {
  const text = await fs.readFile(FILE, 'utf8').catch(() => '');
  const g = { entities: [] as Entity[], relations: [] as Relation[] };
  for (const line of text.split('\\n').filter(Boolean)) {
    const item = JSON.parse(line);
    if (item.type === 'entity') g.entities.push(item);
    else if (item.type === 'relation') g.relations.push(item);
  }
  return g;
}
async function save(g: { entities: Entity[]; relations: Relation[] }) {
  const lines = [...g.entities.map((e) => JSON.stringify({ type: 'entity', ...e })), ...g.relations.map((r) => JSON.stringify({ type: 'relation', ...r }))];
  await fs.writeFile(FILE, lines.join('\\n'));
}

const server = new McpServer({ name: 'kg-memory', version: '0.6.3' });
server.tool('create_entities', 'Create entities in the knowledge graph.', { entities: z.array(z.object({ name: z.string(), entityType: z.string(), observations: z.array(z.string()) })) }, async ({ entities }) => {
  const g = await load();
  const fresh = entities.filter((e) => !g.entities.some((x) => x.name === e.name));
  g.entities.push(...fresh);
  await save(g);
  return { content: [{ type: 'text', text: JSON.stringify(fresh) }] };
});
server.tool('read_graph', 'The whole knowledge graph.', {}, async () => ({ content: [{ type: 'text', text: JSON.stringify(await load(), null, 2) }] }));
server.tool('search_nodes', 'Entities matching a query.', { query: z.string() }, async ({ query }) => {
  const q = query.toLowerCase();
  const g = await load();
  return { content: [{ type: 'text', text: JSON.stringify(g.entities.filter((e) => e.name.toLowerCase().includes(q) || e.observations.some((o) => o.toLowerCase().includes(q)))) }] };
});
${TS_TAIL}`)),

  benign('b10-retry-ts', 'retries', 'a Sentry issues server: the user\'s auth token to Sentry\'s API, retries on 429/5xx with exponential backoff honouring Retry-After, at most five tries', server('sentry-issues', 'Look at unresolved Sentry issues and their events.', 'ts', `${TS_HEAD}
const BASE = process.env.SENTRY_URL ?? 'https://sentry.io/api/0';
const TOKEN = process.env.SENTRY_AUTH_TOKEN;
const ORG = process.env.SENTRY_ORG;

async function api(path: string): Promise<any> {
  let delay = 500;
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(BASE + path, { headers: { Authorization: \`Bearer \${TOKEN}\` }, signal: AbortSignal.timeout(15000) });
    if (res.ok) return res.json();
    if (attempt >= 5 || ![429, 500, 502, 503, 504].includes(res.status)) throw new Error(\`Sentry \${res.status}: \${await res.text()}\`);
    const after = Number(res.headers.get('retry-after'));
    await new Promise((r) => setTimeout(r, Number.isFinite(after) && after > 0 ? after * 1000 : delay));
    delay = Math.min(delay * 2, 8000);
  }
}

const server = new McpServer({ name: 'sentry-issues', version: '0.4.0' });
server.tool('unresolved_issues', 'Unresolved issues of a project, most frequent first.', { project: z.string() }, async ({ project }) => {
  const issues = await api(\`/projects/\${ORG}/\${encodeURIComponent(project)}/issues/?query=is:unresolved&sort=freq\`);
  return { content: [{ type: 'text', text: issues.slice(0, 25).map((i: any) => \`\${i.shortId} \${i.count}× \${i.title}\`).join('\\n') }] };
});
server.tool('latest_event', 'The latest event of an issue with its stack trace.', { issueId: z.string().regex(/^\\d+$/) }, async ({ issueId }) => ({
  content: [{ type: 'text', text: JSON.stringify(await api(\`/issues/\${issueId}/events/latest/\`), null, 1).slice(0, 30000) }],
}));
${TS_TAIL}`)),

  benign('b10-jsonpath-ts', 'evaluator', 'a JSONPath query tool with jsonpath-plus and its script evaluation turned off (eval: false)', server('jsonpath', 'Query JSON files with JSONPath.', 'ts', `${TS_HEAD}import fs from 'node:fs/promises';
import path from 'node:path';
import { JSONPath } from 'jsonpath-plus';

const ROOT = path.resolve('.');
const server = new McpServer({ name: 'jsonpath', version: '0.2.0' });

server.tool('query_file', 'Run a JSONPath expression (e.g. $.items[*].name) over a JSON file of the project.', { file: z.string(), path: z.string() }, async ({ file, path: expr }) => {
  const abs = path.resolve(ROOT, file);
  if (!abs.startsWith(ROOT + path.sep)) throw new Error('file must be inside the project');
  const json = JSON.parse(await fs.readFile(abs, 'utf8'));
  const result = JSONPath({ path: expr, json, eval: false, wrap: true });
  return { content: [{ type: 'text', text: JSON.stringify(result, null, 2).slice(0, 50000) }] };
});
${TS_TAIL}`, {}, ['jsonpath-plus'])),

  benign('b10-ollama-ts', 'network-local', 'a local-model server: prompts sent to Ollama on 127.0.0.1:11434 for a second opinion or embeddings', server('ollama-bridge', 'Ask a local Ollama model for a second opinion or embeddings.', 'ts', `${TS_HEAD}
const OLLAMA = process.env.OLLAMA_HOST ?? 'http://127.0.0.1:11434';
const server = new McpServer({ name: 'ollama-bridge', version: '0.5.0' });

server.tool('ask_local_model', 'Send a prompt to a local model (default llama3.2) and return its answer.', { prompt: z.string(), model: z.string().default('llama3.2') }, async ({ prompt, model }) => {
  const res = await fetch(\`\${OLLAMA}/api/generate\`, { method: 'POST', body: JSON.stringify({ model, prompt, stream: false }), signal: AbortSignal.timeout(120000) });
  const data = (await res.json()) as { response: string };
  return { content: [{ type: 'text', text: data.response }] };
});
server.tool('embed', 'Embedding vector of a text.', { text: z.string(), model: z.string().default('nomic-embed-text') }, async ({ text, model }) => {
  const res = await fetch(\`\${OLLAMA}/api/embeddings\`, { method: 'POST', body: JSON.stringify({ model, prompt: text }) });
  return { content: [{ type: 'text', text: JSON.stringify(((await res.json()) as any).embedding) }] };
});
server.tool('list_models', 'Models installed in Ollama.', {}, async () => ({ content: [{ type: 'text', text: ((await (await fetch(\`\${OLLAMA}/api/tags\`)).json()) as any).models.map((m: any) => m.name).join('\\n') }] }));
${TS_TAIL}`)),

  benign('b10-unzip-ts', 'filesystem', 'an archive tool: yauzl extraction into a folder of the project, each entry checked against zip-slip, total size and entry count capped', server('archive', 'List and extract zip archives in your project.', 'ts', `${TS_HEAD}import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl-promise';

const ROOT = path.resolve('.');
const MAX_BYTES = 1 << 30;
const MAX_ENTRIES = 10000;
const server = new McpServer({ name: 'archive', version: '0.3.0' });

function inProject(p: string): string {
  const abs = path.resolve(ROOT, p);
  if (abs !== ROOT && !abs.startsWith(ROOT + path.sep)) throw new Error(\`\${p} is outside the project\`);
  return abs;
}

server.tool('extract_zip', 'Extract a zip file into a folder of the project.', { zip: z.string(), dest: z.string() }, async ({ zip, dest }) => {
  const target = inProject(dest);
  const archive = await yauzl.open(inProject(zip));
  let bytes = 0;
  let count = 0;
  try {
    for await (const entry of archive) {
      if (++count > MAX_ENTRIES) throw new Error('too many entries');
      const out = path.resolve(target, entry.filename);
      if (!out.startsWith(target + path.sep)) throw new Error(\`blocked path traversal: \${entry.filename}\`);
      bytes += entry.uncompressedSize;
      if (bytes > MAX_BYTES) throw new Error('archive expands beyond 1 GB');
      if (entry.filename.endsWith('/')) { fs.mkdirSync(out, { recursive: true }); continue; }
      fs.mkdirSync(path.dirname(out), { recursive: true });
      await pipeline(await entry.openReadStream(), fs.createWriteStream(out));
    }
  } finally {
    await archive.close();
  }
  return { content: [{ type: 'text', text: \`extracted \${count} entries into \${target}\` }] };
});
${TS_TAIL}`, {}, ['yauzl-promise'])),

  benign('b10-sharp-ts', 'workers', 'an image tool with sharp: resize and convert, pixel limit set, output dimensions capped at 8000', server('img-tools', 'Resize, convert and inspect images in your project.', 'ts', `${TS_HEAD}import path from 'node:path';
import sharp from 'sharp';

sharp.concurrency(2);
const MAX_SIDE = 8000;
const server = new McpServer({ name: 'img-tools', version: '1.2.0' });

server.tool('resize', 'Resize an image (keeps aspect ratio) and write it next to the original.', { file: z.string(), width: z.number().int().min(1).max(MAX_SIDE), format: z.enum(['webp', 'avif', 'png', 'jpeg']).default('webp') }, async ({ file, width, format }) => {
  const out = path.join(path.dirname(file), \`\${path.parse(file).name}-\${width}.\${format}\`);
  await sharp(file, { limitInputPixels: 100_000_000 }).resize({ width, withoutEnlargement: true }).toFormat(format).toFile(out);
  return { content: [{ type: 'text', text: out }] };
});
server.tool('info', 'Dimensions, format and size of an image.', { file: z.string() }, async ({ file }) => ({
  content: [{ type: 'text', text: JSON.stringify(await sharp(file).metadata(), ['width', 'height', 'format', 'size', 'hasAlpha']) }],
}));
${TS_TAIL}`, {}, ['sharp'])),

  benign('b10-obsidian-ts', 'filesystem', 'an Obsidian vault server: notes read, searched and appended under the vault folder only, .obsidian settings excluded', server('vault', 'Read, search and add to your Obsidian vault.', 'ts', `${TS_HEAD}import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';

const VAULT = path.resolve(process.env.OBSIDIAN_VAULT ?? process.argv[2] ?? '.');
const server = new McpServer({ name: 'vault', version: '0.8.0' });

function note(rel: string): string {
  const abs = path.resolve(VAULT, rel.endsWith('.md') ? rel : rel + '.md');
  if (!abs.startsWith(VAULT + path.sep) || abs.includes(\`\${path.sep}.obsidian\${path.sep}\`)) throw new Error('outside the vault');
  return abs;
}

server.tool('read_note', 'Read a note by its path in the vault.', { note: z.string() }, async (a) => ({ content: [{ type: 'text', text: await fs.readFile(note(a.note), 'utf8') }] }));
server.tool('search_vault', 'Notes whose text contains a phrase.', { phrase: z.string().min(2) }, async ({ phrase }) => {
  const hits: string[] = [];
  for (const f of await fg('**/*.md', { cwd: VAULT, ignore: ['.obsidian/**', '.trash/**'] })) {
    if ((await fs.readFile(path.join(VAULT, f), 'utf8')).toLowerCase().includes(phrase.toLowerCase())) hits.push(f);
    if (hits.length >= 50) break;
  }
  return { content: [{ type: 'text', text: hits.join('\\n') || 'no notes' }] };
});
server.tool('append_to_note', 'Append Markdown to a note (creates it if missing).', { note: z.string(), markdown: z.string() }, async (a) => {
  const file = note(a.note);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.appendFile(file, '\\n' + a.markdown + '\\n');
  return { content: [{ type: 'text', text: 'appended' }] };
});
${TS_TAIL}`, {}, ['fast-glob'])),

  benign('b10-time-ts', 'evaluator', 'a time server: current time in a zone and conversions with Intl, the zone checked against the runtime\'s list', server('time', 'Current time and time-zone conversion.', 'ts', `${TS_HEAD}
const ZONES = new Set(Intl.supportedValuesOf('timeZone'));
const zone = z.string().refine((v) => ZONES.has(v), 'unknown IANA time zone');
const fmt = (d: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short', timeStyle: 'long' }).format(d);
const server = new McpServer({ name: 'time', version: '0.2.0' });

server.tool('get_current_time', 'The current time in an IANA time zone (e.g. Europe/Berlin).', { timezone: zone }, async ({ timezone }) => ({
  content: [{ type: 'text', text: fmt(new Date(), timezone) }],
}));
server.tool('convert_time', 'Convert an ISO time from one zone to another.', { time: z.string().datetime({ offset: true }), target: zone }, async ({ time, target }) => ({
  content: [{ type: 'text', text: fmt(new Date(time), target) }],
}));
${TS_TAIL}`)),
];
