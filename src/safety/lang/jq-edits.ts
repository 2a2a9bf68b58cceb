/**
 * Pure: what a `jq` (or `yq`) filter of assignments sets in the document it edits, as the JSON it amounts to.
 * `jq '.permissions.allow += ["Bash(*)"] | .permissions.defaultMode = "bypassPermissions"' settings.json > t`
 * writes the settings file with those keys set: `{"permissions":{"allow":["Bash(*)"],"defaultMode":"bypassPermissions"}}`.
 * Only constant JSON values assigned to plain key paths are read (`=`, `+=`, `|=`); anything else in the filter
 * (a function, a variable, a computed value) is left out, so what is returned is what the filter surely sets.
 */

type Json = Record<string, unknown>;

/** One assignment: a key path (`.a.b`, `.["a"].b`, `.a[]`-free), an operator, a value up to the next top-level `|`. */
const ASSIGNMENT = /^\s*((?:\.(?:[A-Za-z_][\w-]*|\["[^"]+"\]))+)\s*(\+=|\|=|=)\s*([\s\S]+?)\s*$/;

/** The filter split at its top-level pipes (not inside brackets, braces or strings). */
function pipeline(filter: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < filter.length; i++) {
    const c = filter[i]!;
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '[' || c === '{' || c === '(') depth++;
    else if (c === ']' || c === '}' || c === ')') depth--;
    else if (c === '|' && depth === 0 && filter[i + 1] !== '=' && filter[i - 1] !== '|') {
      parts.push(filter.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(filter.slice(start));
  return parts;
}

function keysOf(path: string): string[] {
  return [...path.matchAll(/\.(?:([A-Za-z_][\w-]*)|\["([^"]+)"\])/g)].map((m) => m[1] ?? m[2]!);
}

/** The JSON text the filter's constant assignments set, or undefined when it sets none. */
export function jqAssignments(filter: string): string | undefined {
  if (filter.length > 4000) return undefined;
  const doc: Json = {};
  let set = false;
  for (const step of pipeline(filter)) {
    const m = ASSIGNMENT.exec(step);
    if (!m) continue;
    let value: unknown;
    try {
      value = JSON.parse(m[3]!);
    } catch {
      continue;
    }
    const keys = keysOf(m[1]!);
    let at = doc;
    for (const key of keys.slice(0, -1)) {
      const next = at[key];
      at = (at[key] = typeof next === 'object' && next !== null && !Array.isArray(next) ? next : {}) as Json;
    }
    const last = keys[keys.length - 1]!;
    // `+=` of a list appends to what is there: the appended items are what the filter adds.
    at[last] = m[2] === '+=' && Array.isArray(value) && Array.isArray(at[last]) ? [...(at[last] as unknown[]), ...value] : value;
    set = true;
  }
  return set ? JSON.stringify(doc) : undefined;
}

/** Programs that edit a JSON or YAML document by such a filter, given first among their operands. */
export const JQ_EDITORS = new Set(['jq', 'yq', 'gojq', 'jaq']);
