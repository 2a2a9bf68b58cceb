/**
 * Pure: the marketplace of a plan as a local directory (what `toolshed
 * plugins` writes): `.claude-plugin/marketplace.json` with relative sources
 * (`./plugins/<name>`, which the client installs from a local-directory
 * marketplace) and every plugin's files under `plugins/<name>/`. And what
 * changed between two such directories, for `toolshed plugins update`.
 */
import { executablesOf } from '../catalog/executables.ts';
import { formatJson } from './json.ts';
import { marketplaceDocument, marketplaceEntry } from './marketplace.ts';
import type { MarketplacePlan } from './plan.ts';
import type { PluginFile } from './wrap.ts';

export const LOCAL_MANIFEST = '.claude-plugin/marketplace.json';

/** Every file of the local marketplace, keyed by path relative to its folder. */
export function localMarketplace(plan: MarketplacePlan, owner: string): PluginFile[] {
  const files: PluginFile[] = [];
  const entries = plan.plugins.map(({ plugin, extras }) => {
    for (const f of plugin.files) files.push({ ...f, path: `plugins/${plugin.name}/${f.path}` });
    return marketplaceEntry(plugin, `./plugins/${plugin.name}`, extras);
  });
  files.push({ path: LOCAL_MANIFEST, text: formatJson(marketplaceDocument(owner, entries)), executable: false });
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

export interface PluginChange {
  plugin: string;
  change: 'added' | 'removed' | 'changed';
  /** Per file: added, removed, or changed with lines added and removed. */
  files: Array<{ path: string; change: 'added' | 'removed' | 'changed'; added: number; removed: number }>;
  /** What it runs that it did not before, and what it no longer runs (src/catalog/executables.ts lines). */
  runsNow: string[];
  runsNoLonger: string[];
}

/** Lines added and removed, counted as multisets (order-blind: enough to size a change; the lines themselves are shown by the diff). */
function lineCounts(before: string, after: string): { added: number; removed: number } {
  const count = new Map<string, number>();
  for (const l of before.split('\n')) count.set(l, (count.get(l) ?? 0) + 1);
  let added = 0;
  for (const l of after.split('\n')) {
    const n = count.get(l) ?? 0;
    if (n > 0) count.set(l, n - 1);
    else added++;
  }
  let removed = 0;
  for (const n of count.values()) removed += n;
  return { added, removed };
}

/** What a plugin directory runs: its files read as a plugin (a mod), so hooks and MCP servers in plugin.json count. */
function runsOf(files: Record<string, string>): string[] {
  return Object.keys(files).length ? executablesOf({ type: 'mods', layout: 'dir', entry: '.claude-plugin/plugin.json' }, { content: '', files }).lines : [];
}

function byPlugin(files: Record<string, string>): Map<string, Record<string, string>> {
  const out = new Map<string, Record<string, string>>();
  for (const [path, text] of Object.entries(files)) {
    const m = /^plugins\/([^/]+)\/(.+)$/.exec(path);
    if (!m) continue;
    const group = out.get(m[1]!) ?? {};
    group[m[2]!] = text;
    out.set(m[1]!, group);
  }
  return out;
}

/** The changes from one local marketplace to the next, plugin by plugin, in name order. */
export function marketplaceChanges(before: Record<string, string>, after: Record<string, string>): PluginChange[] {
  const old = byPlugin(before);
  const next = byPlugin(after);
  const names = [...new Set([...old.keys(), ...next.keys()])].sort();
  const changes: PluginChange[] = [];
  for (const plugin of names) {
    const a = old.get(plugin) ?? {};
    const b = next.get(plugin) ?? {};
    const files: PluginChange['files'] = [];
    for (const path of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
      if (a[path] === b[path]) continue;
      if (a[path] === undefined) files.push({ path, change: 'added', ...lineCounts('', b[path]!) });
      else if (b[path] === undefined) files.push({ path, change: 'removed', ...lineCounts(a[path]!, '') });
      else files.push({ path, change: 'changed', ...lineCounts(a[path]!, b[path]!) });
    }
    if (!files.length) continue;
    const ranBefore = new Set(runsOf(a));
    const runsAfter = runsOf(b);
    const runsNow = runsAfter.filter((l) => !ranBefore.has(l));
    const after = new Set(runsAfter);
    const runsNoLonger = [...ranBefore].filter((l) => !after.has(l));
    const change = !old.has(plugin) ? 'added' : !next.has(plugin) ? 'removed' : 'changed';
    changes.push({ plugin, change, files, runsNow, runsNoLonger });
  }
  return changes;
}
