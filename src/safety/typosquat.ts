/**
 * Pure: whether a package name installed from npm, PyPI or crates is a squat of a
 * popular one — a name nobody knows, one edit (Damerau: a letter inserted,
 * dropped, changed, or two neighbours swapped) from a popular name of the same
 * registry, or equal to one but for separators and affixes (`-js`, `node-`,
 * `-npm`, `python-`, `-py`). Squatters publish exactly these names (`reqeusts`,
 * `lodahs`, `python-dateutils`, `node-fetch-npm`) because a typo or a guess
 * installs them. A popular scoped name is imitated without a typo: its scope
 * folded into an unscoped name (`anthropic-claude-code`,
 * `modelcontextprotocol-server-filesystem`) or its owner's name in a scope the
 * owner does not hold (`@anthropic/sdk`), or in a scope one letter from the owner's name
 * (`@anthropc/mcp-fs`). A popular name with two neighbouring letters swapped before generic words
 * (`axois-mcp`) is one too. The names come from popular-packages.ts; a name listed there
 * is known and never a squat (real neighbours such as `request`/`requests`).
 */
import { POPULAR_CRATES, POPULAR_NPM, POPULAR_PYPI } from './popular-packages.ts';

export type Ecosystem = 'npm' | 'pypi' | 'crates';

export interface Squat {
  /** The name as installed. */
  name: string;
  /** The popular name it imitates. */
  popular: string;
  /** What the finding says: "`reqeusts` is one letter from `requests`". */
  says: string;
}

/** Names of four letters or fewer are one edit from too many real ones. */
const SHORTEST = 5;

/** PEP 503: PyPI treats runs of `-`, `_`, `.` as one `-`, and case as nothing; crates treats `-` and `_` as one. */
const normalize = (name: string, ecosystem: Ecosystem) => (ecosystem === 'pypi' ? name.toLowerCase().replace(/[-_.]+/g, '-') : ecosystem === 'crates' ? name.toLowerCase().replace(/-/g, '_') : name.toLowerCase());

const AFFIXES: Record<Ecosystem, { prefix: RegExp; suffix: RegExp }> = {
  npm: { prefix: /^(?:node|js)[-_.]/, suffix: /(?:[-_.]?js|[-_.](?:npm|node))$/ },
  pypi: { prefix: /^(?:python3?|py)[-_.]/, suffix: /[-_.](?:python3?|py3?)$/ },
  crates: { prefix: /^(?:rust|rs)[-_]/, suffix: /[-_](?:rs|rust)$/ },
};

/** A name without its affixes and separators: `python-dateutil` and `dateutil` share `dateutil`. */
function core(name: string, ecosystem: Ecosystem): string {
  let n = name;
  for (let i = 0; i < 2; i++) n = n.replace(AFFIXES[ecosystem].prefix, '').replace(AFFIXES[ecosystem].suffix, '');
  return n.replace(/[-_.]/g, '');
}

/** What an organisation adds to its name to get a free scope (`@anthropic-ai`, `@notionhq`, `@socketio`): not part of who it is. */
const ORG_SUFFIX = /[-_.]?(?:ai|hq|io|js|dev|labs|inc|org|app|official)$/;
/** A scope as its owner is called: `@anthropic-ai` → `anthropic`. */
const owner = (scope: string) => scope.slice(1).replace(ORG_SUFFIX, '').replace(/[-_.]/g, '');

interface Table {
  known: Set<string>;
  /**
   * A popular scoped name with its scope folded into the name (`@anthropic-ai/claude-code` as
   * `anthropic-claude-code` or `anthropic-ai-claude-code`), by core: unscoped, it is anyone's to publish.
   */
  folded: Map<string, string>;
  /** Unscoped popular names of at least SHORTEST letters, for the edit distance. */
  bare: string[];
  /** Core → popular name, for the separator and affix comparison. */
  cores: Map<string, string>;
  /** npm scopes (`@anthropic-ai`) of the table. */
  scopes: Set<string>;
}

