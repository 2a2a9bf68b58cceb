/**
 * Reversible JSON merges into Claude Code's settings and MCP files. Every
 * change is recorded as an op, so `toolshed remove` can take back exactly
 * what an install added and nothing the user wrote.
 */
import { isDeepStrictEqual } from 'node:util';
import { isFilledFrom } from './placeholder-text.ts';
import type { MergeOp } from './schemas.ts';

export type JsonObject = Record<string, unknown>;

export interface MergeResult {
  result: JsonObject;
  ops: MergeOp[];
  /** Human-readable keys whose existing value differs (kept unless force). */
  conflicts: string[];
}

export function isPlainObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Sets an own property, whatever the key: `target["__proto__"] = v` would replace the object's prototype instead. */
function put(target: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, writable: true, enumerable: true, configurable: true });
}

function label(at: string[]): string {
  return at.join('.');
}

function getAt(doc: unknown, at: string[]): unknown {
  let node: unknown = doc;
  for (const key of at) {
    if (!isPlainObject(node)) return undefined;
    node = Object.hasOwn(node, key) ? node[key] : undefined;
  }
  return node;
}

function parentOf(doc: JsonObject, at: string[]): JsonObject | undefined {
  const parent = getAt(doc, at.slice(0, -1));
  return isPlainObject(parent) ? parent : undefined;
}

class Recorder {
  readonly ops: MergeOp[] = [];
  readonly conflicts: string[] = [];
  readonly force: boolean;
  constructor(force: boolean) {
    this.force = force;
  }

  set(target: JsonObject, at: string[], value: unknown): void {
    const key = at[at.length - 1]!;
    const hadPrevious = Object.hasOwn(target, key);
    const op: MergeOp = { op: 'set', at, value: structuredClone(value), hadPrevious };
    if (hadPrevious) op.previous = structuredClone(target[key]);
    put(target, key, structuredClone(value));
    this.ops.push(op);
  }

  /** Ensures `target[key]` is an object (or array), recording its creation. */
  container<T extends JsonObject | unknown[]>(target: JsonObject, at: string[], empty: T, what: string): T {
    const key = at[at.length - 1]!;
    if (!Object.hasOwn(target, key)) this.set(target, at, empty);
    const node = target[key];
    const ok = Array.isArray(empty) ? Array.isArray(node) : isPlainObject(node);
    if (!ok) throw new MergeShapeError(`${label(at)} is not ${what} in the existing file`);
    return node as T;
  }
}

/** The existing file has a shape the merge cannot work with (e.g. `hooks` is a string). */
export class MergeShapeError extends Error {}

function mergeHooksInto(rec: Recorder, doc: JsonObject, incoming: unknown): void {
  if (!isPlainObject(incoming)) throw new MergeShapeError('the component\'s "hooks" is not an object');
  const hooks = rec.container(doc, ['hooks'], {} as JsonObject, 'an object');
  for (const [event, groups] of Object.entries(incoming)) {
    if (!Array.isArray(groups)) throw new MergeShapeError(`the component's hooks.${event} is not an array`);
    const existing = rec.container(hooks, ['hooks', event], [] as unknown[], 'an array');
    for (const group of groups) {
      if (!isPlainObject(group) || !Array.isArray(group.hooks)) throw new MergeShapeError(`a hooks.${event} entry has no "hooks" array`);
      const matcher = typeof group.matcher === 'string' ? group.matcher : undefined;
      let target = existing.find(
        (g): g is JsonObject => isPlainObject(g) && (typeof g.matcher === 'string' ? g.matcher : undefined) === matcher && Array.isArray(g.hooks),
      );
      if (!target) {
        const { hooks: _hooks, ...rest } = group;
        const fresh: JsonObject = { ...structuredClone(rest), hooks: [] };
        existing.push(fresh);
        rec.ops.push({ op: 'add', at: ['hooks', event], value: structuredClone(fresh) });
        target = fresh;
      }
      const list = target.hooks as unknown[];
      for (const hook of group.hooks) {
        if (list.some((h) => isDeepStrictEqual(h, hook))) continue; // de-duplicated
        list.push(structuredClone(hook));
        const op: MergeOp = { op: 'hook', event, hook: structuredClone(hook) };
        if (matcher !== undefined) op.matcher = matcher;
        rec.ops.push(op);
      }
    }
  }
}

