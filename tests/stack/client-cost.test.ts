/**
 * The pre-flight's always-loaded context against the real client: the same
 * components as plugins, installed with `claude plugin install`, and
 * `claude plugin details` asked what it projects as always-on cost. Our
 * estimate must agree within 15%. Two ways: each component wrapped by the
 * plugins' own wrapper (src/plugins/wrap.ts, one plugin each, summed over the
 * stack), and a stack as one hand-made plugin (agents/, commands/, skills/).
 *
 * What the client counts (Claude Code 2.1.330): per agent, skill and command
 * the line `name description [when_to_use]`; MCP servers and hooks it does not
 * count ("tool schemas resolved at runtime; not counted"). Offline it
 * estimates characters / 4; so do we (src/stack/context-budget.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TEST_TIMEOUT_MS, makeClientHome, requireClient, runProgram, type ClientHome } from '../helpers/claude-client.ts';
import { tempDir } from '../helpers/paths.ts';
import { preflight } from '../../src/stack/preflight.ts';
import type { SingularType } from '../../src/catalog/kinds.ts';
import { agent, factsOf } from './fixtures.ts';
import { kindBySingular } from '../../src/catalog/kinds.ts';
import { wrapComponent } from '../../src/plugins/wrap.ts';
import { writePluginTree } from '../../src/plugins/write.ts';

const bin = requireClient('stack context cost against claude plugin details');

/** Messy, real-shaped components: an agent whose description carries <example> blocks, folded YAML, a command without a description. */
const EXAMPLES = Array.from({ length: 3 }, (_, i) => `<example>Context: the user finished feature ${i}. user: "I added the endpoint" assistant: "I will use the reviewer agent to check it for issues before you merge." <commentary>Code was written, so review it.</commentary></example>`).join(' ');
const COMPONENTS: Array<{ kind: SingularType; path: string; dir: 'agents' | 'commands' | 'skills'; content: string }> = [
  { kind: 'agent', path: 'dev/reviewer', dir: 'agents', content: agent('reviewer', `"Use this agent after writing code to review it for bugs, naming, error handling and missing tests. ${EXAMPLES}"`) },
  { kind: 'agent', path: 'docs/writer', dir: 'agents', content: `---\nname: writer\ndescription: >-\n  Writes and edits documentation: READMEs, guides, API references and\n  changelogs, kept in step with the code.\ntools: Read, Write\n---\nYou write docs.\n` },
  { kind: 'agent', path: 'ops/deployer', dir: 'agents', content: agent('deployer', 'Deploys services to Kubernetes with rollbacks, health checks and canary steps; use for any release to production or staging clusters.') },
  { kind: 'agent', path: 'ops/architect', dir: 'agents', content: `---\nname: architect\ndescription: |\n  Designs systems before they are built. Use it for new services and large refactors.\n  ${EXAMPLES}\n  ${EXAMPLES}\nmodel: opus\n---\nYou are an architect.\n` },
  { kind: 'command', path: 'git/ship', dir: 'commands', content: '---\ndescription: Commit staged changes, push the branch and open a pull request with a summary of the diff\nargument-hint: [title]\n---\nShip it.\n' },
  { kind: 'command', path: 'git/tidy', dir: 'commands', content: '# Tidy the working tree\n\nRemove merged branches and stale worktrees.\n' },
  { kind: 'skill', path: 'docs/pdf', dir: 'skills', content: `---\nname: pdf-reports\ndescription: Builds PDF reports from Markdown and CSV data, with charts, tables of contents and page numbers.\nwhen_to_use: When the user asks for a report, a printable summary or a PDF.\n---\n# PDF reports\n\n${'Step by step instructions. '.repeat(100)}\n` },
];

let home: ClientHome;
let market: Awaited<ReturnType<typeof tempDir>>;

