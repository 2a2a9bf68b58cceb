import type { Context } from '@netlify/functions';
import { readdir } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

type Handler = (request: Request, context: Context) => Response | Promise<Response | void> | void;

interface FunctionConfig {
  path?: string | string[];
  method?: string | string[];
  schedule?: string;
}

export interface LoadedFunction {
  name: string;
  handler: Handler;
  config: FunctionConfig;
  /** Upper-case methods the function takes; undefined: every method. */
  methods?: string[];
  patterns: URLPattern[];
  /** Paths without parameters or wildcards, matched by plain comparison (most routes; URLPattern is slow per request). */
  literals: string[];
}

/** A `config.path` with none of URLPattern's syntax matches only itself. */
const PATTERN_SYNTAX = /[:*(){}?+\\]/;

const SOURCE_EXTENSIONS = new Set(['.ts', '.mts', '.js', '.mjs']);

/**
 * Load every Netlify v2 function module the way Netlify discovers them: one
 * file (or folder with an index file) per function, default export the
 * handler, `config` the routing. New functions need no change here.
 */
export async function loadFunctions(dir: string): Promise<LoadedFunction[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const loaded: LoadedFunction[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    let file: string | undefined;
    let name: string;
    if (entry.isFile() && SOURCE_EXTENSIONS.has(extname(entry.name)) && !entry.name.endsWith('.d.ts')) {
      file = join(dir, entry.name);
      name = basename(entry.name, extname(entry.name));
    } else if (entry.isDirectory()) {
      name = entry.name;
      const inner = await readdir(join(dir, entry.name)).catch(() => [] as string[]);
      const index = [...SOURCE_EXTENSIONS].flatMap((ext) => [`${name}${ext}`, `index${ext}`]).find((n) => inner.includes(n));
      if (index) file = join(dir, entry.name, index);
    } else {
      continue;
    }
    if (!file) continue;
    const mod = (await import(pathToFileURL(file).href)) as { default?: Handler; config?: FunctionConfig };
    if (typeof mod.default !== 'function') continue;
    const config = mod.config ?? {};
    const paths = config.path === undefined ? [] : Array.isArray(config.path) ? config.path : [config.path];
    loaded.push({
      name,
      handler: mod.default,
      config,
      methods: config.method === undefined ? undefined : ([] as string[]).concat(config.method).map((m) => m.toUpperCase()),
      patterns: paths.filter((p) => PATTERN_SYNTAX.test(p)).map((pathname) => new URLPattern({ pathname })),
      literals: paths.filter((p) => !PATTERN_SYNTAX.test(p)),
    });
  }
  return loaded;
}

/** The params of `pathname` when it is one of the function's `config.path`s. */
function matchPath(fn: LoadedFunction, pathname: string): Record<string, string> | undefined {
  if (fn.literals.includes(pathname)) return {};
  for (const pattern of fn.patterns) {
    const match = pattern.exec({ pathname });
    if (match) {
      return Object.fromEntries(
        Object.entries(match.pathname.groups).filter((e): e is [string, string] => typeof e[1] === 'string'),
      );
    }
  }
  return undefined;
}

/** Methods that functions with a `config.method` take at this path (the rest of the path's methods go to the static site). */
export function functionMethodsAt(functions: LoadedFunction[], pathname: string): string[] {
  return functions.filter((fn) => fn.methods && matchPath(fn, pathname)).flatMap((fn) => fn.methods!);
}

export interface FunctionRoute {
  fn: LoadedFunction;
  params: Record<string, string>;
  /** A scheduled function called by URL: a local convenience, not an address production has. */
  localTrigger: boolean;
}

const DEFAULT_PREFIX = '/.netlify/functions/';

/**
 * Route as Netlify does: a function with `config.path` answers only there
 * ("once you set it, the function serves only at that path"); one without a
 * path answers at `/.netlify/functions/<name>`. Scheduled functions have no
 * URL in production; here `/.netlify/functions/<name>` runs them on demand,
 * as `netlify dev` does, flagged so the host can say it is local only.
 */
export function matchFunction(functions: LoadedFunction[], pathname: string, method: string): FunctionRoute | undefined {
  for (const fn of functions) {
    if (fn.methods && !fn.methods.includes(method)) continue;
    const params = matchPath(fn, pathname);
    if (params) return { fn, params, localTrigger: false };
  }
  if (pathname.startsWith(DEFAULT_PREFIX)) {
    const name = pathname.slice(DEFAULT_PREFIX.length).split('/')[0];
    const fn = functions.find((f) => f.name === name && f.config.path === undefined);
    if (fn?.config.schedule) return { fn, params: {}, localTrigger: true };
    if (fn && (!fn.methods || fn.methods.includes(method))) return { fn, params: {}, localTrigger: false };
  }
  return undefined;
}