function mergeObject(rec: Recorder, target: JsonObject, incoming: JsonObject, at: string[]): void {
  for (const [key, value] of Object.entries(incoming)) {
    const path = [...at, key];
    if (at.length === 0 && key === 'hooks') {
      mergeHooksInto(rec, target, value);
      continue;
    }
    if (!Object.hasOwn(target, key)) {
      rec.set(target, path, value);
      continue;
    }
    const current = target[key];
    if (isDeepStrictEqual(current, value)) continue;
    if (isPlainObject(current) && isPlainObject(value)) {
      mergeObject(rec, current, value, path);
    } else if (Array.isArray(current) && Array.isArray(value)) {
      for (const item of value) {
        if (current.some((c) => isDeepStrictEqual(c, item))) continue;
        current.push(structuredClone(item));
        rec.ops.push({ op: 'add', at: path, value: structuredClone(item) });
      }
    } else if (rec.force) {
      rec.set(target, path, value);
    } else {
      rec.conflicts.push(`${label(path)} (yours: ${JSON.stringify(redactAt(path, current))}, component: ${JSON.stringify(redactAt(path, value))})`);
    }
  }
}

/** Settings (and hooks) into .claude/settings.json: objects merged, arrays unioned, hooks de-duplicated. */
export function mergeSettings(existing: JsonObject, incoming: JsonObject, force: boolean): MergeResult {
  const rec = new Recorder(force);
  const result = structuredClone(existing);
  mergeObject(rec, result, incoming, []);
  return { result, ops: rec.ops, conflicts: rec.conflicts };
}

/** MCP servers into `mcpServers`; a same-name server with another config is a conflict. */
export function mergeServers(existing: JsonObject, servers: JsonObject, force: boolean): MergeResult {
  const rec = new Recorder(force);
  const result = structuredClone(existing);
  const target = rec.container(result, ['mcpServers'], {} as JsonObject, 'an object');
  for (const [name, server] of Object.entries(servers)) {
    if (!Object.hasOwn(target, name)) rec.set(target, ['mcpServers', name], server);
    else if (isDeepStrictEqual(target[name], server)) continue;
    else if (force) rec.set(target, ['mcpServers', name], server);
    else rec.conflicts.push(`mcpServers.${name} (a server of that name exists with another configuration)`);
  }
  return { result, ops: rec.ops, conflicts: rec.conflicts };
}

/**
 * Whether `actual` is `expected` as installed: equal, except that a string
 * with placeholders matches the same string filled in (the user completed
 * what the install asked for). Key order does not matter.
 */
export function sameAsInstalled(actual: unknown, expected: unknown): boolean {
  if (typeof expected === 'string') return typeof actual === 'string' && isFilledFrom(expected, actual);
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => sameAsInstalled(actual[i], e));
  if (isPlainObject(expected)) {
    return isPlainObject(actual) && Object.keys(actual).length === Object.keys(expected).length && Object.entries(expected).every(([k, v]) => Object.hasOwn(actual, k) && sameAsInstalled(actual[k], v));
  }
  return isDeepStrictEqual(actual, expected);
}

/**
 * Whether `actual` holds everything of `expected`, the rule merges follow:
 * objects key by key, arrays element by element, the rest as installed. A
 * permission the user added beside a component's does not change the
 * component's value; one of its keys changed or removed does.
 */
export function containsInstalled(actual: unknown, expected: unknown): boolean {
  if (isPlainObject(expected)) {
    return isPlainObject(actual) && Object.entries(expected).every(([k, v]) => Object.hasOwn(actual, k) && containsInstalled(actual[k], v));
  }
  if (Array.isArray(expected)) return Array.isArray(actual) && expected.every((e) => actual.some((a) => containsInstalled(a, e)));
  return sameAsInstalled(actual, expected);
}

