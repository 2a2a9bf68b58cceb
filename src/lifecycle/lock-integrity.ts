/**
 * Whether a lock entry's files add up to the component's sha256 (issue 37):
 * the per-file hashes are the lock's own word, the component's sha256 is the
 * catalog's, so an entry whose files (or the installed bytes they vouch for)
 * do not give that sha256 by the catalog's digest rule (src/catalog/digest.ts)
 * was edited by hand: `tampered`. Pure.
 *
 * - One-file kinds (agents, commands, loops): the file is the component, its
 *   own hash is the component's sha256; this holds from the lock alone.
 * - Folder kinds (skills, mods): every file of the component is written under
 *   its folder, so the installed bytes of the recorded files, when they are
 *   the bytes recorded, must give the sha256 by the digest rule.
 * - Kinds whose component is partly merged JSON or left out (hooks, MCP
 *   servers, settings, sandbox, templates: a README is not installed) record
 *   the component's parts in the entry (`parts`, src/install/lock.ts): the
 *   parts held there and the installed files they point to must give the
 *   sha256, and the component those parts make must lay out (the installer's
 *   own layoutOf) exactly the files the entry records and the values it says
 *   it merged (merge-origin.ts). An entry of these kinds without parts cannot
 *   vouch for anything: tampered too (reinstall it with --force to record them).
 */
import { contentDigest } from '../catalog/digest.ts';
import { kindByType, type ComponentType } from '../catalog/kinds.ts';
import { PARTS_KINDS } from '../install/lock.ts';
import { layoutOf, sha256, type Layout } from '../install/plan.ts';
import { GLOBAL_MCP_FILE } from '../install/policy.ts';
import type { ComponentContent, ManifestEntry } from '../install/schemas.ts';
import { mergeMismatches } from './merge-origin.ts';
import { nameRecord, ownValue } from '../text/records.ts';
import { fileMismatches } from './restore-plan.ts';

type Installed = ReadonlyMap<string, string | null>;

/** Where the one file of a one-file kind lands (the install places table, src/install/plan.ts). */
const ONE_FILE: Partial<Record<ComponentType, (name: string) => string>> = {
  agents: (name) => `.claude/agents/${name}.md`,
  commands: (name) => `.claude/commands/${name}.md`,
  loops: (name) => `.claude/commands/${name}.md`,
};

/** The folder every file of a folder kind lands under. */
const FOLDER: Partial<Record<ComponentType, (name: string) => string>> = {
  skills: (name) => `.claude/skills/${name}/`,
  mods: (name) => `.claude/plugins/${name}/`,
};

/** Whether the entry's files alone tell if it adds up (the other kinds record their parts). */
export function addsUpAlone(type: ComponentType): boolean {
  return !PARTS_KINDS.has(type);
}

/**
 * The component an entry's parts make, the installed files they point to
 * read back; undefined when one of those files is changed or missing (the
 * local state reports that), a string when the parts cannot be right.
 */
function componentOfParts(entry: ManifestEntry, installed: Installed): ComponentContent | string | undefined {
  const parts = entry.parts;
  if (!parts || (parts.content === undefined && !parts.files?.length)) return 'the lock records no parts for it, so nothing shows that what is installed is the component it names';
  if (!parts.files?.length) return { content: parts.content! };
  const files = nameRecord<string>();
  for (const part of parts.files) {
    if ('text' in part) {
      files[part.path] = part.text;
      continue;
    }
    const record = entry.files.find((f) => f.path === part.file);
    if (!record) return `its part ${part.path} points to ${part.file}, a file the entry does not record`;
    const text = installed.get(part.file) ?? null;
    if (text === null || sha256(text) !== record.sha256) return undefined;
    files[part.path] = text;
  }
  // The published `content` is the entry file (a hook's `{name}.json`, a folder's entry); the digest covers it through `files`.
  const kind = kindByType(entry.type)!;
  const content = ownValue(files, kind.layout === 'dir' && 'entry' in kind ? kind.entry! : `${entry.name}${kind.ext}`) ?? '';
  return { content, files };
}

/** Why an entry of a kind that records its parts does not add up (empty when it does, or while a file it points to is changed). */
function partsMismatches(entry: ManifestEntry, installed: Installed): string[] {
  const content = componentOfParts(entry, installed);
  if (content === undefined) return [];
  if (typeof content === 'string') return [content];
  const digest = contentDigest(content);
  if (digest !== entry.sha256) return [`its recorded parts add up to sha256 ${short(digest)}, not the component's ${short(entry.sha256)}: the lock was changed`];
  const kind = kindByType(entry.type)!;
  let layout: Layout;
  try {
    const global = entry.merges.some((m) => m.path === GLOBAL_MCP_FILE);
    layout = layoutOf({ kind, category: entry.category, name: entry.name, content, sha256: entry.sha256 }, global);
  } catch (error) {
    return [`its parts are not a ${kind.singular} the installer can lay out (${(error as Error).message})`];
  }
  return [...fileMismatches(entry, layout), ...mergeMismatches(entry, layout)];
}

const short = (hash: string) => `${hash.slice(0, 12)}…`;

/** Why the entry does not add up to its sha256 (empty when it does, or when the project cannot tell). */
export function lockMismatches(entry: ManifestEntry, installed: Installed): string[] {
  if (PARTS_KINDS.has(entry.type)) return partsMismatches(entry, installed);
  const place = ONE_FILE[entry.type]?.(entry.name);
  if (place !== undefined) {
    const record = entry.files.find((f) => f.path === place);
    if (record && record.sha256 !== entry.sha256) {
      return [`the lock says ${place} hashes to ${short(record.sha256)}, but the component it names is ${short(entry.sha256)}: a ${entry.singular} is its one file`];
    }
    // No record (a file that was already there byte for byte): the file itself must be the component.
    const text = installed.get(place) ?? null;
    if (!record && text !== null && entry.files.length === 0 && sha256(text) !== entry.sha256) {
      return [`${place} is not the component the lock names (${short(entry.sha256)})`];
    }
    return [];
  }
  const folder = FOLDER[entry.type]?.(entry.name);
  if (folder === undefined || entry.files.length === 0) return [];
  const files = nameRecord<string>();
  for (const f of entry.files) {
    const text = installed.get(f.path) ?? null;
    // Only bytes the lock vouches for are summed; a changed or missing file is reported as such instead.
    if (text === null || sha256(text) !== f.sha256 || !f.path.startsWith(folder)) return [];
    files[f.path.slice(folder.length)] = text;
  }
  const paths = Object.keys(files);
  // A one-file skill is hashed as its content (SKILL.md), a folder by the digest rule.
  if (paths.length === 1 && sha256(files[paths[0]!]!) === entry.sha256) return [];
  const digest = contentDigest({ content: '', files });
  if (digest === entry.sha256) return [];
  return [`its ${paths.length} file${paths.length === 1 ? '' : 's'} add up to sha256 ${short(digest)}, not the component's ${short(entry.sha256)}: the lock's file hashes were changed`];
}
