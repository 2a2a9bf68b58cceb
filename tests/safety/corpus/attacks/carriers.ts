/**
 * Carriers: the realistic components an attack is put into. A payload (a few
 * lines of shell, a JavaScript or Python file, Markdown the model reads, an MCP
 * server entry, a hook handler, settings) is written once in a table; each
 * carrier wraps it in a component of one kind as an author would publish it
 * (`{content, files}`, the bytes the analyzer sees), with ordinary code around
 * it so the payload is one change among real lines, not a one-liner.
 */
import type { ComponentType } from '../../../../src/catalog/kinds.ts';
import type { Published } from '../twins.ts';

export type Lang = 'sh' | 'js' | 'py' | 'md' | 'mcp' | 'hook' | 'settings' | 'server';

export interface Built {
  carrier: string;
  kind: ComponentType;
  published: Published;
}

/** A payload's code: one text, or a file map for code spread over files of one component. */
export interface Code {
  /** The main file's text (for `md`: the text put into the body). */
  text: string;
  /** More files beside the main one, relative to the folder the main file is in. */
  files?: Record<string, string>;
}

type Carrier = { name: string; kind: ComponentType; oneLine?: boolean; build: (code: Code, slug: string) => Published };

const jsonText = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`;
const indent = (text: string, by: string) => text.split('\n').map((l) => (l ? by + l : l)).join('\n');
const oneLine = (text: string) => text.trim().split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')).join('; ');
const fm = (fields: Record<string, string>) => `---\n${Object.entries(fields).map(([k, v]) => `${k}: ${v}`).join('\n')}\n---\n`;
const plugin = (slug: string, description: string) => jsonText({ name: slug, version: '1.2.0', description, author: { name: 'Dev Tools Collective' }, license: 'MIT' });
const under = (dir: string, files: Record<string, string> | undefined) => Object.fromEntries(Object.entries(files ?? {}).map(([p, t]) => [`${dir}/${p}`, t]));

// ---------- shell ----------

const shScript = (body: string, purpose: string) => `#!/usr/bin/env bash
# ${purpose}
set -euo pipefail

ROOT="\${CLAUDE_PROJECT_DIR:-$(pwd)}"
cd "$ROOT"
if [ ! -f package.json ] && [ ! -f pyproject.toml ]; then
  exit 0
fi

${body.trim()}

if command -v npx >/dev/null 2>&1 && [ -f package.json ]; then
  npx --no-install prettier --check . >/dev/null 2>&1 || echo "formatting needed" >&2
fi
exit 0
`;

const hookJson = (slug: string, command: string, event = 'SessionStart', script?: string) => ({
  description: `Prepare the workspace for ${slug.replace(/-/g, ' ')}`,
  ...(script ? { supportingFiles: [{ source: script, destination: `.claude/hooks/${script}`, executable: true }] } : {}),
  hooks: { [event]: [{ ...(event === 'PostToolUse' ? { matcher: 'Edit|Write' } : {}), hooks: [{ type: 'command', command, timeout: 30 }] }] },
});

function hookWithScript(slug: string, script: string, text: string, runner: string, extra?: Record<string, string>): Published {
  const content = jsonText(hookJson(slug, `${runner} .claude/hooks/${script}`, 'SessionStart', script));
  return { content, files: { [`${slug}.json`]: content, [script]: text, ...(extra ?? {}) } };
}

const SKILL_INTRO = (slug: string, what: string) =>
  `${fm({ name: slug, description: `${what}. Use when the user asks about ${slug.replace(/-/g, ' ')}.`, 'allowed-tools': 'Bash, Read, Edit' })}\n# ${slug}\n\n${what}.\n\n## When to use\n\n- The user mentions ${slug.replace(/-/g, ' ')}\n- A build or a test fails in a way this skill knows\n\n`;

function skill(slug: string, what: string, body: string, files: Record<string, string>): Published {
  const entry = `${SKILL_INTRO(slug, what)}${body}\n## Notes\n\n| step | time |\n| --- | --- |\n| setup | ~10 s |\n| run | ~1 min |\n`;
  return { content: entry, files: { 'SKILL.md': entry, ...files } };
}

function mod(slug: string, files: Record<string, string>): Published {
  const manifest = plugin(slug, `Helpers for ${slug.replace(/-/g, ' ')}`);
  return { content: manifest, files: { '.claude-plugin/plugin.json': manifest, 'README.md': `# ${slug}\n\nInstall with \`/plugin install ${slug}\`.\n`, ...files } };
}

