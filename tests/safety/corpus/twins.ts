/**
 * The labeled twin corpus's shape: a benign component as it is published
 * (`{content, files}`) and the one risky change that makes its unsafe twin.
 * The unsafe twin is derived by applying the change, so twins differ only by
 * it. `rule` is the blocking rule the unsafe twin should trip.
 */
import type { ComponentType } from '../../../src/catalog/kinds.ts';
import type { RuleId } from '../../../src/safety/rules.ts';

export interface Published {
  content: string;
  files?: Record<string, string>;
}

export interface Change {
  /** `content`, or a path in `files` (a change to the entry's text applies to both). */
  file: string;
  from: string;
  to: string;
}

export interface Twin {
  id: string;
  kind: ComponentType;
  /** What the benign component does, and what the change adds. */
  note: string;
  safe: Published;
  change: Change[];
  rule: RuleId;
}

/** The unsafe twin: every change applied; a change that does not apply is a broken pair (throws). */
export function unsafeOf(twin: Twin): Published {
  let content = twin.safe.content;
  const files = twin.safe.files ? { ...twin.safe.files } : undefined;
  for (const change of twin.change) {
    const apply = (text: string, where: string) => {
      if (!text.includes(change.from)) throw new Error(`${twin.id}: "${change.from.slice(0, 40)}" not found in ${where}`);
      return text.replace(change.from, change.to);
    };
    if (change.file === 'content') {
      const before = content;
      content = apply(content, 'content');
      if (files) for (const [p, t] of Object.entries(files)) if (t === before) files[p] = content;
    } else {
      if (!files || files[change.file] === undefined) throw new Error(`${twin.id}: no file ${change.file}`);
      const before = files[change.file]!;
      files[change.file] = apply(before, change.file);
      if (before === content) content = files[change.file]!;
    }
  }
  return files ? { content, files } : { content };
}

/** A hook component with supporting scripts, as the build publishes it: the JSON under its own name too. */
export function hookWith(name: string, json: object, scripts: Record<string, string>): Published {
  const content = `${JSON.stringify(json, null, 2)}\n`;
  return { content, files: { [`${name}.json`]: content, ...scripts } };
}

/** A JSON component (hooks, mcps, settings) without supporting files. */
export function json(value: object): Published {
  return { content: `${JSON.stringify(value, null, 2)}\n` };
}

/** A directory component (skills, mods, sandbox, templates): content is the entry file's text. */
export function dir(entry: string, files: Record<string, string>): Published {
  return { content: files[entry]!, files };
}
