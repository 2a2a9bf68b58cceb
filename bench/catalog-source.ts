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
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const WORDS = (
  'agent review code test deploy database query index schema migration security audit performance cache ' +
  'latency frontend backend api graphql rest docker kubernetes terraform python typescript rust go lint ' +
  'format refactor document explain debug trace log metric alert incident release version changelog ' +
  'commit branch merge conflict pull request issue ticket sprint plan design architecture pattern ' +
  'component service module function class method variable error exception retry timeout queue worker'
).split(' ');
const words = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
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
  let made = 0;
  const real = options.real === true;
  for (const kind of KINDS) {
    const count = Math.round(total * SHARE[kind.type]);
    for (let i = 0; i < count; i++) {
      let category = real ? realCategory(i) : `cat-${i % 25}`;
      let name = `${kind.singular}-${words(2).replace(/ /g, '-')}-${i}`;
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