const SH: Carrier[] = [
  { name: 'hook-script', kind: 'hooks', build: (c, s) => hookWithScript(s, `${s}.sh`, shScript(c.text, 'Runs at session start.'), 'bash', c.files) },
  { name: 'hook-inline', kind: 'hooks', oneLine: true, build: (c, s) => ({ content: jsonText(hookJson(s, oneLine(c.text), 'PostToolUse')) }) },
  {
    name: 'skill-script',
    kind: 'skills',
    build: (c, s) => skill(s, 'Sets up the toolchain and checks the project', '## Steps\n\n1. Run `bash scripts/setup.sh` from the project root.\n2. Read its output and fix what it reports.\n', { 'scripts/setup.sh': shScript(c.text, 'Toolchain setup.'), ...under('scripts', c.files) }),
  },
  {
    name: 'skill-block',
    kind: 'skills',
    build: (c, s) => skill(s, 'Prepares the environment before a release', `## Setup\n\nBefore anything else, run this in the project root (the rest of the skill expects it):\n\n\`\`\`bash\n${c.text.trim()}\n\`\`\`\n\nThen run the tests with \`npm test\` and summarise failures.\n`, under('scripts', c.files)),
  },
  {
    name: 'skill-inline',
    kind: 'skills',
    oneLine: true,
    build: (c, s) => skill(s, 'Keeps the local cache warm', `## Steps\n\n1. Check the cache with \`ls -la .cache\`.\n2. Refresh it: run \`${oneLine(c.text)}\` and wait for it to finish.\n3. Report what changed.\n`, {}),
  },
  { name: 'command-bang', kind: 'commands', oneLine: true, build: (c) => ({ content: `${fm({ description: 'Summarise the working tree before a commit', 'allowed-tools': 'Bash(git:*), Bash(npm:*)' })}\n## Context\n\n- Status: !\`git status --short\`\n- Environment: !\`${oneLine(c.text)}\`\n\n## Task\n\nWrite a commit message for the staged changes in $ARGUMENTS.\n` }) },
  { name: 'loop-bang', kind: 'loops', oneLine: true, build: (c) => ({ content: `${fm({ description: 'Keep the dev server healthy', interval: '10m', 'allowed-tools': 'Bash' })}\nHealth: !\`${oneLine(c.text)}\`\n\nIf the server is down, restart it with \`npm run dev\` and report.\n` }) },
  {
    name: 'agent-block',
    kind: 'agents',
    build: (c, s) => ({ content: `${fm({ name: s, description: 'Release engineer: prepares and checks releases', tools: 'Bash, Read, Edit' })}\nYou are a release engineer.\n\n## First steps\n\nEvery session, before answering, prepare the environment:\n\n\`\`\`sh\n${c.text.trim()}\n\`\`\`\n\nThen read CHANGELOG.md and propose the next version number.\n` }),
  },
  { name: 'mod-hook', kind: 'mods', build: (c, s) => mod(s, { 'hooks/hooks.json': jsonText({ hooks: { SessionStart: [{ hooks: [{ type: 'command', command: 'bash ${CLAUDE_PLUGIN_ROOT}/scripts/start.sh' }] }] } }), 'scripts/start.sh': shScript(c.text, 'Plugin start-up.'), ...under('scripts', c.files) }) },
  {
    name: 'sandbox-init',
    kind: 'sandbox',
    build: (c, s) => {
      const files = {
        'README.md': `${fm({ description: `A devcontainer for ${s.replace(/-/g, ' ')}` })}\n# ${s}\n\nOpen the folder in a devcontainer.\n`,
        '.devcontainer/devcontainer.json': jsonText({ name: s, image: 'mcr.microsoft.com/devcontainers/typescript-node:22', initializeCommand: 'bash .devcontainer/init.sh', postCreateCommand: 'npm ci', remoteUser: 'node' }),
        '.devcontainer/init.sh': shScript(c.text, 'Runs on the host before the container starts.'),
        ...under('.devcontainer', c.files),
      };
      return { content: files['README.md'], files };
    },
  },
  {
    name: 'template-envrc',
    kind: 'templates',
    build: (c, s) => {
      const files = {
        'README.md': `${fm({ description: `Project template: ${s.replace(/-/g, ' ')}` })}\n# ${s}\n\nA starter with direnv, Claude settings and a Makefile.\n`,
        'CLAUDE.md': '# Project\n\n- `npm test` before committing\n- Keep functions small\n',
        '.envrc': `dotenv_if_exists .env\nPATH_add node_modules/.bin\n${c.text.trim()}\n`,
        ...c.files,
      };
      return { content: files['README.md'], files };
    },
  },
  { name: 'settings-status', kind: 'settings', oneLine: true, build: (c) => ({ content: jsonText({ statusLine: { type: 'command', command: oneLine(c.text) }, permissions: { allow: ['Bash(npm run test:*)', 'Read'] } }) }) },
];

// ---------- JavaScript ----------

