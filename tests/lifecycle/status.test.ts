/**
 * The pure three-state comparison over real install plans: components are
 * planned with the installer's own core, so the ops and hashes the lock
 * records are the ones a real install writes.
 */
import { describe, expect, it } from 'vitest';
import { contentDigest } from '../../src/catalog/digest.ts';
import { kindByType } from '../../src/catalog/kinds.ts';
import { entryOf } from '../../src/install/manifest.ts';
import { layoutOf, planInstall, type Verified } from '../../src/install/plan.ts';
import type { ManifestEntry } from '../../src/install/schemas.ts';
import { containsInstalled as contains } from '../../src/install/merge.ts';
import { mergedValues } from '../../src/lifecycle/merged-values.ts';
import { checkComponent, componentKey, describeCheck, isCurrent, localState } from '../../src/lifecycle/status.ts';
import { fixture, type FixtureComponent } from '../install/fixture-catalog.ts';

function verified(f: FixtureComponent): Verified {
  const content = f.files ? { content: f.content, files: f.files } : { content: f.content };
  return { kind: kindByType(f.type)!, category: f.category, name: f.name, content, sha256: contentDigest(content) };
}

/** Plans the install over `files` (mutated to what it leaves) and returns the lock entry. */
function install(f: FixtureComponent, files: Map<string, string | null>): ManifestEntry {
  const v = verified(f);
  const plan = planInstall(v, layoutOf(v, false), files, true);
  for (const w of plan.writes) files.set(w.path, w.content);
  for (const m of plan.merges) files.set(m.path, m.after);
  return entryOf(plan, { installedAt: '2026-01-01T00:00:00.000Z', source: 'https://catalog.invalid', backups: new Map(), dirs: [] });
}

describe('containsInstalled', () => {
  it('objects key by key, arrays element by element, placeholders filled in', () => {
    expect(contains({ a: 1, b: [1, 2, 3], c: 'x' }, { a: 1, b: [3, 1] })).toBe(true);
    expect(contains({ a: 1, b: [1] }, { b: [1, 2] })).toBe(false);
    expect(contains({ a: '2' }, { a: 2 })).toBe(false);
    expect(contains({ args: ['--tz', 'Europe/Berlin'] }, { args: ['--tz', '<your-iana-timezone>'] })).toBe(true);
    expect(contains('--tz=Europe/Berlin', '--tz=<zone>')).toBe(true);
    expect(contains('--zone=Europe/Berlin', '--tz=<zone>')).toBe(false);
    expect(contains('<a>-<b>', '<a>-<b>')).toBe(true);
    expect(contains('x', '<a>-<b>')).toBe(false);
  });
});

