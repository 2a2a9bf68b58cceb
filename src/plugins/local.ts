/**
 * Pure: the marketplace of a plan as a local directory (what `toolshed
 * plugins` writes): `.claude-plugin/marketplace.json` with relative sources
 * (`./plugins/<name>`, which the client installs from a local-directory
 * marketplace) and every plugin's files under `plugins/<name>/`. And what
 * changed between two such directories, for `toolshed plugins update`.
 */
import { fileDiff, type FileDiff } from '../lifecycle/diff.ts';
import { analyzeComponent } from '../safety/analyze.ts';
import { compareReports, type SafetyComparison } from '../safety/compare.ts';
import type { SafetyReport } from '../safety/report.ts';
import { formatJson } from './json.ts';
import { marketplaceDocument, marketplaceEntry } from './marketplace.ts';
import type { MarketplacePlan } from './plan.ts';
import { MANIFEST, type PluginFile } from './wrap.ts';

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
  /** One unified diff per file that differs (src/lifecycle/diff.ts), paths relative to the plugin. */
  diffs: FileDiff[];
  /** Its safety report before and after (src/safety/compare.ts): what it does now that it did not. */
  safety: SafetyComparison;
}

/**
 * A plugin folder's safety report: the folder read as a plugin (a mod), so
 * its plugin.json hooks, MCP servers and scripts are analysed as the client
 * will run them. Both sides of an update are plugins, so they compare alike.
 */
function reportOf(files: Record<string, string>): SafetyReport {
  return analyzeComponent({ type: 'mods', layout: 'dir', entry: MANIFEST }, { content: files[MANIFEST] ?? '{}', files });
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
    const a = old.get(plugin);
    const b = next.get(plugin);
    const paths = [...new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])].sort();
    const diffs = paths.filter((p) => a?.[p] !== b?.[p]).map((p) => fileDiff(p, a?.[p] ?? null, b?.[p] ?? null));
    if (!diffs.length) continue;
    const change = !a ? 'added' : !b ? 'removed' : 'changed';
    // An added plugin is compared with an empty one (everything it does is "now"), a removed one the other way round
    // (everything it did is "no longer"): there is an installed plugin to speak of only when it changed.
    const safety = !a ? compareReports(reportOf({}), reportOf(b!)) : b ? compareReports(reportOf(a), reportOf(b)) : { ...compareReports(reportOf(a), reportOf({})), after: 'none' as const };
    changes.push({ plugin, change, diffs, safety });
  }
  return changes;
}
