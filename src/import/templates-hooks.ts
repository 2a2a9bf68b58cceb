/**
 * Pure: hooks of the claude-code-templates layout. A hook is a JSON file in a
 * category folder with a `hooks` object; its `supportingFiles` name scripts by
 * a path relative to that folder, often in a sub-folder, and often installed
 * under the home folder (`~/.claude/scripts/…`). Toolshed keeps supporting
 * files beside the JSON under a plain file name, and installs them relative to
 * the install root (the project, or the home folder with `--global`), so:
 * - a script in a sub-folder is written beside the JSON as `sub-folder-name.sh`;
 * - a `~/` destination becomes the same path under the install root, and the
 *   hook commands that reach it through `$HOME/`, `${HOME}/` or `~/` reach it
 *   through `$CLAUDE_PROJECT_DIR/` instead (the catalog's convention for hook
 *   scripts; docs/import.md says why);
 * - a hook whose script is missing from the repository is not listed.
 */
import type { Candidate } from './candidate.ts';
import { filesUnder, isDocumentation, isNoise, legalName, renamed, resolveIn } from './candidate.ts';
import type { Collector } from './templates-layout.ts';
import type { Tree } from './tree.ts';
import { nameRecord } from '../text/records.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

interface Support {
  source: string;
  destination: string;
  executable?: boolean;
}

/** Hook commands with `$HOME/<dest>` (and its spellings) pointed at the install root instead. */
function rehome(hooks: unknown, homeDestinations: string[]): { hooks: unknown; changed: boolean } {
  let changed = false;
  const fix = (command: string) => {
    let out = command;
    for (const dest of homeDestinations) {
      for (const home of ['${HOME}/', '$HOME/', '~/']) out = out.split(`${home}${dest}`).join(`$CLAUDE_PROJECT_DIR/${dest}`);
    }
    if (out !== command) changed = true;
    return out;
  };
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isObject(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'command' && typeof v === 'string' ? fix(v) : walk(v)]));
  };
  const out = walk(hooks);
  return { hooks: out, changed };
}