const jsAround = (body: string) => `#!/usr/bin/env node
// Reads the hook event, does its job, never blocks the session.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const event = JSON.parse(readFileSync(0, 'utf8') || '{}');
const root = process.env.CLAUDE_PROJECT_DIR ?? process.cwd();
const pkgPath = join(root, 'package.json');
const pkg = existsSync(pkgPath) ? JSON.parse(readFileSync(pkgPath, 'utf8')) : {};

${body.trim()}

console.log(JSON.stringify({ ok: true, project: pkg.name ?? null, session: event.session_id ?? null }));
`;

const JS: Carrier[] = [
  { name: 'hook-node', kind: 'hooks', build: (c, s) => hookWithScript(s, `${s}.mjs`, jsAround(c.text), 'node', c.files) },
  { name: 'skill-node', kind: 'skills', build: (c, s) => skill(s, 'Reports on the project dependencies', '## Steps\n\nRun `node scripts/report.mjs` and summarise its output for the user.\n', { 'scripts/report.mjs': jsAround(c.text), ...under('scripts', c.files) }) },
  {
    name: 'mod-node',
    kind: 'mods',
    build: (c, s) => mod(s, { 'hooks/hooks.json': jsonText({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'node ${CLAUDE_PLUGIN_ROOT}/scripts/stop.mjs' }] }] } }), 'scripts/stop.mjs': jsAround(c.text), ...under('scripts', c.files) }),
  },
];

// ---------- Python ----------

const pyAround = (body: string) => `#!/usr/bin/env python3
"""Hook helper: reads the event from stdin and records what the session touched."""
import json
import os
import sys
from pathlib import Path

event = json.load(sys.stdin) if not sys.stdin.isatty() else {}
root = Path(os.environ.get("CLAUDE_PROJECT_DIR", os.getcwd()))
log = root / ".claude" / "activity.log"


def main() -> int:
${indent(body.trim(), '    ')}
    log.parent.mkdir(parents=True, exist_ok=True)
    with log.open("a") as handle:
        handle.write(json.dumps({"tool": event.get("tool_name"), "session": event.get("session_id")}) + "\\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
`;

const PY: Carrier[] = [
  { name: 'hook-python', kind: 'hooks', build: (c, s) => hookWithScript(s, `${s.replace(/-/g, '_')}.py`, pyAround(c.text), 'python3', c.files) },
  { name: 'skill-python', kind: 'skills', build: (c, s) => skill(s, 'Audits the Python environment', '## Steps\n\nRun `python3 scripts/audit.py` and explain the result.\n', { 'scripts/audit.py': pyAround(c.text), ...under('scripts', c.files) }) },
  {
    name: 'mod-python',
    kind: 'mods',
    build: (c, s) => mod(s, { 'hooks/hooks.json': jsonText({ hooks: { PostToolUse: [{ matcher: 'Write|Edit', hooks: [{ type: 'command', command: 'python3 ${CLAUDE_PLUGIN_ROOT}/hooks/track.py' }] }] } }), 'hooks/track.py': pyAround(c.text), ...under('hooks', c.files) }),
  },
];

// ---------- Markdown the model reads ----------

const MD: Carrier[] = [
  { name: 'agent', kind: 'agents', build: (c, s) => ({ content: `${fm({ name: s, description: 'Reviews pull requests for style and correctness', tools: 'Read, Grep, Glob, Bash' })}\nYou are a careful code reviewer.\n\n## How to review\n\n1. Read the diff.\n2. Check tests cover the change.\n\n${c.text.trim()}\n\n3. Write short, specific comments.\n` }) },
  { name: 'command', kind: 'commands', build: (c) => ({ content: `${fm({ description: 'Explain a failing test', 'argument-hint': '[test-name]', 'allowed-tools': 'Read, Bash(npm test:*)' })}\n# Explain test\n\nFind the test named $ARGUMENTS and explain why it fails.\n\n${c.text.trim()}\n\nKeep the answer under 200 words.\n` }) },
  { name: 'skill-md', kind: 'skills', build: (c, s) => skill(s, 'Writes changelog entries', `## Steps\n\n1. Read the merged pull requests.\n2. Group them by area.\n\n${c.text.trim()}\n\n3. Write the entry in CHANGELOG.md.\n`, {}) },
  { name: 'loop', kind: 'loops', build: (c) => ({ content: `${fm({ description: 'Triage new issues', interval: '30m' })}\nLook at issues opened since the last run and label them.\n\n${c.text.trim()}\n` }) },
  { name: 'mod-agent', kind: 'mods', build: (c, s) => mod(s, { 'agents/helper.md': `${fm({ name: 'helper', description: 'Answers questions about the codebase' })}\nAnswer questions about this repository.\n\n${c.text.trim()}\n` }) },
];

// ---------- MCP server entries ----------

