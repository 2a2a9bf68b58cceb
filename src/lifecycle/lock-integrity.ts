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
 *   servers, settings, sandbox, templates: a README is not installed) cannot
 *   add up from the project alone: the restore checks their recorded files
 *   against the catalog's bytes instead (src/lifecycle/restore-plan.ts).
 */
import { contentDigest } from '../catalog/digest.ts';
import type { ComponentType } from '../catalog/kinds.ts';
import { sha256 } from '../install/plan.ts';
import type { ManifestEntry } from '../install/schemas.ts';
import { nameRecord } from '../text/records.ts';

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

/** Whether the project alone can tell if an entry of this kind adds up. */
export function addsUpAlone(type: ComponentType): boolean {
  return ONE_FILE[type] !== undefined || FOLDER[type] !== undefined;
}

const short = (hash: string) => `${hash.slice(0, 12)}…`;

/** Why the entry does not add up to its sha256 (empty when it does, or when the project cannot tell). */
export function lockMismatches(entry: ManifestEntry, installed: Installed): string[] {
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