function table(names: readonly string[], ecosystem: Ecosystem): Table {
  const known = new Set(names.map((n) => normalize(n, ecosystem)));
  const bare = [...known].filter((n) => !n.startsWith('@') && n.length >= SHORTEST);
  const cores = new Map<string, string>();
  for (const n of bare) {
    const c = core(n, ecosystem);
    if (c.length >= SHORTEST && !cores.has(c)) cores.set(c, n);
  }
  const scopes = new Set([...known].filter((n) => n.startsWith('@')).map((n) => n.split('/')[0]!));
  const folded = new Map<string, string>();
  for (const n of known) {
    if (!n.startsWith('@')) continue;
    const [scope, name] = n.split('/') as [string, string];
    // A short owner (`@vue/cli`, `@babel/core`) folds into old real names (`vue-cli`, `babel-core`); a vendor's MCP
    // server folds into the `<vendor>-mcp` names community servers are published under.
    if (owner(scope).length < 6 || name.includes('mcp')) continue;
    for (const flat of [`${scope.slice(1)}-${name}`, `${owner(scope)}-${name}`]) {
      const c = core(flat, ecosystem);
      if (c.length >= SHORTEST && !cores.has(c) && !folded.has(c)) folded.set(c, n);
    }
  }
  return { known, bare, cores, scopes, folded };
}

const TABLES: Record<Ecosystem, Table> = { npm: table(POPULAR_NPM, 'npm'), pypi: table(POPULAR_PYPI, 'pypi'), crates: table(POPULAR_CRATES, 'crates') };

/** Whether `a` and `b` differ by exactly one insertion, deletion, substitution or swap of neighbours. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.slice(i) === long.slice(i + 1);
}

/** Letters of other scripts drawn like Latin ones (Cyrillic, Greek), and a capital I drawn like a small l. */
/**
 * Whether two names differ only in their first letter (`hjson` and `ujson`, `oyaml` and `pyaml`, `moto` and `boto`):
 * how real packages of one family are named (a letter before a format or a word), not a slip: a typist and a reader
 * get the first letter right, and squatters keep it (`reqeusts`, `lodahs`, `colourama`, `urlib3`).
 */
export function otherInitial(a: string, b: string): boolean {
  return a.length === b.length && a[0] !== b[0] && a.slice(1) === b.slice(1);
}

const CONFUSABLE: Record<string, string> = { I: 'l', а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ɡ: 'g', ο: 'o', α: 'a', ν: 'v', ι: 'i', κ: 'k', τ: 't' };

/**
 * A name written with a look-alike letter (`bIack-mcp` with a capital I, a Cyrillic `о`), read as it looks:
 * the name it shows, when that is a popular name or begins with one (`black` + `-mcp`). Registries compare
 * names without case, so the capital never tells a reader anything but what it imitates.
 */
function homoglyph(name: string, ecosystem: Ecosystem, t: Table): Squat | undefined {
  const shown = [...name].map((c) => CONFUSABLE[c] ?? c).join('').normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  if (shown === name || !/^[\x20-\x7e]+$/.test(shown)) return undefined;
  const n = normalize(shown, ecosystem);
  const parts = n.split('-');
  for (let i = parts.length; i >= 1; i--) {
    const head = parts.slice(0, i).join('-');
    if (head.length >= SHORTEST && t.known.has(head)) return { name, popular: head, says: `\`${name}\` is written with a look-alike letter to read as \`${head}\`` };
  }
  return undefined;
}

/** Whether a name, or its scope, is in the popular table of its registry (a scope belongs to its owner). */
export function isKnownPackage(name: string, ecosystem: Ecosystem): boolean {
  const t = TABLES[ecosystem];
  const n = normalize(name, ecosystem);
  return t.known.has(n) || (n.startsWith('@') && t.scopes.has(n.split('/')[0]!));
}

