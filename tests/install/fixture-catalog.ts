/**
 * A small, deliberately messy catalog written in the built site's layout
 * (docs/component-format.md "Outputs"), so installer tests do not depend on
 * what the real catalog happens to contain. Every kind of KINDS is present.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { contentDigest } from '../../src/catalog/digest.ts';
import { KINDS, kindByType, type ComponentType } from '../../src/catalog/kinds.ts';

export interface FixtureComponent {
  type: ComponentType;
  category: string;
  name: string;
  description: string;
  content: string;
  files?: Record<string, string>;
}

const HOOK = {
  description: 'Blocks rm -rf; formats after edits',
  hooks: {
    PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: '.claude/hooks/no-rm-rf.sh', timeout: 10 }] }],
    PostToolUse: [{ matcher: 'Edit|Write', hooks: [{ type: 'command', command: 'npx prettier --write "$CLAUDE_FILE_PATHS"' }] }],
  },
  supportingFiles: [{ source: 'no-rm-rf.sh', destination: '.claude/hooks/no-rm-rf.sh', executable: true }],
};
const HOOK_SCRIPT = '#!/usr/bin/env bash\n# refuse rm -rf /\nif grep -q "rm -rf /" <<<"$(cat)"; then echo "blocked" >&2; exit 2; fi\n';

const MCP = {
  description: 'GitHub + a remote search server',
  mcpServers: {
    github: { description: 'stripped on install', command: 'npx', args: ['-y', '@modelcontextprotocol/server-github'], env: { GITHUB_PERSONAL_ACCESS_TOKEN: 'YOUR_TOKEN_VALUE_SHOULD_NEVER_PRINT' } },
    'web-search': { type: 'http', url: 'https://search.invalid/mcp', headers: { Authorization: 'Bearer SECRET_HEADER_VALUE' } },
  },
};

const SETTINGS = {
  description: 'Safe defaults — “curly quotes”, ünïcödé',
  permissions: { allow: ['Bash(npm test:*)', 'Read(**)'], deny: ['Read(./.env)'] },
  env: { BASH_DEFAULT_TIMEOUT_MS: '60000' },
  includeCoAuthoredBy: false,
};

export const FIXTURE: FixtureComponent[] = [
  {
    type: 'agents',
    category: 'development-team',
    name: 'frontend.Developer',
    description: 'React specialist: hooks, a11y & perf',
    content: '---\r\nname: frontend-developer\r\ndescription: "React: hooks, a11y & perf — use PROACTIVELY"\r\ntools: Read, Write, Bash\r\nmodel: sonnet\r\n---\r\n\r\nYou are a senior frontend engineer. 🚀\r\n\r\n```tsx\r\nconst x = <A b="c" />;\r\n```', // CRLF, no final newline
  },
  { type: 'agents', category: 'security', name: 'reviewer', description: 'Security review', content: '---\nname: reviewer\ndescription: Security reviewer\n---\nReview for OWASP top 10.\n' },
  { type: 'agents', category: 'quality', name: 'reviewer', description: 'Code review', content: '---\nname: reviewer\ndescription: Code reviewer\n---\nReview for clarity.\n' },
  { type: 'commands', category: 'git', name: 'commit_msg', description: 'Write a commit message', content: '---\ndescription: Write a commit message\nargument-hint: [scope]\nallowed-tools: Bash(git diff:*)\n---\n!`git diff --staged`\n\nWrite a conventional commit for $ARGUMENTS.\n' },
  { type: 'loops', category: 'ops', name: 'watch-ci', description: 'Watch CI', content: '---\ndescription: Check CI and report\ninterval: 10m\n---\nCheck the latest CI run; summarise failures.\n' },
  {
    type: 'skills',
    category: 'documents',
    name: 'pdf',
    description: 'Work with PDFs',
    content: '---\nname: pdf\ndescription: Extract text and tables from PDFs\n---\nSee reference/forms.md.\n',
    files: {
      'SKILL.md': '---\nname: pdf\ndescription: Extract text and tables from PDFs\n---\nSee reference/forms.md.\n',
      'reference/forms.md': '# Forms\n\nFill AcroForms with `pdftk`.\n',
      'scripts/extract.py': 'import sys\nprint(open(sys.argv[1], "rb").read()[:4])\n',
    },
  },
  { type: 'skills', category: 'writing', name: 'haiku', description: 'Single-file skill', content: '---\nname: haiku\ndescription: Writes haiku\n---\nFive, seven, five.\n' },
  {
    type: 'hooks',
    category: 'security',
    name: 'no-rm-rf',
    description: HOOK.description,
    content: JSON.stringify(HOOK, null, 2),
    files: { 'no-rm-rf.json': JSON.stringify(HOOK, null, 2), 'no-rm-rf.sh': HOOK_SCRIPT },
  },
  { type: 'mcps', category: 'devtools', name: 'github', description: MCP.description, content: JSON.stringify(MCP, null, 2) },
  { type: 'settings', category: 'permissions', name: 'safe-defaults', description: SETTINGS.description, content: JSON.stringify(SETTINGS, null, 2) },
  {
    type: 'mods',
    category: 'workflow',
    name: 'release-kit',
    description: 'Release plugin',
    content: '{\n  "name": "release-kit",\n  "version": "1.2.0",\n  "description": "Release helpers"\n}\n',
    files: {
      '.claude-plugin/plugin.json': '{\n  "name": "release-kit",\n  "version": "1.2.0",\n  "description": "Release helpers"\n}\n',
      'commands/release.md': '---\ndescription: Cut a release\n---\nBump, tag, push.\n',
      'hooks/hooks.json': JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command: '${CLAUDE_PLUGIN_ROOT}/scripts/notify.sh' }] }] } }, null, 2),
      'scripts/notify.sh': '#!/bin/sh\necho done\n',
      'README.md': '# release-kit\n',
    },
  },
  {
    type: 'sandbox',
    category: 'containers',
    name: 'node-devcontainer',
    description: 'Node devcontainer',
    content: '---\ndescription: Node 24 devcontainer\n---\n# Node devcontainer\n',
    files: {
      'README.md': '---\ndescription: Node 24 devcontainer\n---\n# Node devcontainer\n',
      '.devcontainer/devcontainer.json': JSON.stringify({ name: 'node', build: { dockerfile: 'Dockerfile' }, postCreateCommand: 'npm ci', remoteEnv: { NPM_TOKEN: '${localEnv:NPM_TOKEN}' } }, null, 2),
      '.devcontainer/Dockerfile': 'FROM node:24\nRUN apt-get update && apt-get install -y git\n',
    },
  },
  {
    type: 'templates',
    category: 'starters',
    name: 'python-project',
    description: 'Python starter',
    content: '---\ndescription: Python starter\n---\n# Python starter\n',
    files: {
      'README.md': '---\ndescription: Python starter\n---\n# Python starter\n',
      'CLAUDE.md': '# Project notes\n\nUse `uv run pytest`.\n',
      '.claude/commands/test.md': '---\ndescription: Run tests\n---\n!`uv run pytest -q`\n',
      '.claude/settings.json': JSON.stringify({ permissions: { allow: ['Bash(uv run:*)'] } }, null, 2),
    },
  },
];

export function fixture(type: ComponentType, name: string): FixtureComponent {
  const c = FIXTURE.find((f) => f.type === type && f.name === name);
  if (!c) throw new Error(`no fixture ${type}/${name}`);
  return c;
}

/** Writes the fixture as a built site (the JSON API only) into dir. */
export async function writeFixtureDist(dir: string, components: FixtureComponent[] = FIXTURE): Promise<void> {
  const put = async (path: string, data: unknown) => {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), JSON.stringify(data));
  };
  const entry = (c: FixtureComponent) => {
    const kind = kindByType(c.type)!;
    return { type: kind.singular, name: c.name, path: `${c.category}/${c.name}${kind.ext}`, category: c.category, description: c.description };
  };
  await put('search-index.json', components.map(entry));
  for (const kind of KINDS) {
    const ofKind = components.filter((c) => c.type === kind.type);
    await put(`components/${kind.type}.json`, ofKind.map((c) => ({ ...entry(c), downloads: 0, sha256: contentDigest(c) })));
    for (const c of ofKind) await put(`component-content/${c.type}/${c.category}/${c.name}.json`, c.files ? { content: c.content, files: c.files } : { content: c.content });
  }
  await writeFile(join(dir, '404.html'), '<!doctype html><h1>Not found</h1>');
}
