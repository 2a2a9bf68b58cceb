/**
 * The benchmarks' generated catalog: `total` components of every kind in the
 * real catalog's proportions, realistic sizes, one file in ten with frontmatter
 * that is not valid YAML. With `messy`, also what community catalogs carry and
 * the site must survive: long unbroken tokens, non-Latin text, agent
 * descriptions full of <example>/<commentary> blocks, a very long category
 * name, names that repeat across categories, dotted/uppercase names and
 * commands without a description. Deterministic: the same arguments give the
 * same tree (the messy extras draw from their own generator, so the plain
 * catalog is the one the catalog benchmark always measured).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { KINDS, type ComponentType } from '../src/catalog/kinds.ts';

export interface GenerateOptions {
  messy?: boolean;
  /**
   * The shapes of the real community catalog (issue 29): agents of 3-14 KB,
   * skills with reference, script and asset files in nested folders (one in
   * fifty a long skill of 40-150 files, one in 20,000 of 1,100), hooks that
   * ship their script (60 %), plugins of 5-15 files, and 400 categories.
   * Without it, the smaller catalog the earlier benchmarks measured.
   */
  real?: boolean;
}

let messySeed = 7;
const messyRand = () => ((messySeed = (messySeed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);

const LONG_CATEGORY = 'enterprise-platform-integration-and-infrastructure-automation-tooling';
const UNICODE = ['Résumé-aware ✓', '日本語のコードレビュー', 'Überprüft Änderungen 🚀', 'проверка кода', 'מבקר קוד'];

function messyDescription(description: string, kind: ComponentType): string {
  const r = messyRand();
  if (r < 0.05) return `${description} See https://example.com/${'very-long-path-segment-without-breaks'.repeat(3)}?query=${'x'.repeat(40)}`;
  if (r < 0.08) return `${pickMessy(UNICODE)} ${description}`;
  if (r < 0.1) return `${description} ${'SuperLongIdentifierWithoutAnySpacesAtAll'.repeat(3)}`;
  if (r < 0.12) return `${description} ${words(300)}`;
  if (kind === 'agents' && r < 0.3)
    return `${description}. Examples:\\n\\n<example>\\nContext: ${words(12)}\\nuser: "${words(8)}"\\nassistant: "${words(10)}"\\n<commentary>\\n${words(20)}\\n</commentary>\\n</example>\\n\\n<example>\\nContext: ${words(10)}\\nuser: "${words(6)}"\\n</example>`;
  return description;
}
const pickMessy = <T>(items: readonly T[]): T => items[Math.floor(messyRand() * items.length)]!;

let seed = 42;
const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
/**
 * Words as real component text has them (docs/benchmarks.md, "Word statistics of real
 * components"): a Zipf law of exponent 0.85 over a long vocabulary, function words on top,
 * the domain words the benchmarks search for at the document frequencies measured on 90
 * real components (name, description and the first 600 characters of the body), the rest a
 * tail of made-up words. A uniform draw from a few dozen words, as before, put "kubernetes"
 * in 65 % of components (3 % in the real catalog), so every full-text query matched most of
 * the catalog.
 */
export const MEASURED_DF: Readonly<Record<string, number>> = {
  and: 0.944, for: 0.767, use: 0.711, the: 0.7, to: 0.7, with: 0.611, you: 0.6, when: 0.5,
  code: 0.4, agent: 0.356, design: 0.267, review: 0.256, performance: 0.256, architecture: 0.2, security: 0.189,
  query: 0.178, test: 0.156, api: 0.156, database: 0.144, service: 0.133, audit: 0.122, document: 0.111, error: 0.111,
  log: 0.1, schema: 0.089, version: 0.089, plan: 0.089, pattern: 0.089, latency: 0.078, python: 0.078, go: 0.078,
  rest: 0.067, incident: 0.067, request: 0.067, deploy: 0.056, branch: 0.056, typescript: 0.044, format: 0.044,
  trace: 0.044, release: 0.044, commit: 0.044, migration: 0.033, frontend: 0.033, backend: 0.033, kubernetes: 0.033,
  rust: 0.033, issue: 0.033, component: 0.033, function: 0.033, method: 0.033, cache: 0.022, graphql: 0.022,
  docker: 0.022, conflict: 0.022, pull: 0.022, module: 0.022, class: 0.022, index: 0.011, terraform: 0.011,
  lint: 0.011, refactor: 0.011, explain: 0.011, debug: 0.011, metric: 0.011, alert: 0.011, changelog: 0.011,
  merge: 0.011, sprint: 0.011, exception: 0.011, retry: 0.011, worker: 0.011,
  // Not seen in the 90: rarer than 1 in 90.
  ticket: 0.004, variable: 0.004, timeout: 0.004, queue: 0.004,
};
/** Domain words, for category names. */
const WORDS = Object.keys(MEASURED_DF).slice(8);
const ZIPF_S = 0.85;
const VOCABULARY_SIZE = 50_000;
/** Words in a generated component's indexed text (description and 600 characters of body), to turn a document frequency into a rank. */
const WORDS_PER_TEXT = 140;
/** Words of names: never the function words on top. */
const FIRST_NAME_RANK = 16;

/** Made-up words of two or three syllables, one per number: the vocabulary's long tail. */
function madeUpWord(k: number): string {
  const consonants = 'bdfgklmnprstvz';
  const vowels = 'aeiou';
  let word = '';
  let n = k;
  for (let syllables = 0; syllables < 2 || n > 0; syllables++) {
    word += consonants[n % consonants.length]! + vowels[Math.floor(n / consonants.length) % vowels.length]!;
    n = Math.floor(n / (consonants.length * vowels.length));
  }
  return word;
}

const VOCABULARY: string[] = (() => {
  const weights = Array.from({ length: VOCABULARY_SIZE }, (_, r) => (r + 1) ** -ZIPF_S);
  const total = weights.reduce((a, b) => a + b, 0);
  const slots: Array<string | undefined> = new Array(VOCABULARY_SIZE);
  for (const [word, df] of Object.entries(MEASURED_DF)) {
    // The share of words that gives this document frequency, and the Zipf rank with that share.
    const share = 1 - (1 - df) ** (1 / WORDS_PER_TEXT);
    let rank = Math.max(0, Math.round((1 / (share * total)) ** (1 / ZIPF_S)) - 1);
    while (slots[rank]) rank++;
    slots[rank] = word;
  }
  const taken = new Set(Object.keys(MEASURED_DF));
  let k = 0;
  for (let r = 0; r < VOCABULARY_SIZE; r++) {
    if (slots[r]) continue;
    let word = madeUpWord(k++);
    while (taken.has(word)) word = madeUpWord(k++);
    taken.add(word);
    slots[r] = word;
  }
  return slots as string[];
})();
const CUMULATIVE = (() => {
  const c = new Float64Array(VOCABULARY_SIZE);
  let sum = 0;
  for (let r = 0; r < VOCABULARY_SIZE; r++) c[r] = sum += (r + 1) ** -ZIPF_S;
  return c;
})();
/**
 * Words draw from their own generator (mulberry32): `rand` loses its low bits to
 * floating-point products, too coarse to tell rank 109 from rank 112 (one word came out at
 * 2.3 times the other's frequency), and the catalog's structure keeps its old draws.
 */
let wordSeed = 29;
function wordRand(): number {
  wordSeed = (wordSeed + 0x6d2b79f5) | 0;
  let t = Math.imul(wordSeed ^ (wordSeed >>> 15), 1 | wordSeed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
/** A Zipf-distributed rank, from `first` on. */
function zipfRank(first = 0): number {
  const lo0 = first === 0 ? 0 : CUMULATIVE[first - 1]!;
  const u = lo0 + wordRand() * (CUMULATIVE[VOCABULARY_SIZE - 1]! - lo0);
  let lo = first;
  let hi = VOCABULARY_SIZE - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (CUMULATIVE[mid]! < u) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
const words = (n: number) => Array.from({ length: n }, () => VOCABULARY[zipfRank()]!).join(' ');
/** A name's words: mostly rare ones, as real names are (124 of 151 name words used once in the sample). */
const nameWord = () => VOCABULARY[zipfRank(FIRST_NAME_RANK)]!;
/** Names given so far, per kind. */
const namesGiven = new Map<string, Set<string>>();
/**
 * Two words, and more while the name is taken, as real catalogs name the next reviewer
 * ("code-reviewer-pro"): no sequence number, which no real name carries and which made a
 * third of the compact search index's compressed size.
 */
function uniqueName(kind: string): string {
  const given = namesGiven.get(kind) ?? namesGiven.set(kind, new Set()).get(kind)!;
  let name = `${kind}-${nameWord()}-${nameWord()}`;
  while (given.has(name)) name += `-${nameWord()}`;
  given.add(name);
  return name;
}
const paragraph = (bytes: number) => {
  const lines: string[] = [];
  let size = 0;
  while (size < bytes) {
    const line = rand() < 0.15 ? `## ${words(3)}` : rand() < 0.2 ? `- ${words(8)}` : `${words(14)}.`;
    lines.push(line);
    size += line.length + 1;
  }
  return lines.join('\n');
};

const SHARE: Record<ComponentType, number> = {
  agents: 0.26, commands: 0.2, skills: 0.12, hooks: 0.09, mcps: 0.09, settings: 0.06, loops: 0.06, mods: 0.04, sandbox: 0.03, templates: 0.05,
};

async function put(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

function frontmatter(description: string, extra: string): string {
  // One in ten has frontmatter that is not valid YAML, as community files do.
  const messy = rand() < 0.1;
  return messy ? `---\ndescription: Use when: ${description}\ntools: *\n${extra}---\n` : `---\ndescription: "${description}"\n${extra}---\n`;
}

/** Category names as real catalogs have them: a field, sometimes a sub-field joined with a dot. */
const FIELDS = ['ai-research', 'data-ai', 'devops', 'api-graphql', 'security', 'testing', 'frontend', 'backend', 'documentation', 'automation', 'database', 'git', 'cloud', 'mobile', 'performance', 'scientific', 'business', 'design', 'infrastructure', 'monitoring'];
const realCategory = (i: number) => {
  const field = FIELDS[i % FIELDS.length]!;
  const sub = Math.floor(i / FIELDS.length) % 20;
  return sub === 0 ? field : `${field}.${WORDS[(sub * 7) % WORDS.length]}-${sub}`;
};

/** A real-shaped skill: SKILL.md plus files in nested folders. */
async function realSkill(d: string, index: number, fm: string) {
  await put(join(d, 'SKILL.md'), fm + paragraph(3000 + rand() * 7000));
  const count = index % 20_000 === 19_999 ? 1100 : index % 50 === 49 ? 40 + Math.floor(rand() * 110) : Math.floor(rand() * 8);
  for (let f = 0; f < count; f++) {
    const r = rand();
    if (r < 0.55) await put(join(d, 'references', f > 20 ? `part-${f % 7}` : '', `ref-${f}.md`), `# ${words(4)}\n\n${paragraph(2000 + rand() * 12000)}`);
    else if (r < 0.8) {
      const lines = Array.from({ length: 20 + Math.floor(rand() * 120) }, () => `print(${JSON.stringify(words(6))})`);
      await put(join(d, 'scripts', `tool_${f}.py`), `#!/usr/bin/env python3\n# ${words(10)}\nimport sys\n\n${lines.join('\n')}\n`);
    } else await put(join(d, 'assets', 'templates', `t-${f}.json`), JSON.stringify({ name: words(2), steps: Array.from({ length: 8 }, () => words(6)) }, null, 2));
  }
}

export async function generate(dir: string, total: number, options: GenerateOptions = {}): Promise<number> {
  seed = 42;
  messySeed = 7;
  wordSeed = 29;
  namesGiven.clear();
  let made = 0;
  const real = options.real === true;
  for (const kind of KINDS) {
    const count = Math.round(total * SHARE[kind.type]);
    for (let i = 0; i < count; i++) {
      let category = real ? realCategory(i) : `cat-${i % 25}`;
      let name = uniqueName(kind.singular);
      let description = words(12 + Math.floor(rand() * 20));
      if (options.messy) {
        if (i % 25 === 24) category = LONG_CATEGORY;
        // Twins: the same kind and name in two categories (cat-10 and cat-11).
        if (i % 100 === 10 || i % 100 === 11) name = `${kind.singular}-twin-${Math.floor(i / 100)}`;
        else if (messyRand() < 0.02) name = `${kind.singular.toUpperCase()}.Dotted_Name.v${i}`;
        description = messyDescription(description, kind.type);
        // A command without a description (a warning; the page falls back to its body).
        if (kind.type === 'commands' && i % 40 === 7) description = '';
      }
      const base = join(dir, kind.type, category);
      const hookJson = (script?: string) =>
        JSON.stringify(
          {
            description,
            ...(script ? { supportingFiles: [{ source: script, destination: `.claude/hooks/${script}`, executable: true }] } : {}),
            hooks: { PostToolUse: [{ matcher: 'Edit|Write', hooks: [{ type: 'command', command: script ? `bash .claude/hooks/${script}` : `echo ${words(3)}` }] }] },
          },
          null,
          2,
        );
      switch (kind.type) {
        case 'agents':
          await put(join(base, `${name}.md`), frontmatter(description, `name: ${name}\nmodel: sonnet\n`) + paragraph(real ? 3000 + rand() * 11000 : 2000 + rand() * 6000));
          break;
        case 'commands':
        case 'loops':
          await put(join(base, `${name}.md`), frontmatter(description, kind.type === 'loops' ? 'interval: 10m\n' : 'argument-hint: [file] | --all\n') + paragraph(real ? 1000 + rand() * 8000 : 800 + rand() * 2500));
          break;
        case 'skills': {
          const d = join(base, name);
          if (real) {
            await realSkill(d, i, frontmatter(description, `name: ${name}\n`));
            break;
          }
          await put(join(d, 'SKILL.md'), frontmatter(description, `name: ${name}\n`) + paragraph(3000 + rand() * 7000));
          for (let f = 0; f < Math.floor(rand() * 3); f++) await put(join(d, 'references', `ref-${f}.md`), paragraph(2000 + rand() * 8000));
          break;
        }
        case 'hooks': {
          const script = rand() < (real ? 0.6 : 0.3) ? `${name}.${real && rand() < 0.5 ? 'py' : 'sh'}` : undefined;
          await put(join(base, `${name}.json`), hookJson(script));
          const body = real ? `${paragraph(1000 + rand() * 3000).replace(/^/gm, '# ')}\n` : '';
          if (script) await put(join(base, script), `#!/usr/bin/env ${script.endsWith('.py') ? 'python3' : 'bash'}\n# ${words(10)}\n${body}${script.endsWith('.py') ? 'raise SystemExit(0)' : 'exit 0'}\n`);
          break;
        }
        case 'mcps':
          await put(join(base, `${name}.json`), JSON.stringify({ mcpServers: { [name]: { description, command: 'npx', args: ['-y', `${name}-server`], env: { API_KEY: '<key>' } } } }, null, 2));
          break;
        case 'settings':
          await put(join(base, `${name}.json`), JSON.stringify({ description, permissions: { allow: ['Read', 'Grep'], deny: ['WebFetch'] }, env: { X: '1' } }, null, 2));
          break;
        case 'mods': {
          const d = join(base, name);
          await put(join(d, '.claude-plugin', 'plugin.json'), JSON.stringify({ name, description, version: '1.0.0', author: { name: 'Bench' } }, null, 2));
          await put(join(d, 'hooks', 'hooks.json'), JSON.stringify({ hooks: JSON.parse(hookJson()).hooks }, null, 2));
          await put(join(d, 'README.md'), `# ${name}\n\n${paragraph(1500)}`);
          for (let f = 0; f < (real ? 3 + Math.floor(rand() * 10) : 3); f++) await put(join(d, 'commands', `cmd-${f}.md`), frontmatter(words(6), '') + paragraph(600));
          break;
        }
        case 'sandbox':
        case 'templates': {
          const d = join(base, name);
          await put(join(d, 'README.md'), frontmatter(description, '') + paragraph(1500));
          await put(join(d, kind.type === 'sandbox' ? '.devcontainer/devcontainer.json' : '.claude/settings.json'), '{\n  "name": "x"\n}\n');
          await put(join(d, kind.type === 'sandbox' ? '.devcontainer/Dockerfile' : 'CLAUDE.md'), paragraph(500));
          break;
        }
      }
      made++;
    }
  }
  return made;
}