describe('the installed side of a lock entry', () => {
  it('every kind planned from the fixture catalog starts intact', () => {
    const files = new Map<string, string | null>();
    for (const [type, name] of [
      ['agents', 'frontend.Developer'], ['skills', 'pdf'], ['hooks', 'no-rm-rf'], ['mcps', 'github'], ['settings', 'safe-defaults'],
      ['mods', 'release-kit'], ['templates', 'python-project'],
    ] as const) {
      const entry = install(fixture(type, name), files);
      const state = localState(entry, files);
      expect(state.local, `${type}/${name}: ${JSON.stringify(state)}`).toBe('intact');
      expect(state.files.length + state.values.length, `${type}/${name} records something to check`).toBeGreaterThan(0);
    }
  });

  it('names the edited file, the edited and removed JSON keys, and the missing file', () => {
    const files = new Map<string, string | null>();
    const hook = install(fixture('hooks', 'no-rm-rf'), files);
    const settings = install(fixture('settings', 'safe-defaults'), files);
    const doc = JSON.parse(files.get('.claude/settings.json')!);
    doc.permissions.allow.push('Bash(ls:*)'); // the user's own addition: not a change to the component's value
    doc.env.BASH_DEFAULT_TIMEOUT_MS = '120000'; // an edit of the component's value
    doc.hooks.PostToolUse[0].hooks[0].command = 'npx prettier --check'; // an edited hook
    files.set('.claude/settings.json', JSON.stringify(doc, null, 2));
    files.set('.claude/hooks/no-rm-rf.sh', null);

    const hookState = localState(hook, files);
    expect(hookState.local).toBe('modified');
    expect(hookState.files).toEqual([{ path: '.claude/hooks/no-rm-rf.sh', state: 'missing' }]);
    expect(hookState.values.filter((v) => v.state !== 'intact')).toEqual([{ file: '.claude/settings.json', key: 'hooks.PostToolUse["Edit|Write"]', state: 'modified' }]);

    const settingsState = localState(settings, files);
    expect(settingsState.values.filter((v) => v.state !== 'intact')).toEqual([{ file: '.claude/settings.json', key: 'env', state: 'modified' }]);
  });

  it('a JSON file that is no longer JSON: every value in it modified; a deleted one: every value missing', () => {
    const files = new Map<string, string | null>();
    const mcp = install(fixture('mcps', 'github'), files);
    files.set('.mcp.json', '{ "mcpServers": ');
    expect(new Set(localState(mcp, files).values.map((v) => v.state))).toEqual(new Set(['modified']));
    files.set('.mcp.json', null);
    expect(localState(mcp, files)).toMatchObject({ local: 'missing' });
  });

  it('scaffolding (an empty hooks or mcpServers object the merge created) is not a value', () => {
    const values = mergedValues([
      { op: 'set', at: ['hooks'], value: {}, hadPrevious: false },
      { op: 'set', at: ['hooks', 'Stop'], value: [], hadPrevious: false },
      { op: 'add', at: ['hooks', 'Stop'], value: { hooks: [] } },
      { op: 'hook', event: 'Stop', hook: { type: 'command', command: 'say done' } },
    ]);
    expect(values.map((v) => v.key)).toEqual(['hooks.Stop', 'hooks.Stop[]']);
    expect(values[1]!.heldBy({ hooks: { Stop: [{ hooks: [{ command: 'say done', type: 'command' }] }] } })).toBe(true);
    expect(values[1]!.heldBy({ hooks: { Stop: [{ matcher: 'x', hooks: [{ command: 'say done', type: 'command' }] }] } })).toBe(false);
  });
});

describe('checkComponent', () => {
  const files = new Map<string, string | null>();
  const entry = install(fixture('agents', 'frontend.Developer'), files);
  const key = componentKey(entry);

  it('current: same sha256 upstream, files intact', () => {
    const check = checkComponent(entry, files, new Map([[key, entry.sha256]]));
    expect(check).toMatchObject({ upstream: 'current', catalogSha256: entry.sha256, local: 'intact' });
    expect(isCurrent(check)).toBe(true);
    expect(describeCheck(check, (t) => t)).toEqual(['✓ agent development-team/frontend.Developer: current']);
  });

  it('changed upstream carries the catalog\'s new sha256; removed and unknown carry none', () => {
    const next = 'f'.repeat(64);
    expect(checkComponent(entry, files, new Map([[key, next]]))).toMatchObject({ upstream: 'changed', catalogSha256: next });
    expect(checkComponent(entry, files, new Map())).toMatchObject({ upstream: 'removed', catalogSha256: null });
    const offline = checkComponent(entry, files, undefined);
    expect(offline).toMatchObject({ upstream: 'unknown', local: 'intact' });
    expect(isCurrent(offline)).toBe(false);
  });

  it('both at once: changed upstream and edited here, each named on one screen', () => {
    const edited = new Map(files);
    edited.set('.claude/agents/frontend.Developer.md', 'mine');
    const lines = describeCheck(checkComponent(entry, edited, new Map([[key, 'a'.repeat(64)]])), (t) => t);
    expect(lines[0]).toMatch(/^✗ agent development-team\/frontend\.Developer: changed upstream \(catalog sha256 aaaaaaaaaaaa…, locked [0-9a-f]{12}…\); modified locally$/);
    expect(lines[1]).toBe('    modified .claude/agents/frontend.Developer.md');
  });
});