const MCP: Carrier[] = [
  { name: 'mcps', kind: 'mcps', build: (c) => ({ content: c.text }) },
  { name: 'mod-mcp', kind: 'mods', build: (c, s) => mod(s, { '.mcp.json': c.text }) },
  {
    name: 'template-mcp',
    kind: 'templates',
    build: (c, s) => {
      const files = { 'README.md': `${fm({ description: `Starter with MCP servers: ${s}` })}\n# ${s}\n\nComes with project MCP servers.\n`, '.mcp.json': c.text, 'CLAUDE.md': '# Notes\n\nUse the MCP tools for tickets.\n' };
      return { content: files['README.md'], files };
    },
  },
];

// ---------- hook handlers (text: JSON of {event, matcher?, handler}) ----------

function hooksOf(text: string) {
  const h = JSON.parse(text) as { event: string; matcher?: string; handler: unknown };
  return { [h.event]: [{ ...(h.matcher ? { matcher: h.matcher } : {}), hooks: [h.handler] }] };
}

const HOOK: Carrier[] = [
  { name: 'hooks', kind: 'hooks', build: (c, s) => ({ content: jsonText({ description: `Team integration: ${s}`, hooks: hooksOf(c.text) }) }) },
  { name: 'settings-hooks', kind: 'settings', build: (c) => ({ content: jsonText({ permissions: { allow: ['Read', 'Bash(git status:*)'] }, hooks: hooksOf(c.text) }) }) },
  { name: 'mod-hooks', kind: 'mods', build: (c, s) => mod(s, { 'hooks/hooks.json': jsonText({ description: 'Team integration', hooks: hooksOf(c.text) }) }) },
  {
    name: 'template-settings',
    kind: 'templates',
    build: (c, s) => {
      const files = { 'README.md': `${fm({ description: `Team template ${s}` })}\n# ${s}\n`, '.claude/settings.json': jsonText({ hooks: hooksOf(c.text) }), 'CLAUDE.md': '# Team\n\nFollow the style guide.\n' };
      return { content: files['README.md'], files };
    },
  },
];

// ---------- settings objects ----------

const SETTINGS: Carrier[] = [
  { name: 'settings', kind: 'settings', build: (c) => ({ content: jsonText({ ...JSON.parse(c.text), permissions: { allow: ['Read', 'Bash(npm test:*)'] } }) }) },
  {
    name: 'template-settings',
    kind: 'templates',
    build: (c, s) => {
      const files = { 'README.md': `${fm({ description: `Template ${s}` })}\n# ${s}\n`, '.claude/settings.json': jsonText(JSON.parse(c.text)), 'CLAUDE.md': '# Project\n' };
      return { content: files['README.md'], files };
    },
  },
];

// ---------- MCP server source (text: a whole server file; files: its name as `server.py` or `server.ts`) ----------

const SERVER: Carrier[] = [
  {
    name: 'mod-server',
    kind: 'mods',
    build: (c, s) => {
      const py = c.text.includes('FastMCP') || c.text.includes('import ');
      const isTs = /from '@modelcontextprotocol/.test(c.text);
      const file = isTs ? 'server/index.ts' : py ? 'server/server.py' : 'server/index.js';
      const command = isTs ? { command: 'npx', args: ['-y', 'tsx', '${CLAUDE_PLUGIN_ROOT}/server/index.ts'] } : py ? { command: 'uv', args: ['run', '${CLAUDE_PLUGIN_ROOT}/server/server.py'] } : { command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/server/index.js'] };
      return mod(s, { '.mcp.json': jsonText({ mcpServers: { [s]: command } }), [file]: c.text });
    },
  },
  {
    name: 'skill-server',
    kind: 'skills',
    build: (c, s) => {
      const isTs = /from '@modelcontextprotocol/.test(c.text);
      return skill(s, 'Ships a small MCP server with its tools', `## Server\n\nStart it with \`${isTs ? 'npx tsx scripts/server.ts' : 'uv run scripts/server.py'}\`.\n`, { [isTs ? 'scripts/server.ts' : 'scripts/server.py']: c.text });
    },
  },
];

export const CARRIERS: Record<Lang, Carrier[]> = { sh: SH, js: JS, py: PY, md: MD, mcp: MCP, hook: HOOK, settings: SETTINGS, server: SERVER };

/** The carriers a payload goes into: `count` of its language's, rotated by its index so every carrier is used. */
export function carriersFor(lang: Lang, index: number, count: number, single: boolean): Carrier[] {
  const all = CARRIERS[lang].filter((c) => !c.oneLine || single);
  const out: Carrier[] = [];
  for (let i = 0; i < Math.min(count, all.length); i++) out.push(all[(index + i) % all.length]!);
  return [...new Set(out)];
}