/** One hook JSON to a candidate, or the reason it is not listed. */
function hookCandidate(tree: Tree, kindDir: string, path: string, doc: Json, text: string, besideTaken: Map<string, string>): Candidate | string {
  const rel = path.slice(kindDir.length + 1);
  const parts = rel.split('/');
  const file = parts.pop()!;
  const dir = path.slice(0, path.length - file.length - 1);
  const category = legalName(parts[0]!);
  const name = legalName(file.slice(0, -'.json'.length));
  if (!category || !name) return 'its folder or file name has no character a catalog name may hold';
  const notes: string[] = renamed(file.slice(0, -'.json'.length), name);
  const beside = nameRecord<string>();
  const declared = doc.supportingFiles;
  if (declared !== undefined && !Array.isArray(declared)) return 'supportingFiles is not a list';
  const supports: Support[] = [];
  const homeDestinations: string[] = [];
  for (const entry of (declared ?? []) as unknown[]) {
    if (!isObject(entry) || typeof entry.source !== 'string' || typeof entry.destination !== 'string') return 'a supporting file without a source and a destination';
    const src = resolveIn(dir, entry.source);
    if (src === undefined || !src.startsWith(`${kindDir}/`)) return `supporting file ${entry.source} is outside the hooks folder`;
    const found = tree.files.get(src);
    if (!found) return `supporting file ${entry.source} is missing from the repository`;
    if (found.text === undefined) return `supporting file ${entry.source} is not text the catalog can carry (binary, or larger than 1 MB)`;
    let destination = entry.destination;
    const home = /^(?:~|\$HOME|\$\{HOME\})\//.exec(destination);
    if (home) {
      destination = destination.slice(home[0].length);
      homeDestinations.push(destination);
    } else if (destination.startsWith('/')) return `supporting file destination ${destination} is an absolute path`;
    const inside = src.slice(dir.length + 1);
    let flat = legalName(inside.replace(/\//g, '-'));
    if (!flat) return `supporting file ${entry.source} has no character a file name may hold`;
    const taken = besideTaken.get(`${category}/${flat}`);
    if (taken !== undefined && taken !== found.text) flat = legalName(`${name}-${flat}`)!;
    besideTaken.set(`${category}/${flat}`, found.text);
    if (flat !== entry.source) notes.push(`supporting file ${entry.source} kept beside the JSON as ${flat}`);
    beside[flat] = found.text;
    supports.push({ source: flat, destination, ...(typeof entry.executable === 'boolean' ? { executable: entry.executable } : {}) });
  }
  let entryText = text;
  const changedSupport = supports.some((s, i) => {
    const original = (declared as Json[])[i]!;
    return s.source !== original.source || s.destination !== original.destination;
  });
  const rehomed = rehome(doc.hooks, homeDestinations);
  if (homeDestinations.length) {
    notes.push(
      `its files installed under the home folder (~/); they install under the install root (the project, or the home folder with --global)${rehomed.changed ? ', and its hook commands reach them through $CLAUDE_PROJECT_DIR instead of $HOME' : ''}`,
    );
  }
  if (changedSupport || rehomed.changed) entryText = `${JSON.stringify({ ...doc, hooks: rehomed.hooks, supportingFiles: supports }, null, 2)}\n`;
  return { type: 'hooks', category, name, path, entry: entryText, beside, nesting: parts.slice(1), notes };
}

/** Every hook of the kind folder, and what else lies there. */
export function hookCandidates(tree: Tree, kindDir: string, out: Collector): void {
  const all = filesUnder(tree, kindDir).filter((rel) => !isNoise(rel));
  const used = new Set<string>();
  const besideTaken = new Map<string, string>();
  const notHooks: string[] = [];
  for (const rel of all) {
    const path = `${kindDir}/${rel}`;
    const file = rel.split('/').pop()!;
    if (!rel.includes('/')) {
      out.notListed.push({ path, reason: isDocumentation(file) && file.endsWith('.md') ? 'documentation at the kind\'s level, not a hook' : 'a data file at the kind\'s level, not a hook' });
      continue;
    }
    if (!file.endsWith('.json')) continue;
    const text = tree.files.get(path)!.text;
    let doc: unknown;
    try {
      doc = text === undefined ? undefined : JSON.parse(text);
    } catch {
      out.notListed.push({ path, type: 'hooks', reason: 'not valid JSON' });
      continue;
    }
    if (!isObject(doc) || !isObject(doc.hooks)) {
      notHooks.push(path);
      continue;
    }
    // Its scripts belong to it, listed or not: they are not reported again on their own.
    for (const entry of Array.isArray(doc.supportingFiles) ? doc.supportingFiles : []) {
      const src = isObject(entry) && typeof entry.source === 'string' ? resolveIn(path.slice(0, path.lastIndexOf('/')), entry.source) : undefined;
      if (src) used.add(src);
    }
    const result = hookCandidate(tree, kindDir, path, doc, text!, besideTaken);
    if (typeof result === 'string') out.notListed.push({ path, type: 'hooks', reason: result });
    else out.candidates.push(result);
  }
  const decided = new Set([...out.candidates.map((c) => c.path), ...out.notListed.map((n) => n.path)]);
  const plainJson = new Set(notHooks);
  for (const rel of all) {
    const path = `${kindDir}/${rel}`;
    if (!rel.includes('/') || used.has(path) || decided.has(path)) continue;
    if (plainJson.has(path)) {
      out.notListed.push({ path, reason: 'no hooks object: not a hook' });
      continue;
    }
    const file = rel.split('/').pop()!;
    if (isDocumentation(file) && rel.split('/').length <= 2) out.notListed.push({ path, reason: 'documentation, not a hook' });
    else out.leftovers.push(path);
  }
}