/** The squat a package name is, or undefined for a known name, a short one, or one far from every popular name. */
export function squatOf(name: string, ecosystem: Ecosystem): Squat | undefined {
  const t = TABLES[ecosystem];
  const looks = homoglyph(name, ecosystem, t);
  if (looks) return looks;
  const n = normalize(name, ecosystem);
  if (t.known.has(n)) return undefined;
  if (n.startsWith('@')) {
    // A scope belongs to its owner: only a scope one edit from a popular one (`@antropic-ai/sdk`) imitates.
    const scope = n.split('/')[0]!;
    if (t.scopes.has(scope)) return undefined;
    // `@anthropic/sdk` for `@anthropic-ai/sdk`: the same owner's name in a scope the owner does not hold, the same package.
    const rest = n.slice(scope.length + 1);
    const held = [...t.scopes].find((s) => owner(s) === owner(scope) && owner(s).length >= 3 && t.known.has(`${s}/${rest}`));
    if (held) return { name, popular: `${held}/${rest}`, says: `\`${name}\` imitates \`${held}/${rest}\` in a scope its owner does not hold` };
    // `@typse/node`, `@type/node`: a package of a popular scope under a scope one letter from it, however short the scope.
    const twin = [...t.scopes].find((s) => oneEditApart(scope, s) && t.known.has(`${s}/${n.slice(scope.length + 1)}`));
    if (twin) return { name, popular: `${twin}/${n.slice(scope.length + 1)}`, says: `the scope \`${scope}\` of \`${name}\` is one letter from \`${twin}\`` };
    if (scope.length - 1 < SHORTEST) return undefined;
    const popular = [...t.scopes].find((s) => s.length - 1 >= SHORTEST && oneEditApart(scope, s));
    if (popular) return { name, popular, says: `the scope \`${scope}\` of \`${name}\` is one letter from \`${popular}\`` };
    // `@anthropc/mcp-fs`, `@antrhopic/mcp-tools`: the owner's name one letter off, without the suffix it took for its scope (`@anthropic-ai`).
    // Owners of seven letters or more: shorter ones are one letter from real scopes (`@aws-cdk` beside `@aws-sdk`).
    const mimicked = [...t.scopes].find((s) => owner(s).length >= 7 && oneEditApart(owner(scope), owner(s)));
    return mimicked ? { name, popular: mimicked, says: `the scope \`${scope}\` of \`${name}\` is one letter from \`${mimicked}\`'s owner` } : undefined;
  }
  if (n.length < SHORTEST) return undefined;
  const near = t.bare.find((p) => oneEditApart(n, p) && !otherInitial(n, p));
  if (near) return { name, popular: near, says: `\`${name}\` is one letter from \`${near}\`` };
  const same = t.cores.get(core(n, ecosystem));
  if (same) return { name, popular: same, says: `\`${name}\` differs from \`${same}\` only by separators or an affix` };
  const folded = t.folded.get(core(n, ecosystem));
  if (folded) return { name, popular: folded, says: `\`${name}\` is \`${folded}\` with its scope folded into an unscoped name anyone can publish` };
  return swappedHead(n, t);
}

/** Words a package or a component adds to the name of what it wraps or extends (`axios-mcp`, `requests-helper`). */
const GENERIC_WORDS = new Set(['mcp', 'server', 'cli', 'sdk', 'api', 'client', 'tool', 'tools', 'toolkit', 'kit', 'helper', 'helpers', 'util', 'utils', 'plugin', 'wrapper', 'bridge', 'proxy', 'lib', 'core', 'skill', 'agent', 'js', 'ts', 'py']);

/** Whether `a` is `b` with two neighbouring letters swapped (`axois`, `reqeusts`): a slip of the fingers, seldom another word. */
function swapped(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  let i = 0;
  while (a[i] === b[i]) i++;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/**
 * `axois-mcp`, `reqeusts-helper`: a popular name with two neighbouring letters swapped, then only generic words. Only a
 * swap: a letter added or dropped before a suffix makes real words (`event-cli` beside `events`, `prompt-helper` beside `prompts`).
 */
function swappedHead(n: string, t: Table): Squat | undefined {
  const words = n.split(/[-_.]/);
  let end = words.length;
  while (end > 1 && GENERIC_WORDS.has(words[end - 1]!)) end--;
  if (end === words.length) return undefined;
  const head = words.slice(0, end).join('-');
  if (head.length < SHORTEST || t.known.has(head)) return undefined;
  const near = t.bare.find((p) => swapped(head, p));
  return near ? { name: n, popular: near, says: `\`${n}\` is \`${near}\` with two letters swapped, and \`-${words.slice(end).join('-')}\` added` } : undefined;
}

/**
 * The popular package of npm or PyPI a name is, with two neighbouring letters swapped, alone or before generic words
 * (`reqeusts`, `reqeusts-helper`): what a component named for a package it imitates is called.
 */
export function swappedPackageName(name: string): string | undefined {
  const n = name.toLowerCase();
  for (const ecosystem of ['npm', 'pypi'] as const) {
    const t = TABLES[ecosystem];
    if (t.known.has(normalize(n, ecosystem))) return undefined;
  }
  for (const ecosystem of ['npm', 'pypi'] as const) {
    const t = TABLES[ecosystem];
    const whole = n.length >= SHORTEST ? t.bare.find((p) => swapped(normalize(n, ecosystem), p)) : undefined;
    if (whole) return whole;
    const head = swappedHead(normalize(n, ecosystem), t);
    if (head) return head.popular;
  }
  return undefined;
}
