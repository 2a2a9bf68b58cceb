/**
 * One sanitiser everywhere (issue 28 item 3): a catalog whose strings carry
 * terminal escapes and invisible characters, served over HTTP to the real
 * bin, and a project whose manifest carries them too. Nothing raw reaches
 * stdout or stderr of install, list or remove, in any line (plan, conflicts,
 * what runs, placeholders, errors); `list --json` stays exact.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIT } from '../../src/install/errors.ts';
import { tempDir } from '../helpers/paths.ts';
import { writeFixtureDist, type FixtureComponent } from './fixture-catalog.ts';
import { startHostileCatalog, type HostileCatalog } from './hostile-catalog.ts';
import { toolshed, type Result } from './run-bin.ts';

const ESCAPES = {
  osc52: '\x1b]52;c;ZWNobyBwd25lZA==\x07', // writes the clipboard
  osc0: '\x1b]0;all good\x07', // sets the window title
  conceal: '\x1b[8m', // hides what follows
  cursor: '\x1b[2A\x1b[2K', // moves up and erases lines
  csi: '\u009b1A', // C1 CSI: the same, in one character
  bidi: '\u202e', // right-to-left override
  tags: '\u{E0041}\u{E0042}', // invisible tag characters
};
const EVIL = Object.values(ESCAPES).join('');

/** Characters that must never reach a terminal raw (written out here, not taken from the sanitiser). */
function rawControls(text: string): string[] {
  return [...text].filter((ch) => {
    const c = ch.codePointAt(0)!;
    if (ch === '\n') return false;
    return c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0x200b && c <= 0x200f) || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) || (c >= 0xe0000 && c <= 0xe007f);
  });
}

function expectClean(r: Result, what: string) {
  expect(rawControls(r.stdout), `${what}: stdout\n${r.stdout}`).toEqual([]);
  expect(rawControls(r.stderr), `${what}: stderr\n${r.stderr}`).toEqual([]);
}

const settings = {
  [`key${EVIL}`]: 'value',
  permissions: { allow: [`Bash(${EVIL})`] },
  env: { [`E${EVIL}`]: 'secret value' },
  hooks: { [`PreToolUse${EVIL}`]: [{ matcher: `Bash${EVIL}`, hooks: [{ type: 'command', command: `echo ${EVIL}` }] }] },
};
const mcp = { mcpServers: { [`srv${EVIL}`]: { command: `npx${EVIL}`, args: [`--dir=<path-to-dir>`], env: { [`TOKEN${EVIL}`]: 'x' } } } };
const README = '---\ndescription: kit\n---\n# kit\n';

const HOSTILE: FixtureComponent[] = [
  { type: 'settings', category: 'evil', name: 'escapes', description: EVIL, content: JSON.stringify(settings, null, 2) },
  { type: 'mcps', category: 'evil', name: 'server', description: EVIL, content: JSON.stringify(mcp, null, 2) },
  { type: 'settings', category: 'evil', name: 'broken', description: 'x', content: `{"a": "${EVIL}\n  toolshed: all fine` },
  {
    type: 'templates',
    category: 'evil',
    name: 'kit',
    description: EVIL,
    content: README,
    files: {
      'README.md': README,
      'CLAUDE.md': '# notes\n',
      'docs/notes\u202etxt.sh': 'echo hi\n',
      'docs/a\u009b1Ab.md': 'x\n',
      'docs/t\u{E0041}.md': 'x\n',
      [`.claude/commands/c${ESCAPES.bidi}.md`]: '---\ndescription: c\n---\nc\n',
    },
  },
  { type: 'agents', category: 'one', name: 'twin', description: `first ${EVIL}`, content: '---\nname: twin\ndescription: d\n---\nA.\n' },
  { type: 'agents', category: 'two', name: 'twin', description: `second ${EVIL}`, content: '---\nname: twin\ndescription: d\n---\nB.\n' },
];

let dist: Awaited<ReturnType<typeof tempDir>>;
let catalog: HostileCatalog;
beforeAll(async () => {
  dist = await tempDir('toolshed-escapes-dist-');
  await writeFixtureDist(dist.path, HOSTILE);
  catalog = await startHostileCatalog(dist.path);
});
afterAll(async () => {
  await catalog?.close();
  await dist?.cleanup();
});