/** Takes what `expected` put into `target` out of it, leaving what the user added around it. */
function subtract(target: JsonObject | unknown[], expected: JsonObject | unknown[]): void {
  if (Array.isArray(target) && Array.isArray(expected)) {
    for (const item of expected) {
      const index = target.findIndex((t) => sameAsInstalled(t, item));
      if (index >= 0) target.splice(index, 1);
    }
    return;
  }
  if (!isPlainObject(target) || !isPlainObject(expected)) return;
  for (const [key, value] of Object.entries(expected)) {
    if (!Object.hasOwn(target, key)) continue;
    const inner = target[key];
    if (sameAsInstalled(inner, value)) delete target[key];
    else if ((isPlainObject(inner) || Array.isArray(inner)) && (isPlainObject(value) || Array.isArray(value))) {
      subtract(inner, value);
      if (isEmptyContainer(inner)) delete target[key];
    }
  }
}

/**
 * Takes back recorded ops, newest first. A value the user changed since is
 * left alone and reported, never clobbered; entries the user added inside a
 * value the install created (a permission beside the component's) stay.
 */
export function undoOps(doc: JsonObject, ops: MergeOp[]): { result: JsonObject; skipped: string[] } {
  const result = structuredClone(doc);
  const skipped: string[] = [];
  for (const op of [...ops].reverse()) {
    if (op.op === 'set') {
      const parent = parentOf(result, op.at);
      const key = op.at[op.at.length - 1]!;
      if (!parent || !Object.hasOwn(parent, key)) continue; // already gone
      const current = parent[key];
      if (sameAsInstalled(current, op.value)) {
        if (op.hadPrevious) put(parent, key, structuredClone(op.previous));
        else delete parent[key];
      } else if (isEmptyContainer(op.value)) {
        // A container the install created is removed only once empty again: what is left in it is others'.
      } else if ((isPlainObject(current) || Array.isArray(current)) && containsInstalled(current, op.value)) {
        subtract(current as JsonObject | unknown[], op.value as JsonObject | unknown[]);
        if (isEmptyContainer(current) && !op.hadPrevious) delete parent[key];
      } else {
        skipped.push(label(op.at));
      }
    } else if (op.op === 'add') {
      const list = getAt(result, op.at);
      if (!Array.isArray(list)) continue;
      const index = list.findLastIndex((item) => sameAsInstalled(item, op.value));
      if (index >= 0) list.splice(index, 1);
    } else {
      const groups = getAt(result, ['hooks', op.event]);
      if (!Array.isArray(groups)) continue;
      for (const group of groups) {
        if (!isPlainObject(group) || !Array.isArray(group.hooks)) continue;
        if ((typeof group.matcher === 'string' ? group.matcher : undefined) !== op.matcher) continue;
        const index = group.hooks.findLastIndex((h: unknown) => isDeepStrictEqual(h, op.hook));
        if (index >= 0) {
          group.hooks.splice(index, 1);
          break;
        }
      }
    }
  }
  return { result, skipped };
}

function isEmptyContainer(value: unknown): boolean {
  return (Array.isArray(value) && value.length === 0) || (isPlainObject(value) && Object.keys(value).length === 0);
}

/** Environment and header values may be secrets: only their names are ever printed. */
function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) =>
      (k === 'env' || k === 'headers') && isPlainObject(v) ? [k, Object.fromEntries(Object.keys(v).map((n) => [n, '…']))] : [k, redact(v)],
    ),
  );
}

/** A value set at `at`: inside an `env` or `headers` object (`set env = {…}`, `set env.TOKEN = …`) only names are shown. */
function redactAt(at: string[], value: unknown): unknown {
  const secret = at.findIndex((k) => k === 'env' || k === 'headers');
  if (secret < 0) return redact(value);
  if (secret === at.length - 1 && isPlainObject(value)) return Object.fromEntries(Object.keys(value).map((n) => [n, '…']));
  return '…';
}

/** One line per op, for --dry-run and the confirmation summary. */
export function describeOp(op: MergeOp): string {
  if (op.op === 'set') {
    if (isEmptyContainer(op.value)) return `create ${label(op.at)}`;
    return `${op.hadPrevious ? 'replace' : 'set'} ${label(op.at)} = ${JSON.stringify(redactAt(op.at, op.value))}`;
  }
  if (op.op === 'add') return `add to ${label(op.at)}: ${JSON.stringify(redactAt(op.at, op.value))}`;
  return `add hook ${op.event}${op.matcher !== undefined ? ` [${op.matcher}]` : ''}: ${JSON.stringify(redact(op.hook))}`;
}
