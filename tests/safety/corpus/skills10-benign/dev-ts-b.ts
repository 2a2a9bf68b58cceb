/**
 * Tenth benign batch, development part: more TypeScript MCP servers — a regex tester, a JSON
 * formatter with JSON.parse, Markdown rendered with raw HTML off, a link checker with p-limit,
 * ripgrep through execFile, package metadata through the package manager's argv, Octokit with the
 * user's token, an SSE transport on 127.0.0.1, Chrome DevTools on the user's own debugging port,
 * the clipboard, screenshots. Written on 2026-11-30 by helper benign13 before the analyzer was
 * run on any of them. Tune on this file.
 */
import { benign, TS_HEAD, TS_TAIL } from '../skills/build.ts';
import { type Benign10Sample, server } from './classes.ts';

export const DEV10_TS_B: Benign10Sample[] = [
  benign('b10-regex-tester-ts', 'evaluator', 'a regex tester: the pattern compiled with new RegExp (a regular expression, not code), input and match count capped', server('regex-lab', 'Test regular expressions against sample text.', 'ts', `${TS_HEAD}
const server = new McpServer({ name: 'regex-lab', version: '0.2.1' });

server.tool(
  'test_regex',
  'Run a JavaScript regular expression over text and list the matches with their groups.',
  { pattern: z.string().max(500), flags: z.string().regex(/^[dgimsuy]*$/).default('g'), text: z.string().max(100000) },
  async ({ pattern, flags, text }) => {
    const re = new RegExp(pattern, flags.includes('g') ? flags : flags + 'g');
    const matches = [];
    for (const m of text.matchAll(re)) {
      matches.push({ index: m.index, match: m[0], groups: m.slice(1), named: m.groups ?? {} });
      if (matches.length >= 200) break;
    }
    return { content: [{ type: 'text', text: JSON.stringify(matches, null, 2) }] };
  },
);

server.tool('escape', 'Escape text for use inside a regular expression.', { text: z.string() }, async ({ text }) => ({
  content: [{ type: 'text', text: text.replace(/[.*+?^\${}()|[\\]\\\\]/g, '\\\\$&') }],
}));
${TS_TAIL}`)),

  benign('b10-json-format-ts', 'evaluator', 'a JSON toolbox: JSON.parse of the model\'s text, a JSON Schema check with ajv, jq-like paths read by a small walker', server('json-kit', 'Format, validate and query JSON.', 'ts', `${TS_HEAD}import Ajv from 'ajv';

const ajv = new Ajv({ allErrors: true });
const server = new McpServer({ name: 'json-kit', version: '1.0.3' });
const text = (t: string) => ({ content: [{ type: 'text' as const, text: t }] });

server.tool('format', 'Pretty-print JSON.', { json: z.string(), indent: z.number().int().max(8).default(2) }, async ({ json, indent }) => text(JSON.stringify(JSON.parse(json), null, indent)));

server.tool('validate', 'Validate JSON against a JSON Schema.', { json: z.string(), schema: z.string() }, async ({ json, schema }) => {
  const check = ajv.compile(JSON.parse(schema));
  return text(check(JSON.parse(json)) ? 'valid' : ajv.errorsText(check.errors, { separator: '\\n' }));
});

server.tool('get_path', 'Value at a dotted path such as items.0.name.', { json: z.string(), path: z.string() }, async ({ json, path }) => {
  let v: any = JSON.parse(json);
  for (const key of path.split('.').filter(Boolean)) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, key)) return text('undefined');
    v = v[key];
  }
  return text(JSON.stringify(v, null, 2));
});
${TS_TAIL}`, {}, ['ajv'])),

  benign('b10-markdown-ts', 'template', 'a Markdown previewer: markdown-it with html:false renders to an HTML file in the project\'s preview folder', server('md-preview', 'Render Markdown documents to HTML for preview.', 'ts', `${TS_HEAD}import fs from 'node:fs/promises';
import path from 'node:path';
import MarkdownIt from 'markdown-it';

const md = new MarkdownIt({ html: false, linkify: true, typographer: true });
const OUT = path.resolve('.preview');
const server = new McpServer({ name: 'md-preview', version: '0.3.0' });

server.tool('render', 'Render Markdown text to HTML and save it under .preview/.', { markdown: z.string(), name: z.string().regex(/^[\\w-]+$/) }, async ({ markdown, name }) => {
  await fs.mkdir(OUT, { recursive: true });
  const file = path.join(OUT, name + '.html');
  await fs.writeFile(file, \`<!doctype html><meta charset="utf-8"><link rel="stylesheet" href="style.css">\\n\${md.render(markdown)}\`);
  return { content: [{ type: 'text', text: \`Saved \${file}\` }] };
});
${TS_TAIL}`, {}, ['markdown-it'])),

  benign('b10-plimit-ts', 'workers', 'a link checker: HEAD requests through p-limit(8), at most 500 links per call, timeouts', server('link-check', 'Find broken links in a list of URLs or a sitemap.', 'ts', `${TS_HEAD}import pLimit from 'p-limit';

const limit = pLimit(8);
const MAX_LINKS = 500;
const server = new McpServer({ name: 'link-check', version: '0.6.0' });

async function status(url: string): Promise<[string, number | string]> {
  try {
    const res = await fetch(url, { method: 'HEAD', redirect: 'follow', signal: AbortSignal.timeout(10000), headers: { 'User-Agent': 'link-check-mcp/0.6' } });
    return [url, res.status];
  } catch (e) {
    return [url, (e as Error).name];
  }
}

server.tool('check_links', 'Check URLs (at most 500) and report the ones that fail.', { urls: z.array(z.string().url()).max(MAX_LINKS) }, async ({ urls }) => {
  const results = await Promise.all(urls.slice(0, MAX_LINKS).map((u) => limit(() => status(u))));
  const broken = results.filter(([, s]) => typeof s !== 'number' || s >= 400);
  return { content: [{ type: 'text', text: broken.length ? broken.map(([u, s]) => \`\${s} \${u}\`).join('\\n') : \`all \${results.length} links OK\` }] };
});

server.tool('sitemap_urls', 'URLs listed in a sitemap.xml.', { sitemap: z.string().url() }, async ({ sitemap }) => {
  const xml = await (await fetch(sitemap, { signal: AbortSignal.timeout(15000) })).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\\/loc>/g)].map((m) => m[1]).slice(0, MAX_LINKS);
  return { content: [{ type: 'text', text: urls.join('\\n') }] };
});
${TS_TAIL}`, {}, ['p-limit'])),

  benign('b10-ripgrep-ts', 'filesystem', 'code search through ripgrep by execFile: the pattern after -e, `--` before the root, the root checked to be inside the workspace', server('code-search', 'Search code in your workspace with ripgrep.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import path from 'node:path';

const WORKSPACE = path.resolve(process.env.WORKSPACE ?? '.');
const server = new McpServer({ name: 'code-search', version: '0.4.0' });

server.tool(
  'search',
  'Search files for a regular expression. Returns file:line:text, at most 300 matches.',
  { pattern: z.string(), dir: z.string().default('.'), glob: z.string().optional(), ignoreCase: z.boolean().default(false) },
  async ({ pattern, dir, glob, ignoreCase }) => {
    const root = path.resolve(WORKSPACE, dir);
    if (root !== WORKSPACE && !root.startsWith(WORKSPACE + path.sep)) throw new Error('dir must be inside the workspace');
    const args = ['--line-number', '--no-heading', '--max-count', '50', ...(ignoreCase ? ['-i'] : []), ...(glob ? ['--glob', glob] : []), '-e', pattern, '--', root];
    const out = await new Promise<string>((resolve) => execFile('rg', args, { maxBuffer: 8 << 20 }, (_e, stdout) => resolve(stdout)));
    return { content: [{ type: 'text', text: out.split('\\n').slice(0, 300).join('\\n') || 'no matches' }] };
  },
);
${TS_TAIL}`)),

  benign('b10-npm-view-ts', 'command-runner', 'package metadata through the package manager\'s own `view --json` by execFile, the package name checked by a pattern first', server('pkg-info', 'Look up versions, licenses and dependencies of npm packages.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
const NAME = /^(@[a-z0-9-~][a-z0-9-._~]*\\/)?[a-z0-9-~][a-z0-9-._~]*$/;
const server = new McpServer({ name: 'pkg-info', version: '0.2.0' });

server.tool('package_info', 'Latest version, license, description and dependencies of a package.', { name: z.string().regex(NAME), version: z.string().regex(/^[\\w.^~<>=*-]*$/).default('latest') }, async ({ name, version }) => {
  const { stdout } = await run('npm', ['view', \`\${name}@\${version}\`, 'name', 'version', 'license', 'description', 'dependencies', '--json'], { timeout: 30000 });
  return { content: [{ type: 'text', text: stdout }] };
});

server.tool('outdated', 'Outdated dependencies of the current project.', {}, async () => {
  const out = await run('npm', ['outdated', '--json'], { timeout: 60000 }).catch((e) => ({ stdout: e.stdout as string }));
  return { content: [{ type: 'text', text: out.stdout || '{}' }] };
});
${TS_TAIL}`)),

  benign('b10-octokit-ts', 'git', 'a GitHub pull-request server with Octokit and the user\'s GITHUB_TOKEN, review comments posted only after the user confirms', server('gh-prs', 'Review and comment on GitHub pull requests.', 'ts', `${TS_HEAD}import { Octokit } from '@octokit/rest';

const octokit = new Octokit({ auth: process.env.GITHUB_TOKEN, userAgent: 'gh-prs-mcp/1.3' });
const server = new McpServer({ name: 'gh-prs', version: '1.3.0' });
const t = (v: unknown) => ({ content: [{ type: 'text' as const, text: typeof v === 'string' ? v : JSON.stringify(v, null, 2) }] });

server.tool('pr_diff', 'The diff of a pull request.', { owner: z.string(), repo: z.string(), number: z.number().int() }, async ({ owner, repo, number }) => {
  const { data } = await octokit.pulls.get({ owner, repo, pull_number: number, mediaType: { format: 'diff' } });
  return t(data as unknown as string);
});

server.tool('pr_files', 'Files changed in a pull request.', { owner: z.string(), repo: z.string(), number: z.number().int() }, async ({ owner, repo, number }) =>
  t((await octokit.pulls.listFiles({ owner, repo, pull_number: number, per_page: 100 })).data.map((f) => \`\${f.status} \${f.filename} +\${f.additions} -\${f.deletions}\`).join('\\n')),
);

server.tool('comment', 'Post a review comment. Show the user the text first and call only after they approve.', { owner: z.string(), repo: z.string(), number: z.number().int(), body: z.string() }, async ({ owner, repo, number, body }) =>
  t((await octokit.issues.createComment({ owner, repo, issue_number: number, body })).data.html_url),
);
${TS_TAIL}`, {
    '.mcp.json': JSON.stringify({ mcpServers: { 'gh-prs': { command: 'npx', args: ['-y', 'tsx', '${CLAUDE_PLUGIN_ROOT}/server/index.ts'], env: { GITHUB_TOKEN: '${GITHUB_TOKEN}' } } } }, null, 2),
  }, ['@octokit/rest'])),

  benign('b10-sse-local-ts', 'network-local', 'a server offering the SSE transport over express bound to 127.0.0.1 with an Origin check (DNS-rebinding guard)', server('notes-sse', 'A notes server reachable over HTTP on your machine.', 'ts', `import express from 'express';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { SSEServerTransport } from '@modelcontextprotocol/sdk/server/sse.js';
import { z } from 'zod';

const notes = new Map<string, string>();
const server = new McpServer({ name: 'notes-sse', version: '0.1.0' });
server.tool('put_note', 'Save a note.', { key: z.string(), text: z.string() }, async ({ key, text }) => {
  notes.set(key, text);
  return { content: [{ type: 'text', text: 'saved' }] };
});
server.tool('get_note', 'Read a note.', { key: z.string() }, async ({ key }) => ({ content: [{ type: 'text', text: notes.get(key) ?? '(none)' }] }));

const app = express();
const PORT = Number(process.env.PORT ?? 3333);
app.use((req, res, next) => {
  const origin = req.headers.origin;
  if (origin && !/^http:\\/\\/(localhost|127\\.0\\.0\\.1)(:\\d+)?$/.test(origin)) return res.status(403).end();
  next();
});
const transports: Record<string, SSEServerTransport> = {};
app.get('/sse', async (_req, res) => {
  const transport = new SSEServerTransport('/messages', res);
  transports[transport.sessionId] = transport;
  res.on('close', () => delete transports[transport.sessionId]);
  await server.connect(transport);
});
app.post('/messages', async (req, res) => {
  const transport = transports[String(req.query.sessionId)];
  if (!transport) return res.status(400).send('no session');
  await transport.handlePostMessage(req, res);
});
app.listen(PORT, '127.0.0.1', () => console.error(\`notes-sse on http://127.0.0.1:\${PORT}/sse\`));
`, {
    '.mcp.json': JSON.stringify({ mcpServers: { 'notes-sse': { type: 'sse', url: 'http://127.0.0.1:3333/sse' } } }, null, 2),
  }, ['express'])),

  benign('b10-cdp-local-ts', 'browser', 'a DevTools bridge to the Chrome the user started with --remote-debugging-port on 127.0.0.1: console messages and network errors of the open tab', server('devtools-bridge', 'Read console logs and failed requests from your local Chrome.', 'ts', `${TS_HEAD}import CDP from 'chrome-remote-interface';

const PORT = Number(process.env.CHROME_DEBUG_PORT ?? 9222);
const logs: string[] = [];
const failures: string[] = [];

const client = await CDP({ host: '127.0.0.1', port: PORT });
await client.Runtime.enable();
await client.Network.enable();
client.Runtime.consoleAPICalled(({ type, args }) => logs.push(\`[\${type}] \${args.map((a) => a.value ?? a.description).join(' ')}\`));
client.Network.loadingFailed(({ errorText, requestId }) => failures.push(\`\${requestId} \${errorText}\`));

const server = new McpServer({ name: 'devtools-bridge', version: '0.3.0' });
server.tool('console_logs', 'Console messages of the open tab since the last call.', {}, async () => ({ content: [{ type: 'text', text: logs.splice(0).join('\\n') || '(none)' }] }));
server.tool('failed_requests', 'Failed network requests since the last call.', {}, async () => ({ content: [{ type: 'text', text: failures.splice(0).join('\\n') || '(none)' }] }));
server.tool('reload', 'Reload the open tab.', { ignoreCache: z.boolean().default(false) }, async ({ ignoreCache }) => {
  await client.Page.reload({ ignoreCache });
  return { content: [{ type: 'text', text: 'reloaded' }] };
});
${TS_TAIL}`, {
    'README.md': '# devtools-bridge\n\nRead console logs and failed requests from your local Chrome.\n\nStart Chrome yourself with `--remote-debugging-port=9222 --user-data-dir=/tmp/chrome-dev` (a separate profile),\nthen start Claude Code. The bridge connects only to 127.0.0.1.\n',
  }, ['chrome-remote-interface'])),

  benign('b10-clipboard-ts', 'system-read', 'clipboard read and write with clipboardy, text length capped', server('clipboard', 'Read and set the system clipboard.', 'ts', `${TS_HEAD}import clipboard from 'clipboardy';

const server = new McpServer({ name: 'clipboard', version: '1.0.0' });

server.tool('read_clipboard', 'The text currently on the clipboard.', {}, async () => ({
  content: [{ type: 'text', text: (await clipboard.read()).slice(0, 50000) }],
}));

server.tool('write_clipboard', 'Put text on the clipboard so the user can paste it.', { text: z.string().max(1000000) }, async ({ text }) => {
  await clipboard.write(text);
  return { content: [{ type: 'text', text: \`copied \${text.length} characters\` }] };
});
${TS_TAIL}`, {}, ['clipboardy'])),

  benign('b10-screenshot-ts', 'system-read', 'a screenshot tool: the platform\'s screenshot program by execFile into a temp file, returned as an image and deleted', server('screen', 'Take a screenshot of your screen for Claude to look at.', 'ts', `${TS_HEAD}import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const server = new McpServer({ name: 'screen', version: '0.5.0' });

server.tool('screenshot', 'Capture the whole screen (asks nothing; the user invoked it).', {}, async () => {
  const file = path.join(os.tmpdir(), \`screen-\${Date.now()}.png\`);
  if (process.platform === 'darwin') await run('screencapture', ['-x', file]);
  else if (process.platform === 'win32') await run('powershell', ['-NoProfile', '-File', path.join(import.meta.dirname, 'capture.ps1'), file]);
  else await run('gnome-screenshot', ['-f', file]);
  const data = (await fs.readFile(file)).toString('base64');
  await fs.rm(file, { force: true });
  return { content: [{ type: 'image', data, mimeType: 'image/png' }] };
});
${TS_TAIL}`, {
    'server/capture.ps1': 'param([string]$Out)\nAdd-Type -AssemblyName System.Windows.Forms, System.Drawing\n$b = [System.Windows.Forms.Screen]::PrimaryScreen.Bounds\n$bmp = New-Object System.Drawing.Bitmap $b.Width, $b.Height\n$g = [System.Drawing.Graphics]::FromImage($bmp)\n$g.CopyFromScreen($b.Location, [System.Drawing.Point]::Empty, $b.Size)\n$bmp.Save($Out, [System.Drawing.Imaging.ImageFormat]::Png)\n',
  })),
];