async function project() {
  const t = await tempDir('toolshed-escapes-');
  const dir = join(t.path, 'project');
  const home = join(t.path, 'home');
  await mkdir(dir);
  await mkdir(home);
  return { dir, home, cleanup: t.cleanup };
}

const run = (p: { dir: string; home: string }, args: string[]) => toolshed(args, { cwd: p.dir, env: { HOME: p.home } });
const install = (p: { dir: string; home: string }, args: string[]) => run(p, [...args, '--site', catalog.url]);

describe('strings from a hostile catalog', () => {
  it('the plan, what runs, conflicts and placeholders show every escape as \\u{…}', async () => {
    const p = await project();
    await mkdir(join(p.dir, '.claude'));
    await writeFile(join(p.dir, '.claude/settings.json'), JSON.stringify({ [`key${EVIL}`]: `mine${EVIL}` }));
    for (const [args, code] of [[['--dry-run'], 0], [[], EXIT.notConfirmed], [['--yes', '--force'], 0]] as const) {
      // The hidden characters are also a blocking safety finding; accepted here so the run reaches the prompt this test is about.
      const r = await install(p, ['--setting', 'evil/escapes', '--mcp', 'evil/server', '--template', 'evil/kit', '--allow-risk', 'hidden-unicode', ...args]);
      expect(r.code, r.stderr).toBe(code);
      expectClean(r, args.join(' ') || 'no flags');
      expect(r.stdout).toContain('\\u{1b}]52;c;');
      expect(r.stdout).toContain('\\u{202e}');
      expect(r.stdout).toContain('\\u{9b}1A');
      expect(r.stdout).toContain('\\u{e0041}');
    }
    // The files themselves keep their exact names and bytes.
    expect(await readFile(join(p.dir, 'docs/notes\u202etxt.sh'), 'utf8')).toBe('echo hi\n');
    expect(JSON.parse(await readFile(join(p.dir, '.claude/settings.json'), 'utf8'))).toHaveProperty([`key${EVIL}`], 'value');
    await p.cleanup();
  });

  it('error messages and the candidates of an ambiguous name', async () => {
    const p = await project();
    const broken = await install(p, ['--setting', 'evil/broken']);
    expect(broken.code).toBe(EXIT.integrity);
    expectClean(broken, 'invalid JSON');
    expect(broken.stderr).not.toMatch(/^\s*toolshed: all fine/m); // no line of its own from the catalog's text
    const twin = await install(p, ['--agent', 'twin']);
    expect(twin.code).toBe(EXIT.unknownComponent);
    expectClean(twin, 'ambiguous');
    expect(twin.stderr).toContain('first \\u{1b}');
    await p.cleanup();
  });
});

describe('strings from a project', () => {
  it('list and remove print the manifest through the sanitiser; list --json stays exact', async () => {
    const p = await project();
    expect((await install(p, ['--template', 'evil/kit', '--mcp', 'evil/server', '--yes', '--allow-risk', 'hidden-unicode'])).code).toBe(0);
    const manifestPath = join(p.dir, '.claude/toolshed-manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    manifest.installs[0].installedAt = `2026${EVIL}`;
    manifest.installs[0].source = EVIL;
    manifest.installs[0].sha256 = `${ESCAPES.osc0}aaaaaaaaaaaaaaaa`;
    await writeFile(manifestPath, JSON.stringify(manifest));
    const list = await run(p, ['list']);
    expect(list.code).toBe(0);
    expectClean(list, 'list');
    expect(list.stdout).toContain('docs/notes\\u{202e}txt.sh');
    const json = await run(p, ['list', '--json']);
    expect(JSON.parse(json.stdout)).toEqual(manifest.installs);
    for (const args of [['--dry-run'], []]) {
      const r = await run(p, ['remove', 'template', 'evil/kit', ...args]);
      expect(r.code, r.stderr).toBe(0);
      expectClean(r, `remove ${args.join(' ')}`);
    }
    await p.cleanup();
  });
});
