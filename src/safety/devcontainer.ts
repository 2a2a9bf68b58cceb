/**
 * Pure: what a devcontainer.json runs and where. Its lifecycle commands
 * (`initializeCommand`, `onCreateCommand`, `postCreateCommand`, …) in each
 * shape the specification allows, and the component's files that
 * `initializeCommand` runs on the host before the container exists (the
 * others run inside it).
 */
import { posix } from 'node:path';
import { shellWord } from '../text/shell.ts';

/** A devcontainer's lifecycle commands: all but `initializeCommand` run in the container. */
export const DEVCONTAINER_COMMAND = /^(?:initialize|onCreate|updateContent|postCreate|postStart|postAttach)Command$/;
export const isDevcontainer = (file: string) => /(?:^|\/)devcontainer\.json$/.test(file);

/**
 * A lifecycle command as the shell lines it runs: a string goes to a shell, an
 * array is one program and its arguments (no shell: each word quoted), an
 * object is several commands run in parallel, each a string or an array.
 */
function lifecycleCommands(value: unknown): Array<{ command: string; first: string }> {
  if (typeof value === 'string') return [{ command: value, first: value }];
  if (Array.isArray(value)) return value.length && value.every((w) => typeof w === 'string') ? [{ command: (value as string[]).map(shellWord).join(' '), first: value[0] as string }] : [];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap((v) => (typeof v === 'object' && !Array.isArray(v) ? [] : lifecycleCommands(v)));
  return [];
}

/** Each lifecycle command of a devcontainer.json: its key, its shell line, and its first string (to find its line). */
export function devcontainerCommands(doc: unknown): Array<{ key: string; command: string; first: string }> {
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) return [];
  return Object.entries(doc).flatMap(([key, v]) => (DEVCONTAINER_COMMAND.test(key) ? lifecycleCommands(v).map((c) => ({ key, ...c })) : []));
}

/**
 * Files a devcontainer's `initializeCommand` runs: they run on the host before
 * the container exists, whatever folder they sit in. A word of the command
 * names one when it is the file's path from the workspace root or from the
 * devcontainer.json's folder (`${localWorkspaceFolder}/` taken off).
 */
export function hostRunFiles(named: Array<[string, string]>): Set<string> {
  const paths = new Set(named.map(([p]) => p));
  const host = new Set<string>();
  for (const [file, text] of named) {
    if (!isDevcontainer(file)) continue;
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch {
      continue;
    }
    for (const { key, command } of devcontainerCommands(doc)) {
      if (key !== 'initializeCommand') continue;
      for (const word of command.split(/[\s;&|()<>'"]+/)) {
        const path = word.replace(/^\$\{[^}]*\}\//, '');
        if (!path || path.startsWith('/')) continue;
        for (const candidate of [posix.normalize(path), posix.join(posix.dirname(file), path)]) if (paths.has(candidate)) host.add(candidate);
      }
    }
  }
  return host;
}
