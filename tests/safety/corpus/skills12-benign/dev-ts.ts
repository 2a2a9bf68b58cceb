/**
 * Twelfth benign batch, development part: TypeScript MCP servers (the official SDK) — an image base64'd to the
 * OpenAI API, a GitHub Actions poller that clears its interval, retries by setTimeout, an unref'd refresh timer,
 * a debounced watcher, a key's last four characters on stderr, write tools behind a flag, AGENTS.md written on
 * request, ripgrep by execFile, a Secret manifest, an internal scope in bunfig.toml, PR approval status, a deploy
 * tool that asks for confirmation, gzip to the log service the server is for. Written on 2026-11-30 by helper
 * benign15 before the analyzer was run on any of them. Tune on this file.
 */
import { benign, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { type Benign12Sample, server } from './classes.ts';

export const DEV12_TS: Benign12Sample[] = [
  benign('b15-ts-vision-openai', 'vision-upload', 'an image-description server: reads an image the model names, base64 data URL, sent to the OpenAI API the server is for', server('describe-image', 'Describe images and extract text from them with OpenAI vision models.', 'ts', `${TS_HEAD}import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';

const server = new McpServer({ name: 'describe-image', version: '1.0.0' });
const TYPES: Record<string, string> = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };

server.tool('describe_image', 'Describe an image file (png, jpeg, webp) with an OpenAI vision model.', { path: z.string(), question: z.string().default('Describe this image.') }, async ({ path, question }) => {
  const type = TYPES[extname(path).toLowerCase()];
  if (!type) throw new Error('png, jpeg or webp only');
  const b64 = (await readFile(path)).toString('base64');
  const res = await fetch('https://api.openai.com/v1/chat/completions', {
    method: 'POST',
    headers: { authorization: \`Bearer \${process.env.OPENAI_API_KEY}\`, 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: [{ type: 'text', text: question }, { type: 'image_url', image_url: { url: \`data:\${type};base64,\${b64}\` } }] }] }),
  });
  const data = await res.json();
  return { content: [{ type: 'text', text: data.choices?.[0]?.message?.content ?? JSON.stringify(data.error) }] };
});
${TS_TAIL}`)),

  benign('b15-ts-actions-poller', 'retry-poll', 'a CI server: waits for a GitHub Actions run with setInterval every 15 s, clearInterval when it completes or after 40 polls', server('actions-wait', 'Wait for GitHub Actions runs and fetch failed job logs.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'actions-wait', version: '0.3.0' });
const gh = (path: string) => fetch(\`https://api.github.com\${path}\`, { headers: { authorization: \`Bearer \${process.env.GITHUB_TOKEN}\`, accept: 'application/vnd.github+json' } }).then((r) => r.json());

function waitForRun(repo: string, runId: number): Promise<{ conclusion: string; url: string }> {
  return new Promise((resolve, reject) => {
    let polls = 0;
    const timer = setInterval(async () => {
      polls += 1;
      try {
        const run = await gh(\`/repos/\${repo}/actions/runs/\${runId}\`);
        if (run.status === 'completed') {
          clearInterval(timer);
          resolve({ conclusion: run.conclusion, url: run.html_url });
        } else if (polls >= 40) {
          clearInterval(timer);
          reject(new Error('still running after 10 minutes'));
        }
      } catch (err) {
        clearInterval(timer);
        reject(err);
      }
    }, 15_000);
  });
}

server.tool('wait_for_run', 'Wait until a workflow run completes (at most 10 minutes) and return its conclusion.', { repo: z.string().regex(/^[\\w.-]+\\/[\\w.-]+$/), run_id: z.number().int() }, async ({ repo, run_id }) => {
  const r = await waitForRun(repo, run_id);
  return { content: [{ type: 'text', text: \`\${r.conclusion}: \${r.url}\` }] };
});
${TS_TAIL}`)),

  benign('b15-ts-retry-timeout', 'retry-poll', 'an npm-info server: fetch with retries, a sleep made of setTimeout, backoff doubled up to four tries, and an AbortSignal timeout', server('pkg-info', 'Package metadata: latest version, weekly downloads, repository.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'pkg-info', version: '1.1.0' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function getJson(url: string): Promise<any> {
  let delay = 500;
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (res.status < 500 && res.status !== 429) return await res.json();
    } catch (err) {
      if (attempt >= 4) throw err;
    }
    if (attempt >= 4) throw new Error(\`gave up on \${url}\`);
    await sleep(delay);
    delay *= 2;
  }
}

server.tool('package_info', 'Latest version, license and repository of a package.', { name: z.string() }, async ({ name }) => {
  const meta = await getJson(\`https://registry.npmjs.org/\${encodeURIComponent(name)}/latest\`);
  return { content: [{ type: 'text', text: JSON.stringify({ version: meta.version, license: meta.license, repository: meta.repository?.url }) }] };
});
${TS_TAIL}`)),

  benign('b15-ts-refresh-unref', 'retry-poll', 'an exchange-rate server: refreshes its rate table hourly with setInterval(...).unref(), serving from memory', server('fx-rates', 'Currency conversion with ECB reference rates, refreshed hourly.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'fx-rates', version: '0.2.0' });
let rates: Record<string, number> = {};
let updated = '';

async function refresh() {
  const res = await fetch('https://api.frankfurter.app/latest?from=EUR');
  if (!res.ok) return;
  const data = await res.json();
  rates = { EUR: 1, ...data.rates };
  updated = data.date;
}

await refresh();
setInterval(() => void refresh().catch((e) => console.error('fx refresh failed', e)), 60 * 60 * 1000).unref();

server.tool('convert', 'Convert an amount between currencies at the latest reference rate.', { amount: z.number(), from: z.string().length(3), to: z.string().length(3) }, async ({ amount, from, to }) => {
  const a = rates[from.toUpperCase()];
  const b = rates[to.toUpperCase()];
  if (!a || !b) throw new Error('unknown currency');
  return { content: [{ type: 'text', text: \`\${((amount / a) * b).toFixed(2)} \${to.toUpperCase()} (rates of \${updated})\` }] };
});
${TS_TAIL}`)),

  benign('b15-ts-watch-debounce', 'retry-poll', 'a docs-index server: fs.watch on the docs folder with a 500 ms setTimeout debounce that rebuilds the search index', server('docs-search', 'Full-text search over the project\'s docs/ folder, kept current as files change.', 'ts', `${TS_HEAD}import { watch } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch from 'minisearch';

const DOCS = join(process.cwd(), 'docs');
const server = new McpServer({ name: 'docs-search', version: '0.4.0' });
let index = new MiniSearch({ fields: ['title', 'text'], storeFields: ['title'] });

async function rebuild() {
  const next = new MiniSearch({ fields: ['title', 'text'], storeFields: ['title'] });
  const files = (await readdir(DOCS, { recursive: true })).filter((f) => f.endsWith('.md'));
  next.addAll(await Promise.all(files.map(async (f, id) => ({ id, title: f, text: await readFile(join(DOCS, f), 'utf8') }))));
  index = next;
}

let pending: NodeJS.Timeout | undefined;
watch(DOCS, { recursive: true }, () => {
  clearTimeout(pending);
  pending = setTimeout(() => void rebuild().catch((e) => console.error(e)), 500);
});
await rebuild();

server.tool('search_docs', 'Search the docs; returns file names ranked.', { query: z.string() }, async ({ query }) => ({
  content: [{ type: 'text', text: index.search(query).slice(0, 10).map((r) => r.title).join('\\n') || 'no match' }],
}));
${TS_TAIL}`, {}, ['minisearch'])),

  benign('b15-ts-debug-last4', 'token-suffix', 'a Notion server: with DEBUG set it logs the key\'s last four characters and each request path with console.error', server('notion-pages', 'Search and read Notion pages.', 'ts', `${TS_HEAD}
const KEY = process.env.NOTION_API_KEY ?? '';
const DEBUG = Boolean(process.env.DEBUG);
if (DEBUG) console.error(\`[notion-pages] key …\${KEY.slice(-4)} (\${KEY.length} chars)\`);
if (!KEY) console.error('[notion-pages] NOTION_API_KEY is not set');

const server = new McpServer({ name: 'notion-pages', version: '0.6.1' });

async function notion(path: string, body?: unknown) {
  if (DEBUG) console.error(\`[notion-pages] \${body ? 'POST' : 'GET'} \${path}\`);
  const res = await fetch(\`https://api.notion.com/v1\${path}\`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: \`Bearer \${KEY}\`, 'notion-version': '2022-06-28', 'content-type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

server.tool('search_pages', 'Search pages by title.', { query: z.string() }, async ({ query }) => {
  const r = await notion('/search', { query, filter: { property: 'object', value: 'page' }, page_size: 10 });
  return { content: [{ type: 'text', text: r.results.map((p: any) => \`\${p.id} \${p.url}\`).join('\\n') }] };
});
${TS_TAIL}`)),

  benign('b15-ts-feature-flag', 'feature-flag', 'a filesystem server whose write and move tools are registered only when FS_MCP_WRITE=true, every path checked to stay under the root', server('project-fs', 'Read the project\'s files; write them when FS_MCP_WRITE=true.', 'ts', `${TS_HEAD}import { readFile, rename, writeFile } from 'node:fs/promises';
import { relative, resolve } from 'node:path';

const ROOT = resolve(process.env.FS_MCP_ROOT ?? process.cwd());
const WRITE = process.env.FS_MCP_WRITE === 'true';
const server = new McpServer({ name: 'project-fs', version: '2.0.0' });

function inRoot(p: string): string {
  const full = resolve(ROOT, p);
  const rel = relative(ROOT, full);
  if (rel.startsWith('..') || resolve(rel) === rel) throw new Error('path outside the project');
  return full;
}

server.tool('read_file', 'Read a text file in the project.', { path: z.string() }, async ({ path }) => ({ content: [{ type: 'text', text: await readFile(inRoot(path), 'utf8') }] }));

if (WRITE) {
  server.tool('write_file', 'Write a text file in the project (enabled by FS_MCP_WRITE).', { path: z.string(), text: z.string() }, async ({ path, text }) => {
    await writeFile(inRoot(path), text);
    return { content: [{ type: 'text', text: 'written' }] };
  });
  server.tool('move_file', 'Move or rename a file in the project.', { from: z.string(), to: z.string() }, async ({ from, to }) => {
    await rename(inRoot(from), inRoot(to));
    return { content: [{ type: 'text', text: 'moved' }] };
  });
}
${TS_TAIL}`)),

  benign('b15-ts-agents-md-writer', 'docs-on-request', 'a repo-setup server: a tool writes AGENTS.md from a template of the project\'s commands and conventions (imperative lines) when the model calls it on the user\'s request', server('agents-md', 'Create AGENTS.md for a repository from its package.json scripts.', 'ts', `${TS_HEAD}import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const server = new McpServer({ name: 'agents-md', version: '0.1.3' });

server.tool('write_agents_md', 'Write AGENTS.md (commands and conventions) in the repository root. Call it when the user asks for an AGENTS.md; it will not overwrite an existing one unless overwrite is true.', { repo: z.string(), overwrite: z.boolean().default(false) }, async ({ repo, overwrite }) => {
  const target = join(repo, 'AGENTS.md');
  if (existsSync(target) && !overwrite) return { content: [{ type: 'text', text: 'AGENTS.md exists; pass overwrite: true to replace it' }] };
  const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
  const scripts = Object.keys(pkg.scripts ?? {}).map((s) => \`- \\\`npm run \${s}\\\`\`).join('\\n');
  const text = \`# AGENTS.md

## Commands
\${scripts}

## Conventions
- Run the tests before committing and fix what fails.
- Do not edit generated files (dist/, *.gen.ts); change their sources.
- Keep changes small and describe them in the commit message.
\`;
  writeFileSync(target, text);
  return { content: [{ type: 'text', text: \`wrote \${target}\` }] };
});
${TS_TAIL}`)),

  benign('b15-ts-ripgrep-execfile', 'argv-tools', 'a code-search server: execFile of ripgrep with the pattern after -- and a fixed flag set, the folder checked to be inside the project', server('rg-search', 'Search the project with ripgrep.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import { relative, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = process.cwd();
const server = new McpServer({ name: 'rg-search', version: '1.3.0' });

server.tool('search', 'Search file contents with a regular expression (ripgrep syntax).', { pattern: z.string().max(300), dir: z.string().default('.'), glob: z.string().optional() }, async ({ pattern, dir, glob }) => {
  const where = resolve(ROOT, dir);
  if (relative(ROOT, where).startsWith('..')) throw new Error('outside the project');
  const args = ['--line-number', '--max-count', '50', '--max-columns', '300', ...(glob ? ['--glob', glob] : []), '--', pattern, where];
  try {
    const { stdout } = await run('rg', args, { maxBuffer: 4 * 1024 * 1024, timeout: 20_000 });
    return { content: [{ type: 'text', text: stdout }] };
  } catch (err: any) {
    return { content: [{ type: 'text', text: err.code === 1 ? 'no match' : String(err.stderr ?? err) }] };
  }
});
${TS_TAIL}`)),

  benign('b15-ts-k8s-secret', 'encoded-config', 'a Kubernetes server: a tool writes a Secret manifest (Buffer base64 values) into k8s/ for the user to apply; nothing is sent', server('kube-secrets', 'Write Kubernetes Secret manifests from key/value pairs.', 'ts', `${TS_HEAD}import { mkdirSync, writeFileSync } from 'node:fs';
import { stringify } from 'yaml';

const server = new McpServer({ name: 'kube-secrets', version: '0.2.0' });

server.tool('write_secret', 'Write k8s/<name>.secret.yaml with the given values base64-encoded (mode 0600). Apply it yourself with kubectl.', { name: z.string().regex(/^[a-z0-9-]+$/), namespace: z.string().default('default'), values: z.record(z.string()) }, async ({ name, namespace, values }) => {
  const data = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, Buffer.from(v).toString('base64')]));
  mkdirSync('k8s', { recursive: true });
  const file = \`k8s/\${name}.secret.yaml\`;
  writeFileSync(file, stringify({ apiVersion: 'v1', kind: 'Secret', type: 'Opaque', metadata: { name, namespace }, data }), { mode: 0o600 });
  return { content: [{ type: 'text', text: \`wrote \${file} (\${Object.keys(values).length} keys); run kubectl apply -f \${file}\` }] };
});
${TS_TAIL}`, {}, ['yaml'])),

  benign('b15-ts-bunfig-scope', 'internal-registry', 'a design-tokens server depending on @mycorp/design-tokens, its scope mapped to the company registry in bunfig.toml and .npmrc', server('tokens', 'Look up the company design tokens (colours, spacing, type).', 'ts', `${TS_HEAD}import tokens from '@mycorp/design-tokens/tokens.json' with { type: 'json' };

const server = new McpServer({ name: 'tokens', version: '0.5.0' });

server.tool('token', 'Value of a design token by path, e.g. color.brand.primary.', { path: z.string() }, async ({ path }) => {
  const value = path.split('.').reduce<any>((node, key) => node?.[key], tokens);
  return { content: [{ type: 'text', text: value === undefined ? 'no such token' : JSON.stringify(value) }] };
});
${TS_TAIL}`, {
    'bunfig.toml': '[install.scopes]\n"@mycorp" = { url = "https://npm.mycorp.dev/", token = "$MYCORP_NPM_TOKEN" }\n',
    '.npmrc': '@mycorp:registry=https://npm.mycorp.dev/\n//npm.mycorp.dev/:_authToken=${MYCORP_NPM_TOKEN}\n',
  }, ['@mycorp/design-tokens'])),

  benign('b15-ts-review-status', 'approval-words', 'a PR status server: returns review states from GitHub, including text like "approved by alice" (the data asked for)', server('pr-status', 'Review and check status of a GitHub pull request.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'pr-status', version: '0.9.0' });
const gh = (p: string) => fetch(\`https://api.github.com\${p}\`, { headers: { authorization: \`Bearer \${process.env.GITHUB_TOKEN}\` } }).then((r) => r.json());

server.tool('pr_status', 'Whether a pull request is approved by its reviewers, and its checks.', { repo: z.string(), number: z.number().int() }, async ({ repo, number }) => {
  const reviews: any[] = await gh(\`/repos/\${repo}/pulls/\${number}/reviews\`);
  const latest = new Map<string, string>();
  for (const r of reviews) latest.set(r.user.login, r.state);
  const lines = [...latest].map(([who, state]) => (state === 'APPROVED' ? \`approved by \${who}\` : \`\${state.toLowerCase().replace('_', ' ')} by \${who}\`));
  const approved = [...latest.values()].includes('APPROVED') && ![...latest.values()].includes('CHANGES_REQUESTED');
  return { content: [{ type: 'text', text: \`\${approved ? 'The pull request is approved.' : 'The pull request is not approved yet.'}\\n\${lines.join('\\n')}\` }] };
});
${TS_TAIL}`)),

  benign('b15-ts-deploy-confirm', 'approval-words', 'a deploy server: its description tells the model to ask the user to confirm before deploying to production, and the tool needs confirm: true', server('vercel-deploy', 'Deploy the project to Vercel (preview or production).', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const server = new McpServer({ name: 'vercel-deploy', version: '0.3.2' });

server.tool('deploy', 'Deploy with the Vercel CLI. Preview deploys need no confirmation. Production deploys need the user\\'s approval: ask the user to confirm in the conversation first, then call with confirm: true. Never pass confirm: true on your own.', { production: z.boolean().default(false), confirm: z.boolean().default(false) }, async ({ production, confirm }) => {
  if (production && !confirm) return { content: [{ type: 'text', text: 'Production deploy not started: ask the user to confirm first.' }] };
  const { stdout } = await run('vercel', ['deploy', '--yes', ...(production ? ['--prod'] : [])], { timeout: 600_000 });
  return { content: [{ type: 'text', text: stdout.trim().split('\\n').pop() ?? '' }] };
});
${TS_TAIL}`)),

  benign('b15-ts-axiom-gzip', 'signed-request', 'a log-shipping server for Axiom: gzips a batch of events with zlib and posts it with Content-Encoding: gzip to the Axiom ingest API it names', server('axiom-logs', 'Send events to and query datasets in Axiom (api.axiom.co).', 'ts', `${TS_HEAD}import { gzipSync } from 'node:zlib';

const server = new McpServer({ name: 'axiom-logs', version: '0.4.0' });
const AXIOM = 'https://api.axiom.co/v1';
const auth = { authorization: \`Bearer \${process.env.AXIOM_TOKEN}\` };

server.tool('ingest', 'Send events (JSON objects) to an Axiom dataset.', { dataset: z.string(), events: z.array(z.record(z.unknown())) }, async ({ dataset, events }) => {
  const body = gzipSync(Buffer.from(JSON.stringify(events)));
  const res = await fetch(\`\${AXIOM}/datasets/\${encodeURIComponent(dataset)}/ingest\`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json', 'content-encoding': 'gzip' }, body });
  return { content: [{ type: 'text', text: JSON.stringify(await res.json()) }] };
});

server.tool('query', 'Run an APL query.', { apl: z.string() }, async ({ apl }) => {
  const res = await fetch(\`\${AXIOM}/datasets/_apl?format=tabular\`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ apl }) });
  return { content: [{ type: 'text', text: JSON.stringify(await res.json()).slice(0, 20000) }] };
});
${TS_TAIL}`)),
];
