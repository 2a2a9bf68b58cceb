/**
 * The pure wrapper (src/plugins/wrap.ts, names.ts, hook-scripts.ts) on the
 * starter catalog, the messy fixture catalog and hand-made hostile cases.
 * What the real client makes of the result is in tests/plugins/client-*.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { loadCatalog } from '../../src/catalog/load.ts';
import { kindByType, KINDS } from '../../src/catalog/kinds.ts';
import { isKebab, pluginName, stackPluginName } from '../../src/plugins/names.ts';
import { rewriteCommand } from '../../src/plugins/hook-scripts.ts';
import { MANIFEST, wrapComponent, type PluginSource } from '../../src/plugins/wrap.ts';
import { ROOT } from '../helpers/paths.ts';

const OPTIONS = { owner: 'Toolshed' };
const kind = (type: string) => kindByType(type)!;

function manifestOf(source: PluginSource): Record<string, any> {
  const r = wrapComponent(source, OPTIONS);
  if (!r.ok) throw new Error(r.reason);
  return JSON.parse(r.plugin.files.find((f) => f.path === MANIFEST)!.text);
}

describe('plugin names', () => {
  it('are readable for plain triples and kebab-case for every triple', () => {
    expect(pluginName('agent', 'development', 'code-reviewer')).toBe('agent-development-code-reviewer');
    const odd = [
      ['agent', 'Review.Team', 'Code.Reviewer'],
      ['command', 'api-graphql', 'x'],
      ['skill', 'a_b', '__init__'],
      ['mcp', '-', '.x.'],
      ['hook', 'dev', 'ends-with-abcdef'],
    ] as const;
    for (const [k, c, n] of odd) {
      const name = pluginName(k, c, n);
      expect(isKebab(name), name).toBe(true);
      expect(name).toMatch(/-[0-9a-f]{6}$/);
    }
    expect(isKebab(stackPluginName('Full Stack_review'))).toBe(true);
    expect(stackPluginName('review-team')).toBe('stack-review-team');
  });

  it('tell apart triples that slug the same (a hyphen moved between category and name)', () => {
    const a = pluginName('agent', 'api', 'graphql-x');
    const b = pluginName('agent', 'api-graphql', 'x');
    const c = pluginName('agent', 'api', 'graphql-x-' + 'abcdef'.slice(0, 6));
    expect(new Set([a, b, c]).size).toBe(3);
    // Case-only twins live in different kinds or are refused by the loader; across kinds the prefix differs.
    expect(pluginName('agent', 'dev', 'x')).not.toBe(pluginName('command', 'dev', 'x'));
  });

  it('never change when other components are added (they depend on the triple alone)', () => {
    expect(pluginName('agent', 'Dev', 'x')).toBe(pluginName('agent', 'Dev', 'x'));
    expect(pluginName('agent', 'Dev', 'x')).toMatch(/^agent-dev-x-[0-9a-f]{6}$/);
  });
});

describe('wrapComponent on the starter catalog', async () => {
  const catalog = await loadCatalog(join(ROOT, 'components-source'));

  it('wraps every agent, command, loop, skill, hook, MCP and mod; leaves sandbox and templates out with a reason', () => {
    const seen = new Map<string, { ok: number; not: number }>();
    for (const c of catalog.components) {
      const r = wrapComponent(c, OPTIONS);
      const s = seen.get(c.kind.type) ?? { ok: 0, not: 0 };
      if (r.ok) s.ok++;
      else {
        s.not++;
        expect(r.reason.length).toBeGreaterThan(10);
      }
      seen.set(c.kind.type, s);
    }
    for (const type of ['agents', 'commands', 'loops', 'skills', 'hooks', 'mcps', 'mods']) expect(seen.get(type)?.not, type).toBe(0);
    for (const type of ['sandbox', 'templates', 'settings']) expect(seen.get(type)?.ok, type).toBe(0);
  });

  it('gives unique names, a version that is the content digest, and sorted files', () => {
    const names = new Set<string>();
    for (const c of catalog.components) {
      const r = wrapComponent(c, OPTIONS);
      if (!r.ok) continue;
      expect(names.has(r.plugin.name)).toBe(false);
      names.add(r.plugin.name);
      expect(r.plugin.version).toMatch(/^\d+\.\d+\.\d+-h[0-9a-f]{12}$/);
      const paths = r.plugin.files.map((f) => f.path);
      expect(paths).toEqual([...paths].sort());
      const manifest = JSON.parse(r.plugin.files.find((f) => f.path === MANIFEST)!.text);
      expect(manifest.name).toBe(r.plugin.name);
      expect(manifest.version).toBe(r.plugin.version);
      expect(manifest.author.name).toBeTruthy();
    }
  });

  it('puts a hook\'s scripts in the plugin and points its commands at ${CLAUDE_PLUGIN_ROOT}', () => {
    const hook = catalog.components.find((c) => c.kind.type === 'hooks' && c.name === 'git-context-on-start')!;
    const r = wrapComponent(hook, OPTIONS);
    if (!r.ok) throw new Error(r.reason);
    const script = r.plugin.files.find((f) => f.path === 'scripts/hooks/git-context.sh')!;
    expect(script.executable).toBe(true);
    expect(script.text).toBe(hook.files!['git-context.sh']);
    const manifest = JSON.parse(r.plugin.files.find((f) => f.path === MANIFEST)!.text);
    expect(manifest.hooks.SessionStart[0].hooks[0].command).toBe('"${CLAUDE_PLUGIN_ROOT}/scripts/hooks/git-context.sh"');
    expect(JSON.stringify(manifest)).not.toContain('CLAUDE_PROJECT_DIR');
  });

  it('changes the version exactly when what is installed changes', () => {
    const agent = catalog.components.find((c) => c.kind.type === 'agents')!;
    const a = wrapComponent(agent, OPTIONS);
    const same = wrapComponent({ ...agent }, OPTIONS);
    const edited = wrapComponent({ ...agent, content: `${agent.content}\nOne more line.\n` }, OPTIONS);
    if (!a.ok || !same.ok || !edited.ok) throw new Error('not wrapped');
    expect(same.plugin).toEqual(a.plugin);
    expect(edited.plugin.version).not.toBe(a.plugin.version);
    // Catalog-only fields the client never sees (downloads, sha256 of the source) are not inputs at all.
  });
});

describe('wrapComponent on messy input', async () => {
  const messy = await loadCatalog(join(ROOT, 'tests/fixtures/catalog-messy/good'));

  it('wraps the messy fixtures of every pluggable kind into kebab-case plugins', () => {
    const wrapped = messy.components.map((c) => ({ c, r: wrapComponent(c, OPTIONS) }));
    for (const { c, r } of wrapped) {
      if (!r.ok) continue;
      expect(isKebab(r.plugin.name), `${c.kind.type}/${c.category}/${c.name}`).toBe(true);
      expect(r.plugin.description).not.toMatch(/[\u0000-\u001f\u007f]/);
    }
    const kinds = new Set(wrapped.filter((w) => w.r.ok).map((w) => w.c.kind.type));
    for (const type of ['agents', 'commands', 'loops', 'skills', 'hooks', 'mcps', 'mods']) expect(kinds.has(type as never), type).toBe(true);
  });

  it('escapes control and bidi characters of a hostile description (the client prints it in a terminal)', () => {
    const r = wrapComponent({ kind: kind('agents'), category: 'x', name: 'y', description: 'safe\u001b]52;c;ZWNobyBoaQ==\u0007 \u202eevil', content: '---\nname: y\ndescription: d\n---\nBody\n' }, OPTIONS);
    if (!r.ok) throw new Error(r.reason);
    expect(r.plugin.description).toBe('safe\\u{1b}]52;c;ZWNobyBoaQ==\\u{7} \\u{202e}evil');
  });

  it('keeps a setting that holds only hooks, refuses one with permissions, env or a status line, and names the keys', () => {
    const hooksOnly = { kind: kind('settings'), category: 's', name: 'h', description: 'd', content: JSON.stringify({ description: 'd', version: '1', hooks: { Stop: [{ hooks: [{ type: 'command', command: 'echo done' }] }] } }) };
    expect(manifestOf(hooksOnly).hooks.Stop[0].hooks[0].command).toBe('echo done');
    const r = wrapComponent({ ...hooksOnly, content: JSON.stringify({ permissions: { allow: ['Bash(*)'] }, env: { A: '1' }, statusLine: { type: 'command', command: 'x' }, hooks: {} }) }, OPTIONS);
    expect(r).toEqual({ ok: false, reason: expect.stringContaining('permissions, env, statusLine') });
  });

  it('renames a mod to its plugin name and version whatever its own plugin.json says, keeping its other fields', () => {
    const mod = {
      kind: kind('mods'), category: 'dev', name: 'kit', description: 'A kit',
      content: '{"name":"other","version":"9.9.9","author":"Ada","hooks":"./hooks/hooks.json"}',
      files: { [MANIFEST]: '{"name":"other","version":"9.9.9","author":"Ada","hooks":"./hooks/hooks.json"}', 'hooks/hooks.json': '{"hooks":{}}', 'scripts/run.sh': '#!/bin/sh\necho hi\n' },
    };
    const r = wrapComponent(mod, OPTIONS);
    if (!r.ok) throw new Error(r.reason);
    const m = JSON.parse(r.plugin.files.find((f) => f.path === MANIFEST)!.text);
    expect(m).toMatchObject({ name: 'mod-dev-kit', author: { name: 'Ada' }, hooks: './hooks/hooks.json' });
    expect(m.version).toBe(r.plugin.version);
    expect(r.plugin.files.find((f) => f.path === 'scripts/run.sh')!.executable).toBe(true);
  });

  it('refuses a hook whose supporting file is missing, and MCP files without servers', () => {
    const hook = { kind: kind('hooks'), category: 'h', name: 'x', description: 'd', content: JSON.stringify({ hooks: { Stop: [{ hooks: [{ type: 'command', command: 'sh .claude/hooks/a.sh' }] }] }, supportingFiles: [{ source: 'a.sh', destination: '.claude/hooks/a.sh' }] }) };
    expect(wrapComponent(hook, OPTIONS)).toEqual({ ok: false, reason: expect.stringContaining('a.sh') });
    expect(wrapComponent({ ...hook, kind: kind('mcps'), content: '{"mcpServers":{}}' }, OPTIONS).ok).toBe(false);
    expect(wrapComponent({ ...hook, kind: kind('mcps'), content: 'not json' }, OPTIONS).ok).toBe(false);
  });
});

describe('hook commands pointed into the plugin', () => {
  const files = [
    { source: 'a.sh', destination: '.claude/hooks/a.sh' },
    { source: 'a.sh.bak', destination: '.claude/hooks/a.sh.bak' },
    { source: 'game.sh', destination: '.claude/scripts/game/start.sh' },
  ];
  const cases: Array<[string, string]> = [
    ['"$CLAUDE_PROJECT_DIR/.claude/hooks/a.sh"', '"${CLAUDE_PLUGIN_ROOT}/scripts/hooks/a.sh"'],
    ['"${CLAUDE_PROJECT_DIR}/.claude/hooks/a.sh" --flag', '"${CLAUDE_PLUGIN_ROOT}/scripts/hooks/a.sh" --flag'],
    ['python3 .claude/hooks/a.sh', 'python3 "${CLAUDE_PLUGIN_ROOT}/scripts/hooks/a.sh"'],
    ['bash ./.claude/hooks/a.sh.bak && echo ok', 'bash "${CLAUDE_PLUGIN_ROOT}/scripts/hooks/a.sh.bak" && echo ok'],
    ['~/.claude/scripts/game/start.sh', '"${CLAUDE_PLUGIN_ROOT}/scripts/scripts/game/start.sh"'],
    ['$HOME/.claude/scripts/game/start.sh;echo', '"${CLAUDE_PLUGIN_ROOT}/scripts/scripts/game/start.sh";echo'],
    // Not a reference to the file: another path that merely ends the same way, and a log path.
    ['cat x.claude/hooks/a.sh', 'cat x.claude/hooks/a.sh'],
    ['echo >> .claude/hooks/a.sh.log', 'echo >> .claude/hooks/a.sh.log'],
    ['echo "it\'s \\"quoted\\"" .claude/hooks/a.sh', 'echo "it\'s \\"quoted\\"" "${CLAUDE_PLUGIN_ROOT}/scripts/hooks/a.sh"'],
  ];
  for (const [command, expected] of cases) {
    it(command, () => {
      expect(rewriteCommand(command, files, new Set())).toBe(expected);
    });
  }

  it('collects which supporting files the commands name', () => {
    const used = new Set<string>();
    rewriteCommand('sh .claude/hooks/a.sh; sh ~/.claude/scripts/game/start.sh', files, used);
    expect([...used].sort()).toEqual(['a.sh', 'game.sh']);
  });
});

it('KINDS has a decision for every kind (a new kind must be decided here)', () => {
  for (const k of KINDS) {
    const r = wrapComponent({ kind: k, category: 'c', name: 'n', description: 'd', content: '{}' }, OPTIONS);
    expect(typeof (r.ok ? r.plugin.name : r.reason)).toBe('string');
  }
});
