/**
 * A stack in an address: `/stack/?c=agent:dev/code-reviewer,hook:git/pre-commit`.
 * The one parser of the `c` parameter, for the stack page (in the browser)
 * and the installer (`toolshed --stack <url>`). Pure and zod-free, so the
 * page's script stays small. Every segment is checked against the catalog's
 * kinds and spec 1's path characters before anything uses it.
 */
import { isSafeSegment, KINDS, type SingularType } from '../catalog/kinds.ts';
import { visible } from '../text/visible.ts';
import { foldAllowPaths } from '../install/allow-paths.ts';

export interface StackItem {
  kind: SingularType;
  category: string;
  name: string;
}

/** More than this in one stack is refused: the page fetches and the installer downloads each one. */
export const MAX_STACK_ITEMS = 100;
/** The `c` parameter's length limit: 100 items of long names fit; an address of megabytes does not. */
export const MAX_STACK_PARAM = 16 * 1024;

const SINGULARS = new Set<string>(KINDS.map((k) => k.singular));

export interface ParsedStack {
  items: StackItem[];
  /** One line per segment that was refused, naming it (shown, never silently dropped). */
  errors: string[];
}

export function stackKey(item: StackItem): string {
  return `${item.kind}:${item.category}/${item.name}`;
}

/** Quoted for a message: shortened, and nothing invisible or controlling reaches a terminal or a page. */
function quote(text: string): string {
  return visible(JSON.stringify(text.length > 80 ? `${text.slice(0, 80)}…` : text));
}

/**
 * The `c` parameter's value (already URL-decoded, as URLSearchParams gives it)
 * into items, in order, duplicates dropped. Each segment must be
 * `kind:category/name` with a known singular kind and safe segments.
 */
export function parseStackParam(value: string): ParsedStack {
  if (value.length > MAX_STACK_PARAM) return { items: [], errors: [`the stack is ${value.length} characters long; at most ${MAX_STACK_PARAM} are read`] };
  const items: StackItem[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const raw of value.split(',')) {
    const segment = raw.trim();
    if (!segment) continue;
    const match = /^([a-z]+):([^/]+)\/([^/]+)$/.exec(segment);
    if (!match) {
      errors.push(`${quote(segment)}: expected kind:category/name`);
      continue;
    }
    const [, kind, category, name] = match as unknown as [string, string, string, string];
    if (!SINGULARS.has(kind)) {
      errors.push(`${quote(segment)}: unknown kind ${quote(kind)} (one of ${[...SINGULARS].join(', ')})`);
      continue;
    }
    if (!isSafeSegment(category) || !isSafeSegment(name)) {
      errors.push(`${quote(segment)}: a category and a name use only letters, digits, . _ -`);
      continue;
    }
    const item = { kind: kind as SingularType, category, name };
    const key = stackKey(item);
    if (seen.has(key)) continue;
    if (items.length >= MAX_STACK_ITEMS) {
      errors.push(`more than ${MAX_STACK_ITEMS} components; the rest are left out`);
      break;
    }
    seen.add(key);
    items.push(item);
  }
  return { items, errors };
}

/**
 * `--stack` takes a stack page's address (`https://site/stack/?c=…`) or the
 * `c` value itself. Returns the items and, for an address, its site (the
 * origin and the path above `/stack/`), which is the catalog the stack was
 * built from.
 */
export function parseStackArgument(argument: string): ParsedStack & { site?: string } {
  const text = argument.trim();
  if (/^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return { items: [], errors: [`${quote(text)} is not a valid address`] };
    }
    const c = url.searchParams.get('c');
    if (c === null) return { items: [], errors: [`${quote(text)} has no c= parameter (a stack page's address looks like …/stack/?c=agent:category/name,…)`] };
    const base = url.pathname.replace(/stack\/?(index\.html)?$/, '');
    return { ...parseStackParam(c), site: `${url.origin}${base.replace(/\/$/, '')}` };
  }
  return parseStackParam(text);
}

/** The `c` value for items, in order: `agent:dev/a,hook:git/b`. Segments are safe, so nothing needs escaping but the commas. */
export function formatStackParam(items: readonly StackItem[]): string {
  return items.map(stackKey).join(',');
}

/** The stack page's path for items (`/stack/?c=…`); colons and slashes stay readable. */
export function stackPath(items: readonly StackItem[]): string {
  return items.length ? `/stack/?c=${formatStackParam(items)}` : '/stack/';
}

/**
 * `--allow-path` flags for the members' needs (each already folded by the
 * installer's policy): once each, none inside another. Empty when none.
 */
export function allowPathFlags(paths: readonly string[]): string[] {
  return foldAllowPaths(paths).map((p) => `--allow-path ${p}`);
}

/** `npx toolshed@latest --agent a/b,c/d --hook e/f`: one flag per kind, in KINDS order, then the `--allow-path` its members need. */
export function stackInstallCommand(items: readonly StackItem[], cli = 'npx toolshed@latest', allowPaths: readonly string[] = []): string {
  const flags = KINDS.flatMap((k) => {
    const of = items.filter((i) => i.kind === k.singular);
    return of.length ? [`--${k.singular} ${of.map((i) => `${i.category}/${i.name}`).join(',')}`] : [];
  });
  return [cli, ...flags, ...allowPathFlags(allowPaths)].join(' ');
}
