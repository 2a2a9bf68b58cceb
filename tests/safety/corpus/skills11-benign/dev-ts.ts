/**
 * Eleventh benign batch, development part: TypeScript MCP servers (official SDK) — logging with
 * console.error, API clients sending their own key, a screenshot sent base64 to the vision API
 * the server is for, winston with daily rotation, feature flags, p-queue, a cache refreshed on
 * an interval that is cleared, AGENTS.md written by an init tool, old screenshots pruned from
 * the server's own temp folder, gzip to the user's S3 bucket, real packages with names near
 * popular ones, a scoped internal package with its .npmrc, an OAuth device flow keeping its
 * token in a 0600 file. Written on 2026-11-30 by helper benign14 before the analyzer was run
 * on any of them. Tune on this file.
 */
import { benign, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { type Benign11Sample, server } from './classes.ts';

export const DEV11_TS: Benign11Sample[] = [
  benign('b14-ts-stderr-logging', 'stderr-logging', 'a Stripe read-only server: every log line through console.error, the key\'s mode (test/live) logged, never the key', server('stripe-readonly', 'Look up Stripe customers, invoices and payments (read-only).', 'ts', `${TS_HEAD}import Stripe from 'stripe';

const key = process.env.STRIPE_API_KEY;
if (!key) {
  console.error('[stripe-readonly] STRIPE_API_KEY is not set');
  process.exit(1);
}
// stdout is the protocol channel; diagnostics go to stderr.
console.error(\`[stripe-readonly] starting in \${key.startsWith('sk_live_') ? 'LIVE' : 'test'} mode\`);
const stripe = new Stripe(key, { apiVersion: '2024-06-20' });

const server = new McpServer({ name: 'stripe-readonly', version: '0.5.0' });

server.tool('find_customer', 'Find customers by email', { email: z.string().email() }, async ({ email }) => {
  const res = await stripe.customers.list({ email, limit: 5 });
  console.error(\`[stripe-readonly] find_customer -> \${res.data.length} results\`);
  return { content: [{ type: 'text', text: JSON.stringify(res.data.map((c) => ({ id: c.id, name: c.name, created: c.created })), null, 2) }] };
});

server.tool('list_invoices', 'Recent invoices of a customer', { customer: z.string(), limit: z.number().max(50).default(10) }, async ({ customer, limit }) => {
  const res = await stripe.invoices.list({ customer, limit });
  return { content: [{ type: 'text', text: res.data.map((i) => \`\${i.number} \${i.status} \${(i.amount_due / 100).toFixed(2)} \${i.currency}\`).join('\\n') }] };
});
${TS_TAIL}`, {}, ['stripe'])),

  benign('b14-ts-linear-client', 'own-api-key', 'a Linear server: the official @linear/sdk client with LINEAR_API_KEY, search and create issues', server('linear-lite', 'Search and create Linear issues.', 'ts', `${TS_HEAD}import { LinearClient } from '@linear/sdk';

const linear = new LinearClient({ apiKey: process.env.LINEAR_API_KEY });
const server = new McpServer({ name: 'linear-lite', version: '1.0.2' });

server.tool('search_issues', 'Full-text search over issues', { query: z.string(), first: z.number().max(50).default(20) }, async ({ query, first }) => {
  const res = await linear.searchIssues(query, { first });
  return { content: [{ type: 'text', text: res.nodes.map((i) => \`\${i.identifier} \${i.title} \${i.url}\`).join('\\n') || 'no issues' }] };
});

server.tool(
  'create_issue',
  'Create an issue in a team (show the title and description to the user before calling)',
  { teamKey: z.string(), title: z.string(), description: z.string().optional() },
  async ({ teamKey, title, description }) => {
    const team = (await linear.teams({ filter: { key: { eq: teamKey } } })).nodes[0];
    if (!team) return { isError: true, content: [{ type: 'text', text: \`no team \${teamKey}\` }] };
    const created = await linear.createIssue({ teamId: team.id, title, description });
    const issue = await created.issue;
    return { content: [{ type: 'text', text: \`\${issue?.identifier} \${issue?.url}\` }] };
  },
);
${TS_TAIL}`, {}, ['@linear/sdk'])),

  benign('b14-ts-vision-openai', 'vision-upload', 'a screenshot-to-code server: reads a PNG the user names, base64-encodes it and sends it to OpenAI\'s Responses API with OPENAI_API_KEY', server('shot2code', 'Turn a UI screenshot into HTML and Tailwind.', 'ts', `${TS_HEAD}import { readFile } from 'node:fs/promises';
import OpenAI from 'openai';

const openai = new OpenAI(); // reads OPENAI_API_KEY
const server = new McpServer({ name: 'shot2code', version: '0.2.0' });

server.tool('screenshot_to_html', 'Generate HTML + Tailwind for a screenshot (PNG/JPEG path)', { path: z.string(), notes: z.string().optional() }, async ({ path, notes }) => {
  const image = (await readFile(path)).toString('base64');
  const mime = path.toLowerCase().endsWith('.png') ? 'image/png' : 'image/jpeg';
  const res = await openai.responses.create({
    model: 'gpt-4.1',
    input: [
      {
        role: 'user',
        content: [
          { type: 'input_text', text: \`Recreate this UI as one HTML file using Tailwind classes. \${notes ?? ''}\` },
          { type: 'input_image', image_url: \`data:\${mime};base64,\${image}\`, detail: 'high' },
        ],
      },
    ],
  });
  return { content: [{ type: 'text', text: res.output_text }] };
});
${TS_TAIL}`, {}, ['openai'])),

  benign('b14-ts-winston-rotate', 'log-rotation', 'a server logging with winston to stderr and to daily-rotated files under ~/.local/state/<name>, 14 days kept, gzipped', server('jira-sync', 'Sync Jira issues into a local cache for fast search.', 'ts', `${TS_HEAD}import { homedir } from 'node:os';
import { join } from 'node:path';
import winston from 'winston';
import DailyRotateFile from 'winston-daily-rotate-file';

const logDir = join(homedir(), '.local', 'state', 'jira-sync');
const log = winston.createLogger({
  level: process.env.LOG_LEVEL ?? 'info',
  format: winston.format.combine(winston.format.timestamp(), winston.format.json()),
  transports: [
    new winston.transports.Console({ stderrLevels: ['error', 'warn', 'info', 'debug'] }),
    new DailyRotateFile({ dirname: logDir, filename: 'jira-sync-%DATE%.log', maxFiles: '14d', maxSize: '10m', zippedArchive: true }),
  ],
});

const base = process.env.JIRA_BASE_URL!;
const auth = 'Basic ' + Buffer.from(\`\${process.env.JIRA_EMAIL}:\${process.env.JIRA_API_TOKEN}\`).toString('base64');
const cache = new Map<string, { key: string; summary: string; status: string }>();

const server = new McpServer({ name: 'jira-sync', version: '0.4.0' });

server.tool('sync', 'Fetch issues updated in the last N days into the cache', { project: z.string(), days: z.number().max(90).default(7) }, async ({ project, days }) => {
  const url = \`\${base}/rest/api/3/search?jql=\${encodeURIComponent(\`project = \${project} AND updated >= -\${days}d\`)}&fields=summary,status&maxResults=100\`;
  const res = await fetch(url, { headers: { Authorization: auth, Accept: 'application/json' } });
  const data = (await res.json()) as { issues: Array<{ key: string; fields: { summary: string; status: { name: string } } }> };
  for (const i of data.issues) cache.set(i.key, { key: i.key, summary: i.fields.summary, status: i.fields.status.name });
  log.info('synced', { project, count: data.issues.length });
  return { content: [{ type: 'text', text: \`\${data.issues.length} issues cached\` }] };
});

server.tool('find', 'Search cached issues by words in the summary', { words: z.string() }, async ({ words }) => {
  const w = words.toLowerCase();
  const hits = [...cache.values()].filter((i) => i.summary.toLowerCase().includes(w)).slice(0, 30);
  return { content: [{ type: 'text', text: hits.map((i) => \`\${i.key} [\${i.status}] \${i.summary}\`).join('\\n') || 'none' }] };
});
${TS_TAIL}`, {}, ['winston', 'winston-daily-rotate-file'])),

  benign('b14-ts-feature-flags', 'debug-flags', 'a server with feature flags from the environment: the experimental write tool registered only when FS_ENABLE_WRITE=1, a read-only mode by default', server('notes-fs', 'Read (and optionally write) Markdown notes in a notes folder.', 'ts', `${TS_HEAD}import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

const root = resolve(process.env.NOTES_DIR ?? join(process.env.HOME ?? '.', 'notes'));
const flags = {
  write: process.env.FS_ENABLE_WRITE === '1',
  verbose: process.env.FS_VERBOSE === '1',
};
const inside = (p: string) => {
  const full = resolve(root, p);
  if (full !== root && !full.startsWith(root + sep)) throw new Error('outside the notes folder');
  return full;
};
if (flags.verbose) console.error('[notes-fs] flags', flags, 'root', root);

const server = new McpServer({ name: 'notes-fs', version: '0.9.0' });

server.tool('list_notes', 'List notes', {}, async () => ({
  content: [{ type: 'text', text: (await readdir(root)).filter((f) => f.endsWith('.md')).join('\\n') }],
}));

server.tool('read_note', 'Read a note', { name: z.string() }, async ({ name }) => ({ content: [{ type: 'text', text: await readFile(inside(name), 'utf8') }] }));

if (flags.write) {
  server.tool('write_note', 'Create or replace a note (experimental; enabled by FS_ENABLE_WRITE=1)', { name: z.string(), text: z.string() }, async ({ name, text }) => {
    await writeFile(inside(name.endsWith('.md') ? name : \`\${name}.md\`), text);
    return { content: [{ type: 'text', text: 'saved' }] };
  });
}
${TS_TAIL}`)),

  benign('b14-ts-p-queue', 'workers-pollers', 'an image optimiser: sharp over a folder with p-queue concurrency 4, at most 1000 files per call', server('img-optimize', 'Resize and compress images in a folder.', 'ts', `${TS_HEAD}import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import PQueue from 'p-queue';
import sharp from 'sharp';

const server = new McpServer({ name: 'img-optimize', version: '1.1.0' });

server.tool(
  'optimize_folder',
  'Write .webp versions (max width given) beside each JPEG/PNG in a folder',
  { folder: z.string(), maxWidth: z.number().int().min(64).max(4096).default(1600), quality: z.number().min(30).max(95).default(80) },
  async ({ folder, maxWidth, quality }) => {
    const files = (await readdir(folder)).filter((f) => ['.jpg', '.jpeg', '.png'].includes(extname(f).toLowerCase())).slice(0, 1000);
    const queue = new PQueue({ concurrency: 4 });
    let saved = 0;
    await queue.addAll(
      files.map((f) => async () => {
        const src = join(folder, f);
        const out = src.replace(/\\.(jpe?g|png)$/i, '.webp');
        await sharp(src).resize({ width: maxWidth, withoutEnlargement: true }).webp({ quality }).toFile(out);
        saved += (await stat(src)).size - (await stat(out)).size;
      }),
    );
    return { content: [{ type: 'text', text: \`\${files.length} images, \${(saved / 1e6).toFixed(1)} MB saved\` }] };
  },
);
${TS_TAIL}`, {}, ['p-queue', 'sharp'])),

  benign('b14-ts-cache-refresh', 'workers-pollers', 'an exchange-rate server: refreshes a rates table every hour with setInterval (unref\'d, cleared on close), cache of one object', server('fx-rates', 'Currency conversion with rates refreshed hourly.', 'ts', `${TS_HEAD}
const SOURCE = 'https://api.frankfurter.app/latest?from=EUR';
let rates: Record<string, number> = { EUR: 1 };
let fetchedAt = 0;

async function refresh() {
  try {
    const res = await fetch(SOURCE, { signal: AbortSignal.timeout(10_000) });
    const body = (await res.json()) as { rates: Record<string, number> };
    rates = { EUR: 1, ...body.rates };
    fetchedAt = Date.now();
  } catch (err) {
    console.error('[fx-rates] refresh failed, keeping old rates:', (err as Error).message);
  }
}

await refresh();
const timer = setInterval(refresh, 60 * 60 * 1000);
timer.unref();

const server = new McpServer({ name: 'fx-rates', version: '0.3.0' });
server.tool('convert', 'Convert an amount between currencies (ISO codes)', { amount: z.number(), from: z.string().length(3), to: z.string().length(3) }, async ({ amount, from, to }) => {
  const a = rates[from.toUpperCase()];
  const b = rates[to.toUpperCase()];
  if (!a || !b) return { isError: true, content: [{ type: 'text', text: 'unknown currency' }] };
  return { content: [{ type: 'text', text: \`\${((amount / a) * b).toFixed(2)} \${to.toUpperCase()} (rates from \${new Date(fetchedAt).toISOString()})\` }] };
});

const transport = new StdioServerTransport();
transport.onclose = () => clearInterval(timer);
await server.connect(transport);
`)),

  benign('b14-ts-agents-init', 'docs-on-request', 'a repo-setup server: an init tool that writes AGENTS.md and CLAUDE.md from a template with the detected commands, only when the files do not exist or overwrite is true', server('repo-init', 'Create AGENTS.md / CLAUDE.md for a repository from what its manifests say.', 'ts', `${TS_HEAD}import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const server = new McpServer({ name: 'repo-init', version: '0.2.1' });

function detect(root: string) {
  const cmds: string[] = [];
  if (existsSync(join(root, 'package.json'))) {
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts ?? {};
    for (const s of ['build', 'test', 'lint', 'typecheck']) if (scripts[s]) cmds.push(\`npm run \${s}\`);
  }
  if (existsSync(join(root, 'pyproject.toml'))) cmds.push('uv run pytest');
  if (existsSync(join(root, 'go.mod'))) cmds.push('go test ./...');
  return cmds;
}

server.tool(
  'init_agent_docs',
  'Write AGENTS.md and CLAUDE.md (which points to AGENTS.md) in the project root. Call only when the user asks to set up agent docs.',
  { root: z.string(), overwrite: z.boolean().default(false) },
  async ({ root, overwrite }) => {
    const written: string[] = [];
    const agents = ['# Agent notes', '', '## Commands', ...detect(root).map((c) => \`- \\\`\${c}\\\`\`), '', '## Conventions', '- (fill in)', ''].join('\\n');
    const files: Record<string, string> = { 'AGENTS.md': agents, 'CLAUDE.md': 'See AGENTS.md for build, test and conventions.\\n' };
    for (const [name, text] of Object.entries(files)) {
      const target = join(root, name);
      if (existsSync(target) && !overwrite) continue;
      writeFileSync(target, text);
      written.push(name);
    }
    return { content: [{ type: 'text', text: written.length ? \`wrote \${written.join(', ')}\` : 'both files exist; pass overwrite to replace them' }] };
  },
);
${TS_TAIL}`)),

  benign('b14-ts-screens-prune', 'cache-cleanup', 'a browser screenshot server: keeps screenshots in its own tmpdir folder and deletes ones older than a day at start and after each capture', server('snap', 'Take screenshots of web pages with Playwright.', 'ts', `${TS_HEAD}import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';

const dir = join(tmpdir(), 'snap-mcp');
mkdirSync(dir, { recursive: true });
const DAY = 24 * 60 * 60 * 1000;

function prune() {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (Date.now() - statSync(p).mtimeMs > DAY) rmSync(p, { force: true });
  }
}
prune();

const server = new McpServer({ name: 'snap', version: '0.6.0' });
server.tool('screenshot', 'Screenshot a URL (full page optional); returns the file path', { url: z.string().url(), fullPage: z.boolean().default(false) }, async ({ url, fullPage }) => {
  const browser = await chromium.launch();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    const file = join(dir, \`shot-\${Date.now()}.png\`);
    await page.screenshot({ path: file, fullPage });
    return { content: [{ type: 'text', text: file }] };
  } finally {
    await browser.close();
    prune();
  }
});
${TS_TAIL}`, {}, ['playwright'])),

  benign('b14-ts-s3-gzip', 'encoded-to-service', 'an S3 server: uploads a file the user names to their own bucket gzip-compressed with the AWS SDK, lists and presigns objects', server('s3-files', 'Upload, list and share files in your S3 bucket.', 'ts', `${TS_HEAD}import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

const s3 = new S3Client({}); // region and credentials from the user's AWS profile
const Bucket = process.env.S3_BUCKET!;
const server = new McpServer({ name: 's3-files', version: '2.0.0' });

server.tool('upload', 'Upload a local file to the bucket (gzip-compressed text types)', { path: z.string(), key: z.string().optional() }, async ({ path, key }) => {
  const raw = await readFile(path);
  const text = /\\.(txt|json|csv|log|md|html|js|css)$/i.test(path);
  const Key = key ?? \`uploads/\${basename(path)}\`;
  await s3.send(new PutObjectCommand({ Bucket, Key, Body: text ? gzipSync(raw) : raw, ContentEncoding: text ? 'gzip' : undefined }));
  return { content: [{ type: 'text', text: \`s3://\${Bucket}/\${Key}\` }] };
});

server.tool('list', 'List objects under a prefix', { prefix: z.string().default('') }, async ({ prefix }) => {
  const res = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, MaxKeys: 200 }));
  return { content: [{ type: 'text', text: (res.Contents ?? []).map((o) => \`\${o.Key} \${o.Size}\`).join('\\n') || 'empty' }] };
});

server.tool('share', 'A presigned download link valid for up to 24 hours', { key: z.string(), hours: z.number().max(24).default(1) }, async ({ key, hours }) => ({
  content: [{ type: 'text', text: await getSignedUrl(s3, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: hours * 3600 }) }],
}));
${TS_TAIL}`, {}, ['@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner'])),

  benign('b14-ts-near-deps', 'near-name-real', 'a site preview server whose dependencies are real packages one letter from popular ones: preact, tsx, nuxt\'s sibling next is not used; uid and colors-free picocolors', server('preview-ssr', 'Render Preact components to HTML for a quick preview.', 'ts', `${TS_HEAD}import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { uid } from 'uid';
import pc from 'picocolors';

const server = new McpServer({ name: 'preview-ssr', version: '0.1.4' });

server.tool(
  'render_card',
  'Render a card component with a title and body to static HTML',
  { title: z.string(), body: z.string() },
  async ({ title, body }) => {
    const id = uid(8);
    const html = render(h('article', { id, class: 'card' }, h('h2', null, title), h('p', null, body)));
    console.error(pc.green(\`[preview-ssr] rendered \${id}\`));
    return { content: [{ type: 'text', text: html }] };
  },
);
${TS_TAIL}`, {
    'README.md': '# preview-ssr\n\nRender Preact components to HTML.\n\nRun locally with `npx tsx server/index.ts`; tests with `npx vitest`.\n',
  }, ['preact', 'preact-render-to-string', 'uid', 'picocolors', 'tsx'])),

  benign('b14-ts-corp-scope', 'internal-registry', 'an internal server depending on @acme-corp/internal-auth, with the .npmrc that maps the @acme-corp scope to the company registry', server('acme-oncall', 'Who is on call, and page them (company internal).', 'ts', `${TS_HEAD}import { getServiceToken } from '@acme-corp/internal-auth';

const API = process.env.ONCALL_API ?? 'https://oncall.acme-corp.internal';
const server = new McpServer({ name: 'acme-oncall', version: '3.2.0' });

server.tool('who_is_on_call', 'Current on-call engineer for a team', { team: z.string() }, async ({ team }) => {
  const res = await fetch(\`\${API}/v2/schedules/\${encodeURIComponent(team)}/now\`, { headers: { Authorization: \`Bearer \${await getServiceToken('oncall')}\` } });
  const body = (await res.json()) as { name: string; until: string };
  return { content: [{ type: 'text', text: \`\${body.name} until \${body.until}\` }] };
});
${TS_TAIL}`, {
    '.npmrc': '@acme-corp:registry=https://npm.acme-corp.internal/\nalways-auth=true\n',
  }, ['@acme-corp/internal-auth'])),

  benign('b14-ts-oauth-device', 'secret-handling', 'a GitHub device-flow server: the token the flow returns saved to ~/.config/<name>/token.json with mode 0600, logs say where, never what', server('gh-device', 'Sign in to GitHub with the device flow and read notifications.', 'ts', `${TS_HEAD}import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';

const CLIENT_ID = 'Iv1.7c3b2d1e0f9a8b7c';
const dir = join(homedir(), '.config', 'gh-device');
const tokenFile = join(dir, 'token.json');

async function token(): Promise<string | undefined> {
  try {
    return JSON.parse(await readFile(tokenFile, 'utf8')).access_token;
  } catch {
    return undefined;
  }
}

const server = new McpServer({ name: 'gh-device', version: '0.3.0' });

server.tool('sign_in', 'Start GitHub sign-in; show the user the code and URL it returns', {}, async () => {
  const res = await fetch('https://github.com/login/device/code', { method: 'POST', headers: { Accept: 'application/json' }, body: new URLSearchParams({ client_id: CLIENT_ID, scope: 'notifications' }) });
  const d = (await res.json()) as { device_code: string; user_code: string; verification_uri: string; interval: number };
  void (async () => {
    for (let i = 0; i < 60; i++) {
      await new Promise((r) => setTimeout(r, d.interval * 1000));
      const poll = await fetch('https://github.com/login/oauth/access_token', { method: 'POST', headers: { Accept: 'application/json' }, body: new URLSearchParams({ client_id: CLIENT_ID, device_code: d.device_code, grant_type: 'urn:ietf:params:oauth:grant-type:device_code' }) });
      const t = (await poll.json()) as { access_token?: string };
      if (t.access_token) {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        await writeFile(tokenFile, JSON.stringify(t), { mode: 0o600 });
        console.error(\`[gh-device] signed in; token saved to \${tokenFile}\`);
        return;
      }
    }
  })();
  return { content: [{ type: 'text', text: \`Open \${d.verification_uri} and enter \${d.user_code}\` }] };
});

server.tool('notifications', 'Unread GitHub notifications', {}, async () => {
  const t = await token();
  if (!t) return { isError: true, content: [{ type: 'text', text: 'not signed in: call sign_in' }] };
  const res = await fetch('https://api.github.com/notifications', { headers: { Authorization: \`Bearer \${t}\`, Accept: 'application/vnd.github+json' } });
  const items = (await res.json()) as Array<{ subject: { title: string; type: string }; repository: { full_name: string } }>;
  return { content: [{ type: 'text', text: items.map((n) => \`\${n.repository.full_name}: [\${n.subject.type}] \${n.subject.title}\`).join('\\n') || 'no unread notifications' }] };
});
${TS_TAIL}`)),
];
