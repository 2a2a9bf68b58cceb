/**
 * A generated repository in the claude-code-templates layout
 * (`cli-tool/components/…`), shaped like /work/shared/samples/original-layout
 * and the catalog it comes from, at any size: agents nested several folders
 * deep, README and attribution files among components, category folders
 * holding scripts and whole projects (with compiled caches and binaries),
 * JSON data at kind level, hooks whose scripts sit in sub-folders and install
 * under the home folder, sandboxes as a folder of scripts with a Markdown
 * description, and the messy frontmatter community files carry. Every file
 * is written by this generator (nothing copied from the samples).
 *
 * It returns what an import must make of it, decided here as each file is
 * written: the components to list, and the paths not to list with a pattern
 * for the reason. The tests compare the import's record with it; the
 * benchmark (bench/import.bench.ts) uses it at 10,000 components.
 */
import { mkdir, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { seeded } from '../tests/helpers/random.ts';

export interface Expected {
  /** `type/category/name` of every component the import must list. */
  listed: Set<string>;
  /** Path in the repository → a pattern the reason matches. */
  notListed: Map<string, RegExp>;
  /** `type/category/name` → a pattern one of its notes matches (listed after a repair or with a decision). */
  noted: Map<string, RegExp>;
}

export interface GeneratedRepo {
  expected: Expected;
  /** Files written. */
  files: number;
}

const WORDS = (
  'review code test deploy database query schema migration security audit performance cache latency frontend backend ' +
  'api graphql docker kubernetes terraform python typescript rust lint format refactor document debug trace metric ' +
  'release changelog commit branch merge issue sprint plan design pattern service module error retry queue worker'
).split(' ');

export function textMaker(seed: number) {
  const r = seeded(seed);
  const words = (n: number) => Array.from({ length: n }, () => r.pick(WORDS)).join(' ');
  const body = (bytes: number) => {
    const lines: string[] = [];
    let size = 0;
    while (size < bytes) {
      const roll = r.next();
      const line = roll < 0.12 ? `## ${words(3)}` : roll < 0.3 ? `- ${words(9)}` : roll < 0.34 ? '```bash\nnpm test -- --watch\n```' : `${words(16)}.`;
      lines.push(line);
      size += line.length + 1;
    }
    return `${lines.join('\n')}\n`;
  };
  return { r, words, body };
}

export const MIT_TEXT = 'MIT License\n\nCopyright (c) 2026 Generated Authors\n\nPermission is hereby granted, free of charge, to any person obtaining a copy\nof this software, to deal in the Software without restriction.\n';

export async function put(root: string, rel: string, text: string | Buffer) {
  await mkdir(dirname(join(root, rel)), { recursive: true });
  await writeFile(join(root, rel), text);
}

const SHARE = { agents: 0.42, commands: 0.22, skills: 0.13, hooks: 0.06, mcps: 0.09, settings: 0.04, loops: 0.03, sandbox: 0.01 };
const CATEGORIES = ['development-team', 'data-ai', 'devops-infrastructure', 'security', 'business-marketing', 'api-graphql', 'database', 'testing', 'automation', 'git', 'documentation', 'creative-design'];
const C = 'cli-tool/components';

/**
 * Write the repository into `root`. `total` is about how many component files
 * it holds (listed or not). `hostile` adds links that lead out of the
 * repository and names no file system should hold.
 */
export async function generateTemplatesRepo(root: string, total: number, options: { seed?: number; hostile?: boolean } = {}): Promise<GeneratedRepo> {
  const { r, words, body } = textMaker(options.seed ?? 7);
  const expected: Expected = { listed: new Set(), notListed: new Map(), noted: new Map() };
  let files = 0;
  const write = async (rel: string, text: string | Buffer) => {
    await put(root, rel, text);
    files++;
  };
  const list = (id: string, note?: RegExp) => {
    expected.listed.add(id);
    if (note) expected.noted.set(id, note);
  };
  const skip = (path: string, reason: RegExp) => expected.notListed.set(path, reason);

  await write('LICENSE', MIT_TEXT);
  await write('README.md', `# Templates\n\n${body(800)}`);
  await write('package.json', JSON.stringify({ name: 'generated-templates', version: '1.0.0', license: 'MIT' }, null, 2));
  await write('.claude-plugin/marketplace.json', JSON.stringify({ name: 'generated', owner: { name: 'Gen' }, plugins: [{ name: 'bundle', source: './', strict: false, agents: [`./${C}/agents/git/a.md`] }] }));
  skip('.claude-plugin/marketplace.json', /bundles components/);
  await write(`${C}/README.md`, `# Components\n\n${body(400)}`);
  skip(`${C}/README.md`, /beside the kind folders/);
  await write(`${C}/workflows/ci/flow.md`, `---\ndescription: x\n---\n${body(200)}`);
  skip(`${C}/workflows`, /not a kind/);
  await write(`${C}/skills/ANTHROPIC_ATTRIBUTION.md`, `# Attribution\n\n${body(600)}`);
  skip(`${C}/skills/ANTHROPIC_ATTRIBUTION.md`, /documentation/);
  await write(`${C}/hooks/HOOK_PATTERNS_COMPRESSED.json`, JSON.stringify({ patterns: { log: { desc: words(3) } } }));
  skip(`${C}/hooks/HOOK_PATTERNS_COMPRESSED.json`, /data file at the kind's level/);

  const count = (share: number) => Math.max(1, Math.round(total * share));
  const seen = new Set<string>();
  const unique = (kind: string, cat: string, stem: string) => {
    let name = stem;
    for (let n = 2; seen.has(`${kind}/${cat}/${name}`.toLowerCase()); n++) name = `${stem}-${n}`;
    seen.add(`${kind}/${cat}/${name}`.toLowerCase());
    return name;
  };

  // ---------- agents: nested folders, messy frontmatter, documentation and scripts beside them ----------
  for (const cat of CATEGORIES) {
    await write(`${C}/agents/${cat}/README.md`, `# ${cat}\n\n${body(500)}`);
    skip(`${C}/agents/${cat}/README.md`, /documentation/);
  }
  await write(`${C}/agents/data-ai/runner.md`, `---\nname: runner\ndescription: Runs the data agents\n---\n${body(400)}`);
  list('agents/data-ai/runner');
  await write(`${C}/agents/data-ai/run_agents.py`, `import sys\nprint(${JSON.stringify(words(4))})\n`);
  skip(`${C}/agents/data-ai/run_agents.py`, /a file beside components/);
  // A whole project among the agents: scripts, a compiled cache, a PDF.
  await write(`${C}/agents/a-modular-kingdom/host.py`, 'def main():\n    return 0\n');
  await write(`${C}/agents/a-modular-kingdom/__pycache__/host.cpython-312.pyc`, Buffer.from([0x33, 0x0d, 0x0d, 0x0a, 0, 0, 1, 2]));
  await write(`${C}/agents/a-modular-kingdom/docs/manual.pdf`, Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2, 3]));
  skip(`${C}/agents/a-modular-kingdom`, /a folder of 2 file/);
  for (let i = 0; i < count(SHARE.agents); i++) {
    const cat = r.pick(CATEGORIES);
    const roll = r.next();
    const nested = r.next() < 0.12 ? `team-${i % 3}/${r.next() < 0.5 ? 'core/' : ''}` : '';
    const stem = unique('agents', cat, `${r.pick(WORDS)}-${r.pick(WORDS)}-agent-${i}`);
    const path = `${C}/agents/${cat}/${nested}${stem}.md`;
    const description = `Use this agent for ${words(8)}`;
    const id = `agents/${cat}/${stem}`;
    const text = body(1500 + r.int(9000));
    if (roll < 0.6) {
      await write(path, `---\nname: ${stem}\ndescription: ${JSON.stringify(description)}\ntools: Read, Grep, Bash\nmodel: sonnet\ncolor: blue\n---\n\n${text}`);
      list(id);
    } else if (roll < 0.75) {
      await write(path, `---\nname: ${stem}\ndescription: ${description}. Use when: ${words(4)}\ntools: *\n---\n${text}`);
      list(id, /quoted, as Claude Code reads it/);
    } else if (roll < 0.82) {
      await write(path, `---\ndescription: ${description}\ntools: Read\n---\n${text}`);
      list(id, /name set to/);
    } else if (roll < 0.86) {
      await write(path, `\uFEFF---\r\nname: ${stem}\r\ndescription: ${description}\r\n---\r\n${text.replace(/\n/g, '\r\n')}`);
      list(id);
    } else if (roll < 0.9) {
      await write(path, `# ${stem}\n\nYou are an agent with no frontmatter.\n${text}`);
      skip(path, /no frontmatter/);
    } else if (roll < 0.93) {
      await write(path, `---\nname: ${stem}\ndescription: |\n  ${description}\ntools: *\n---\n${text}`);
      skip(path, /ignores it/);
    } else if (roll < 0.95) {
      await write(path, `---\nname: ${stem}\ntools: Read\n---\n${text}`);
      skip(path, /description/);
    } else {
      // A file name with spaces: a legal name is made from it.
      const spaced = `${stem} Copy`;
      await write(`${C}/agents/${cat}/${nested}${spaced}.md`, `---\nname: ${stem}-copy\ndescription: ${JSON.stringify(description)}\n---\n${text}`);
      list(`agents/${cat}/${unique('agents', cat, `${stem}-Copy`)}`);
    }
  }
  // Two files of one name in one category, one nested: the nested one is named after its folders.
  await write(`${C}/agents/git/twin-agent.md`, `---\nname: twin-agent\ndescription: top\n---\n${body(300)}`);
  await write(`${C}/agents/git/deep/er/twin-agent.md`, `---\nname: twin-agent-deep\ndescription: nested\n---\n${body(300)}`);
  list('agents/git/twin-agent');
  list('agents/git/deep-er-twin-agent', /is taken by another file/);

  // ---------- commands and loops ----------
  for (let i = 0; i < count(SHARE.commands); i++) {
    const cat = r.pick(CATEGORIES);
    const stem = unique('commands', cat, `${r.pick(WORDS)}-${i}`);
    const path = `${C}/commands/${cat}/${stem}.md`;
    const id = `commands/${cat}/${stem}`;
    const roll = r.next();
    const text = body(600 + r.int(4000));
    if (roll < 0.6) {
      await write(path, `---\ndescription: ${JSON.stringify(words(8))}\nargument-hint: "[file]"\nallowed-tools: Bash(git status:*), Read\n---\n${text}`);
      list(id);
    } else if (roll < 0.75) {
      await write(path, `---\ndescription: ${words(5)}: ${words(4)}\nargument-hint: [file] | [dir]\n---\n${text}`);
      list(id, /quoted, as Claude Code reads it/);
    } else if (roll < 0.85) {
      await write(path, `---\ndescription: ${words(6)}\nargument-hint:\nmodel:\n---\n${text}`);
      list(id);
    } else if (roll < 0.93) {
      await write(path, `${words(10)}.\n\n${text}`);
      list(id, /no frontmatter/);
    } else {
      await write(path, `---\ndescription: first\ndescription: ${words(6)}\n---\n${text}`);
      list(id, /written more than once/);
    }
  }
  for (let i = 0; i < count(SHARE.loops); i++) {
    const cat = 'automation';
    const stem = unique('loops', cat, `watch-${r.pick(WORDS)}-${i}`);
    const interval = r.pick(['10m', 'every 5 minutes', 'hourly', 'when the build is idle']);
    await write(`${C}/loops/${cat}/${stem}.md`, `---\ndescription: Watch ${words(4)}\ninterval: ${interval}\n---\n${body(500)}`);
    list(`loops/${cat}/${stem}`, interval === '10m' ? undefined : /interval "/);
  }

  // ---------- skills: many small files, binaries, nested skills, attribution ----------
  for (let i = 0; i < count(SHARE.skills); i++) {
    const cat = r.pick(CATEGORIES);
    const group = r.next() < 0.1 ? 'group/' : '';
    const stem = unique('skills', cat, `${r.pick(WORDS)}-skill-${i}`);
    const dir = `${C}/skills/${cat}/${group}${stem}`;
    const noDescription = r.next() < 0.05;
    await write(`${dir}/SKILL.md`, `---\nname: ${stem}\n${noDescription ? '' : `description: ${JSON.stringify(words(12))}\n`}license: Apache-2.0\n---\n${body(2500 + r.int(8000))}`);
    for (let f = 0; f < r.int(8); f++) await write(`${dir}/references/${r.pick(WORDS)}-${f}.md`, body(500 + r.int(6000)));
    if (r.next() < 0.3) await write(`${dir}/scripts/run.py`, `#!/usr/bin/env python3\nprint(${JSON.stringify(words(3))})\n`);
    let note: RegExp | undefined = noDescription ? /slash command only/ : undefined;
    if (r.next() < 0.1) {
      await write(`${dir}/assets/logo.png`, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]));
      note = /logo.png left out: a binary file/;
    }
    if (r.next() < 0.05) {
      await write(`${dir}/examples/inner/SKILL.md`, `---\nname: inner\ndescription: an example skill\n---\n${body(300)}`);
      note = /holds another skill/;
    }
    list(`skills/${cat}/${stem}`, note);
  }
  for (const cat of CATEGORIES.slice(0, 4)) {
    await write(`${C}/skills/${cat}/README.md`, `# Skills\n\n${body(300)}`);
    skip(`${C}/skills/${cat}/README.md`, /documentation/);
  }

  // ---------- hooks: scripts in sub-folders installed under the home folder, missing scripts, hook types ----------
  const handler = (i: number) =>
    i % 5 === 0 ? { type: 'prompt', prompt: `Is ${words(3)} done?` } : i % 5 === 1 ? { type: 'agent', prompt: `Verify ${words(3)}.` } : { type: 'command', command: `echo ${words(2)}` };
  for (let i = 0; i < count(SHARE.hooks); i++) {
    const cat = r.pick(['automation', 'quality-gates', 'security', 'monitoring']);
    const stem = unique('hooks', cat, `${r.pick(WORDS)}-hook-${i}`);
    const path = `${C}/hooks/${cat}/${stem}.json`;
    const id = `hooks/${cat}/${stem}`;
    const roll = r.next();
    const base = { description: `Runs ${words(6)}`, tags: ['generated'] };
    if (roll < 0.45) {
      await write(path, JSON.stringify({ ...base, hooks: { PostToolUse: [{ matcher: 'Edit|Write', hooks: [handler(i)] }] } }, null, 2));
      list(id);
    } else if (roll < 0.7) {
      const scripts = ['start.sh', 'stop.sh', 'server.js'];
      for (const s of scripts) await write(`${C}/hooks/${cat}/${stem}/${s}`, `#!/bin/bash\n# ${words(6)}\nexit 0\n`);
      const supportingFiles = scripts.map((s) => ({ source: `${stem}/${s}`, destination: `~/.claude/scripts/${stem}/${s}`, executable: s.endsWith('.sh') }));
      await write(path, JSON.stringify({ ...base, supportingFiles, hooks: { SessionStart: [{ hooks: [{ type: 'command', command: `bash $HOME/.claude/scripts/${stem}/start.sh` }] }], Stop: [{ hooks: [{ type: 'command', command: `bash ~/.claude/scripts/${stem}/stop.sh` }] }] } }, null, 2));
      list(id, /home folder/);
    } else if (roll < 0.78) {
      await write(`${C}/hooks/${cat}/${stem}/present.sh`, '#!/bin/bash\nexit 0\n');
      await write(path, JSON.stringify({ ...base, supportingFiles: [{ source: `${stem}/present.sh`, destination: '.claude/hooks/present.sh' }, { source: `${stem}/absent.sh`, destination: '.claude/hooks/absent.sh' }], hooks: { Stop: [{ hooks: [{ type: 'command', command: 'bash .claude/hooks/absent.sh' }] }] } }, null, 2));
      skip(path, /absent.sh is missing/);
    } else if (roll < 0.84) {
      await write(path, JSON.stringify({ ...base, supportingFiles: [{ source: '../../../../../../etc/hostname', destination: '.claude/hooks/h' }], hooks: { Stop: [{ hooks: [{ type: 'command', command: 'true' }] }] } }, null, 2));
      skip(path, /outside the hooks folder/);
    } else if (roll < 0.9) {
      await write(path, JSON.stringify({ ...base, hooks: { Stop: [{ hooks: [{ type: 'shell', run: 'x' }, { type: 'command', command: 'true' }] }] } }, null, 2));
      list(id, /ignores a hook of type "shell"/);
    } else {
      await write(path, JSON.stringify({ ...base, hooks: { NotAnEvent: [{ hooks: [{ type: 'command', command: 'true' }] }] } }, null, 2));
      skip(path, /no hook Claude Code would run/);
    }
  }
  await write(`${C}/hooks/automation/notes.json`, JSON.stringify({ todo: words(4) }));
  skip(`${C}/hooks/automation/notes.json`, /no hooks object/);

  // ---------- MCP servers and settings ----------
  for (let i = 0; i < count(SHARE.mcps); i++) {
    const cat = r.pick(['devtools', 'database', 'integration', 'browser_automation']);
    const stem = unique('mcps', cat, `${r.pick(WORDS)}-mcp-${i}`);
    const path = `${C}/mcps/${cat}/${stem}.json`;
    const roll = r.next();
    if (roll < 0.6) {
      await write(path, JSON.stringify({ mcpServers: { [stem]: { description: `Serves ${words(5)}`, command: 'npx', args: ['-y', `${stem}@latest`], env: { API_KEY: '<your-api-key>' } } } }, null, 2));
      list(`mcps/${cat}/${stem}`);
    } else if (roll < 0.85) {
      await write(path, JSON.stringify({ mcpServers: { [stem]: { description: `Remote ${words(4)}`, url: `https://mcp.example.invalid/${stem}/${r.next() < 0.3 ? 'sse' : 'mcp'}` } } }, null, 2));
      list(`mcps/${cat}/${stem}`, /has a url and no type/);
    } else if (roll < 0.93) {
      await write(path, JSON.stringify({ servers: { [stem]: { command: 'x' } } }));
      skip(path, /no mcpServers object/);
    } else {
      await write(path, `{ "mcpServers": { "${stem}": { "command": "npx", } }`);
      skip(path, /not valid JSON/);
    }
  }
  await write(`${C}/mcps/a-modular-kingdom/rag/core.py`, 'print(1)\n');
  await write(`${C}/mcps/a-modular-kingdom/rag/files/paper.pdf`, Buffer.from([0x25, 0x50, 0x44, 0x46, 0]));
  await write(`${C}/mcps/a-modular-kingdom/memory/MEMORY_SYSTEM_DOCUMENTATION.md`, body(400));
  skip(`${C}/mcps/a-modular-kingdom`, /a folder of 3 file/);
  for (let i = 0; i < count(SHARE.settings); i++) {
    const cat = i === 0 ? 'statusline' : r.pick(['permissions', 'statusline', 'environment']);
    const stem = unique('settings', cat, `${r.pick(WORDS)}-setting-${i}`);
    await write(`${C}/settings/${cat}/${stem}.json`, JSON.stringify({ description: words(6), permissions: { allow: ['Read'], deny: ['WebFetch'] }, env: { X: '1' } }, null, 2));
    list(`settings/${cat}/${stem}`);
  }
  await write(`${C}/settings/statusline/context-statusline.py`, '#!/usr/bin/env python3\nprint("ctx")\n');
  skip(`${C}/settings/statusline/context-statusline.py`, /a file beside components/);
  await write(`${C}/settings/coding-rules/python.md`, `# Python rules\n\n${body(500)}`);
  skip(`${C}/settings/coding-rules/python.md`, /Markdown file among settings/);

  // ---------- sandboxes: a folder of scripts with a Markdown description ----------
  for (let i = 0; i < count(SHARE.sandbox); i++) {
    const provider = `provider${i}`;
    await write(`${C}/sandbox/${provider}/${provider}-sandbox.md`, `# ${provider} sandbox\n\nRun Claude Code in ${words(6)}.\n\n${body(1500)}`);
    await write(`${C}/sandbox/${provider}/launcher.py`, `#!/usr/bin/env python3\nprint(${JSON.stringify(words(3))})\n`);
    await write(`${C}/sandbox/${provider}/requirements.txt`, 'e2b>=2.0\n');
    list(`sandbox/${provider}/${provider}-sandbox`, /install under \.claude\/sandbox/);
  }
  await write(`${C}/sandbox/empty-provider/run.sh`, '#!/bin/sh\n');
  skip(`${C}/sandbox/empty-provider`, /no Markdown description/);

  if (options.hostile) {
    // Links that lead out of the repository, and a name no catalog may hold.
    await symlink('/etc/hostname', join(root, `${C}/agents/security/leak.md`));
    skip(`${C}/agents/security/leak.md`, /symbolic link/);
    await symlink('/etc', join(root, `${C}/skills/security/etc-skill`));
    skip(`${C}/skills/security/etc-skill`, /symbolic link/);
    await write(`${C}/agents/security/line\nbreak.md`, '---\nname: x\ndescription: y\n---\n');
    skip('"cli-tool/components/agents/security/line\\nbreak.md"', /control characters/);
    await write(`${C}/agents/security/huge-agent.md`, `---\nname: huge-agent\ndescription: big\n---\n${'x'.repeat(1_100_000)}`);
    skip(`${C}/agents/security/huge-agent.md`, /not text the catalog can carry/);
  }
  return { expected, files };
}