async function put(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** Each component wrapped by src/plugins/wrap.ts, by component path. */
const wrapped = new Map<string, string>();

/** One plugin per group of components, and one per component through the plugins' wrapper, all in one local marketplace. */
async function marketplace(plugins: Record<string, typeof COMPONENTS>): Promise<void> {
  const entries = Object.keys(plugins).map((name) => ({ name, source: `./plugins/${name}`, description: `the ${name} stack` }));
  for (const c of COMPONENTS) {
    const [category, name] = c.path.split('/') as [string, string];
    const result = wrapComponent({ kind: kindBySingular(c.kind)!, category, name, description: '', content: c.content }, { owner: 'Toolshed tests' });
    if (!result.ok) throw new Error(`${c.path}: ${result.reason}`);
    await writePluginTree(join(market.path, 'wrapped', result.plugin.name), result.plugin);
    wrapped.set(c.path, result.plugin.name);
    entries.push({ name: result.plugin.name, source: `./wrapped/${result.plugin.name}`, description: result.plugin.description });
  }
  await put(join(market.path, '.claude-plugin', 'marketplace.json'), JSON.stringify({ name: 'stack-cost', owner: { name: 'Toolshed tests' }, plugins: entries }));
  for (const [name, components] of Object.entries(plugins)) {
    const root = join(market.path, 'plugins', name);
    await put(join(root, '.claude-plugin', 'plugin.json'), JSON.stringify({ name, version: '1.0.0', description: `the ${name} stack` }));
    for (const c of components) {
      const base = c.path.split('/')[1]!;
      await put(join(root, c.dir, c.dir === 'skills' ? `${base}/SKILL.md` : `${base}.md`), c.content);
    }
  }
}

const env = () => ({ PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C.UTF-8', HOME: home.home, CLAUDE_CONFIG_DIR: home.configDir, CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1', DISABLE_AUTOUPDATER: '1', DISABLE_TELEMETRY: '1' });

async function claude(args: string[]): Promise<string> {
  const result = await runProgram(bin!, args, { cwd: market.path, env: env() });
  if (result.code !== 0) throw new Error(`claude ${args.join(' ')} exited ${result.code}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

const GROUPS = { everything: COMPONENTS, 'broken-quotes': COMPONENTS.slice(0, 1), 'long-examples': COMPONENTS.slice(3, 4), 'small-ones': [...COMPONENTS.slice(1, 3), ...COMPONENTS.slice(4, 6)] };

beforeAll(async () => {
  if (!bin) return;
  home = await makeClientHome();
  market = await tempDir('toolshed-stack-market-');
  await marketplace(GROUPS);
  await claude(['plugin', 'marketplace', 'add', market.path, '--json']);
  for (const name of [...Object.keys(GROUPS), ...wrapped.values()]) await claude(['plugin', 'install', `${name}@stack-cost`, '--json']);
}, CLIENT_TEST_TIMEOUT_MS);

afterAll(async () => {
  await home?.cleanup();
  await market?.cleanup();
});

async function alwaysOn(plugin: string): Promise<number> {
  const details = await claude(['plugin', 'details', `${plugin}@stack-cost`]);
  if (process.env.SHOW_DETAILS) console.log(details);
  const tokens = Number(/Always-on:\s+~([\d,]+) tok/.exec(details)?.[1]?.replace(/,/g, ''));
  if (!(tokens > 0)) throw new Error(`no always-on figure in:\n${details}`);
  return tokens;
}

describe.skipIf(!bin)('always-loaded context of components wrapped by src/plugins/, ours against `claude plugin details`', () => {
  for (const [name, components] of Object.entries(GROUPS)) {
    it(`agrees within 15% for the stack "${name}" (${components.length} plugins, summed)`, async () => {
      let projected = 0;
      for (const c of components) projected += await alwaysOn(wrapped.get(c.path)!);
      const ours = preflight(components.map((c) => factsOf(c.kind, c.path, c.content))).context.tokens;
      const off = Math.abs(ours - projected) / projected;
      console.log(`wrapped ${name}: ours ~${ours} tokens, claude plugin details ~${projected} (${(off * 100).toFixed(1)}% apart)`);
      expect(off, `ours ${ours}, client ${projected}`).toBeLessThanOrEqual(0.15);
    }, CLIENT_TEST_TIMEOUT_MS);
  }
});

describe.skipIf(!bin)('always-loaded context of a stack as one plugin, ours against `claude plugin details`', () => {
  for (const [name, components] of Object.entries(GROUPS)) {
    it(`agrees within 15% for "${name}" (${components.length} components)`, async () => {
      const details = await claude(['plugin', 'details', `${name}@stack-cost`]);
      if (process.env.SHOW_DETAILS) console.log(details);
      const projected = Number(/Always-on:\s+~([\d,]+) tok/.exec(details)?.[1]?.replace(/,/g, ''));
      expect(projected, details).toBeGreaterThan(0);
      // The client lists every component we count, by name.
      for (const c of components) expect(details).toContain(c.path.split('/')[1]);
      const ours = preflight(components.map((c) => factsOf(c.kind, c.path, c.content))).context.tokens;
      const off = Math.abs(ours - projected) / projected;
      console.log(`${name}: ours ~${ours} tokens, claude plugin details ~${projected} (${(off * 100).toFixed(1)}% apart)`);
      expect(off, `ours ${ours}, client ${projected}\n${details}`).toBeLessThanOrEqual(0.15);
    }, CLIENT_TEST_TIMEOUT_MS);
  }
});
