/**
 * `toolshed scan [--format text|json|sarif] [--kind <type>] <path>…`: the
 * safety analyzer for component authors, catalog CI and anyone asking "what
 * is installed here, and what does it do": a component file or folder, a
 * catalog source tree (the build's own loader, reviewed exceptions included),
 * a Claude Code plugin folder, a marketplace repository or a project's
 * installed `.claude/`, or a folder or file of source code no kind claims (an
 * MCP server's, read as code; scan-targets.ts decides what those hold). Exit 1 when
 * a blocking finding is not covered by a reviewed exception, 2 on bad usage,
 * else 0. `--json` prints every report exactly (docs/safety.md), `--format
 * sarif` a SARIF 2.1.0 log (sarif.ts); the human output escapes what it shows.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { KINDS, kindByType, type Kind } from '../catalog/kinds.ts';
import { loadCatalog, loadComponentAt } from '../catalog/load.ts';
import type { CatalogComponent } from '../catalog/component.ts';
import { contentDigest } from '../catalog/digest.ts';
import { emptyTree, readFolder, readOne, topNames, TreeTooLargeError } from '../import/tree.ts';
import { PUBLISHED_SITE_URL } from '../install/settings.ts';
import { analyzeComponent } from '../safety/analyze.ts';
import { loadGrammars, withGrammars } from '../safety/ir/grammars.ts';
import { SAFETY_EXCEPTIONS_FILE } from '../safety/exceptions.ts';
import type { Capabilities, Finding } from '../safety/report.ts';
import { summarizeSafety } from '../safety/summary.ts';
import { PACKAGE_VERSION } from './version.ts';
import { sarifLog } from './sarif.ts';
import { INSTALLED_FILES, INSTALLED_FOLDERS, layoutOf, OTHER_SKILL_FOLDERS, planCode, planInstalled, planMarketplace, planPlugin, PROJECT_MCP_FILE, type ScanPlan } from './scan-targets.ts';
import { visible } from '../text/visible.ts';
import type { CliIO } from './io.ts';

const HELP = `Usage: toolshed scan [--format text|json|sarif] [--kind <type>] <path>…

Checks components with the catalog's safety analyzer (docs/safety.md):
  a component file      agents/…/x.md, hooks/…/x.json (its supporting files beside it), …
  a component folder    a skill (SKILL.md), a sandbox or template
  a plugin folder       .claude-plugin/plugin.json with agents/, commands/, skills/, hooks/, .mcp.json
  a marketplace         a repository with .claude-plugin/marketplace.json: each plugin in its folder
  a project             its installed .claude/ (agents, commands, skills, settings and their hooks)
                        and .mcp.json: what is installed here, and what it does; or a .claude folder;
                        skills installed for OpenClaw (.openclaw/skills/) are read as skills
  a catalog source tree a folder of kind folders (agents/, hooks/, …), with its safety-exceptions.json
  source code           a folder or file none of the above claims, such as an MCP server's source before
                        you add it: every file read as code, its tools' names and descriptions as what the
                        model reads

Options:
  --format <f>    text (default), json ([{component, source, sha256, safety}]) or sarif (SARIF 2.1.0,
                  file and line of every finding, for code scanning in CI)
  --json          the same as --format json
  --kind <type>   the kind when the path does not say (${KINDS.map((k) => k.type).join(', ')}); a file kind
                  (agents, commands, hooks, mcps, settings, loops) takes a file, the others a folder
  -h, --help      this help

Exit codes: 0 no blocking finding, 1 a blocking finding without a reviewed exception, 2 bad usage or unreadable path.
`;

interface Scanned {
  component: string;
  source: string;
  sha256: string;
  safety: CatalogComponent['safety'];
}

/** Where a report's files are on disk: `content` is `entry`, any other file is under `root`. */
interface Located {
  scanned: Scanned;
  root: string;
  entry: string;
  /** Show what it does (capabilities) under its verdict: for the layouts a user installs, not catalog trees. */
  does: boolean;
}

/** The kind of a component at a path: from `--kind`, from a `{type}/{category}/{name}` path, or from what the path holds. */
async function kindAt(path: string, isDir: boolean, given: Kind | undefined): Promise<Kind | undefined> {
  if (given) return given;
  const parts = resolve(path).split(/[\\/]/);
  const typed = kindByType(parts[parts.length - 3] ?? '');
  if (typed && typed.layout === (isDir ? 'dir' : 'file')) return typed;
  if (isDir) {
    const names = new Set(await readdir(path));
    if (names.has('SKILL.md')) return kindByType('skills');
    if (names.has('.claude-plugin')) return kindByType('mods');
    if (names.has('.devcontainer') || [...names].some((n) => /^(?:Dockerfile|Containerfile|docker-compose)/.test(n))) return kindByType('sandbox');
    return names.has('README.md') ? kindByType('templates') : undefined;
  }
  if (/\.json$/i.test(path)) {
    let doc: Record<string, unknown> = {};
    try {
      doc = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
    } catch {
      // Unreadable or not JSON: read as settings, whose loader says what is wrong with it.
    }
    if (doc && typeof doc === 'object' && 'hooks' in doc && !('permissions' in doc)) return kindByType('hooks');
    if (doc && typeof doc === 'object' && 'mcpServers' in doc && Object.keys(doc).every((k) => ['mcpServers', 'description'].includes(k))) return kindByType('mcps');
    return kindByType('settings');
  }
  if (/\.md$/i.test(path)) return kindByType(parts.includes('commands') ? 'commands' : parts.includes('loops') ? 'loops' : 'agents');
  return undefined;
}

/**
 * Whether a folder is a catalog source tree: kind folders or the exceptions file in it. A folder with its own
 * SKILL.md is a skill, whatever its subfolders are called (a skill's `hooks/` or `scripts/` is its own files).
 */
async function isSourceTree(path: string): Promise<boolean> {
  const names = await readdir(path);
  if (names.includes('SKILL.md')) return false;
  if (names.includes(SAFETY_EXCEPTIONS_FILE)) return true;
  // A kind folder laid out as the catalog's (`{type}/{category}/{name}{ext}` or `{type}/{category}/{name}/{entry}`), not a
  // folder of a program that happens to share its name (an MCP server's Jinja `templates/`, a web app's `hooks/`).
  for (const kind of KINDS) {
    if (!names.includes(kind.type)) continue;
    const categories = await readdir(join(path, kind.type), { withFileTypes: true }).catch(() => []);
    for (const category of categories.filter((c) => c.isDirectory())) {
      const entries = await readdir(join(path, kind.type, category.name), { withFileTypes: true }).catch(() => []);
      const fits = kind.layout === 'file' ? entries.some((e) => e.isFile() && e.name.endsWith(kind.ext)) : entries.some((e) => e.isDirectory());
      if (fits) return true;
    }
  }
  return false;
}

const asScanned = (c: CatalogComponent): Scanned => ({ component: `${c.kind.type}/${c.category}/${c.name}`, source: c.source, sha256: c.sha256, safety: c.safety });

/** A catalog component's files on disk: a folder kind's under its folder, a file kind's beside it. */
function placed(c: CatalogComponent, abs: string, does: boolean, source = c.source): Located {
  if (c.kind.layout === 'file') return { scanned: { ...asScanned(c), source }, root: dirname(abs), entry: abs, does };
  // A folder kind's source is its folder (a loose one) or its entry file (in a source tree).
  const entryPath = join(...c.kind.entry!.split('/'));
  const root = abs.endsWith(`${sep}${entryPath}`) ? abs.slice(0, -entryPath.length - 1) : abs;
  return { scanned: { ...asScanned(c), source }, root, entry: join(root, entryPath), does };
}

/** The plugin, marketplace or installed layout of a folder, read through the import's tree reader (no link followed, sizes capped). */
async function planFolder(path: string): Promise<ScanPlan | undefined> {
  const layout = layoutOf(await topNames(path), await topNames(path, '.claude-plugin').catch(() => []), basename(path) === '.claude');
  if (!layout) return undefined;
  const tree = emptyTree();
  if (layout === 'installed') {
    // Only what Claude Code loads from there: a home .claude also holds transcripts and caches, never read.
    const claude = basename(path) === '.claude' ? '' : '.claude';
    const at = (name: string) => (claude ? `${claude}/${name}` : name);
    const names = await topNames(path, claude);
    for (const dir of INSTALLED_FOLDERS) {
      if (names.includes(`${dir}/`)) await readFolder(path, at(dir), tree);
      else if (names.includes(dir)) tree.refused.push({ path: at(dir), reason: 'a symbolic link or not a folder; not followed' });
    }
    for (const file of INSTALLED_FILES) if (names.includes(file)) await readOne(path, at(file), tree);
    if (claude) {
      await readOne(path, PROJECT_MCP_FILE, tree);
      // Another agent's skills folder, when the project has one (a link to it is named, never followed).
      for (const folder of OTHER_SKILL_FOLDERS) if ((await topNames(path)).includes(`${folder.split('/')[0]}/`)) await readFolder(path, folder, tree);
    }
    return planInstalled(tree, claude);
  }
  await readFolder(path, '', tree);
  return layout === 'plugin' ? planPlugin(tree, basename(path)) : planMarketplace(tree);
}

/** A folder or one file that no layout or kind claims, read as source code (scan-targets.ts planCode). */
async function planCodeAt(path: string, isDir: boolean): Promise<ScanPlan> {
  const tree = emptyTree();
  if (!isDir) {
    await readOne(dirname(path), basename(path), tree);
    return planCode(tree, basename(path), basename(path));
  }
  await readFolder(path, '', tree);
  return planCode(tree, basename(path));
}

function planned(plan: ScanPlan, path: string): Located[] {
  return plan.targets.map((t) => {
    const safety = analyzeComponent(kindByType(t.kind)!, t.published);
    return { scanned: { component: t.component, source: t.entry, sha256: contentDigest(t.published), safety }, root: join(path, t.root), entry: join(path, t.entry), does: true };
  });
}

/** What a component does, in a few short lines (from its capabilities, code that runs only). */
function doesLines(caps: Capabilities): string[] {
  const few = (items: string[], n = 4) => (items.length > n ? `${items.slice(0, n).join(', ')} and ${items.length - n} more` : items.join(', '));
  const lines: string[] = [];
  if (caps.hooks.length) lines.push(`hooks: ${few(caps.hooks.map((h) => `${h.event}${h.matcher ? ` (${h.matcher})` : h.everyToolCall ? ' (every tool call)' : ''} runs ${h.runs}`), 3)}`);
  else if (caps.runs.length) lines.push(`runs: ${few(caps.runs, 3)}`);
  if (caps.mcpServers.length) lines.push(`MCP servers: ${few(caps.mcpServers.map((m) => `${m.name} (${m.runs})`), 3)}`);
  if (caps.permissions.length) lines.push(`permissions: ${few(caps.permissions)}`);
  if (caps.network.length) lines.push(`network: ${few(caps.network)}`);
  if (caps.files.length) lines.push(`files outside the project: ${few(caps.files.map((f) => `${f.path} (${f.access})`))}`);
  if (caps.env.length) lines.push(`environment: ${few(caps.env, 6)}`);
  return lines;
}

/**
 * What one path holds, read and analysed: its components' reports and the warnings to show,
 * or the exit code of a usage error (already reported). Reads and analyses only, so that
 * withGrammars() may run it again once the grammars its files use are loaded.
 */
async function scanPath(raw: string, io: CliIO, given: Kind | undefined): Promise<{ located: Located[]; problems: string[] } | { code: number }> {
  const located: Located[] = [];
  const problems: string[] = [];
  const path = resolve(io.cwd, raw);
  const info = await stat(path).catch(() => undefined);
  if (!info || (!info.isFile() && !info.isDirectory())) {
    io.stderr(`toolshed scan: ${visible(raw)}: not a file or folder\n`);
    return { code: 2 };
  }
  if (info.isDirectory() && !given) {
    let plan: ScanPlan | undefined;
    try {
      plan = await planFolder(path);
    } catch (error) {
      if (!(error instanceof TreeTooLargeError)) throw error;
      io.stderr(`toolshed scan: ${visible(raw)}: ${error.message}\n`);
      return { code: 2 };
    }
    if (plan) {
      located.push(...planned(plan, path));
      problems.push(...plan.notes);
      if (plan.targets.length === 0) problems.push(`${raw}: ${plan.layout === 'installed' ? 'nothing installed in .claude/, .mcp.json or another agent\'s skills folder' : `no plugin to check in this ${plan.layout}`}`);
      return { located, problems };
    }
  }
  if (info.isDirectory() && (await isSourceTree(path))) {
    // A whole catalog uses every language: all grammars at once, not a second pass over it.
    await loadGrammars();
    const catalog = await loadCatalog(path);
    located.push(...catalog.components.map((c) => placed(c, join(path, c.source), false)));
    problems.push(...[...catalog.errors, ...catalog.warnings].filter((p) => !/^blocking safety finding/.test(p.message)).map((p) => `${p.file}: ${p.message}`));
    if (catalog.components.length === 0) problems.push(`${raw}: read as a catalog source tree (a kind folder or ${SAFETY_EXCEPTIONS_FILE} in it), but no component was found in it; give --kind to scan it as one component`);
    return { located, problems };
  }
  if (given && (given.layout === 'dir') !== info.isDirectory()) {
    const wants = given.layout === 'dir' ? `a folder (its ${given.entry} inside)` : `a file (a ${given.ext} file)`;
    io.stderr(`toolshed scan: ${visible(raw)}: --kind ${given.type} reads ${wants}, and this is a ${info.isDirectory() ? 'folder' : 'file'}; leave out --kind to let the scan tell what it holds (a folder of source code, such as an MCP server's, is read as code)\n`);
    return { code: 2 };
  }
  const kind = await kindAt(path, info.isDirectory(), given);
  if (!kind) {
    // No layout, catalog tree or kind claims it: source code (an MCP server's, before it is added), read as code.
    let plan: ScanPlan;
    try {
      plan = await planCodeAt(path, info.isDirectory());
    } catch (error) {
      if (!(error instanceof TreeTooLargeError)) throw error;
      io.stderr(`toolshed scan: ${visible(raw)}: ${error.message}\n`);
      return { code: 2 };
    }
    located.push(...planned(plan, info.isDirectory() ? path : dirname(path)));
    problems.push(...plan.notes);
    if (plan.targets.length === 0) problems.push(`${raw}: no text file to check`);
    return { located, problems };
  }
  const { result, warnings } = await loadComponentAt(path, kind);
  problems.push(...warnings.map((w) => `${w.file}: ${w.message}`));
  if (!result.ok) problems.push(`${raw}: not a readable ${kind.singular}: ${result.problems.join('; ')}`);
  else located.push(placed(result.component, path, true, join(basename(dirname(path)), basename(path))));
  return { located, problems };
}

export async function run(io: CliIO): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: io.argv, options: { json: { type: 'boolean' }, format: { type: 'string' }, kind: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (error) {
    io.stderr(`toolshed scan: ${(error as Error).message}\n\n${HELP}`);
    return 2;
  }
  if (parsed.values.help) {
    io.stdout(HELP);
    return 0;
  }
  const format = parsed.values.json ? 'json' : (parsed.values.format ?? 'text');
  if (!['text', 'json', 'sarif'].includes(format) || (parsed.values.json && parsed.values.format !== undefined && parsed.values.format !== 'json')) {
    io.stderr(`toolshed scan: --format ${visible(parsed.values.format ?? '')}: one of text, json, sarif\n`);
    return 2;
  }
  const given = parsed.values.kind === undefined ? undefined : kindByType(parsed.values.kind);
  if (parsed.values.kind !== undefined && !given) {
    io.stderr(`toolshed scan: --kind ${visible(parsed.values.kind)}: not a kind (${KINDS.map((k) => k.type).join(', ')})\n`);
    return 2;
  }
  if (parsed.positionals.length === 0) {
    io.stderr(`toolshed scan: give at least one path\n\n${HELP}`);
    return 2;
  }
  const located: Located[] = [];
  const problems: string[] = [];
  for (const raw of parsed.positionals) {
    const one = await withGrammars(() => scanPath(raw, io, given));
    if ('code' in one) return one.code;
    located.push(...one.located);
    problems.push(...one.problems);
  }
  const scanned = located.map((l) => l.scanned);
  const blocked = scanned.filter((s) => s.safety.findings.some((f) => f.severity === 'blocking' && !s.safety.exceptions?.some((e) => e.rule === f.rule)));
  if (format === 'json') io.stdout(`${JSON.stringify(scanned, null, 2)}\n`);
  else if (format === 'sarif') {
    const where = (l: Located) => (f: Finding) => {
      const abs = f.file === 'content' ? l.entry : join(l.root, f.file);
      const rel = relative(io.cwd, abs);
      return rel.startsWith('..') || isAbsolute(rel) ? pathToFileURL(abs).href : rel.split(sep).join('/');
    };
    const log = sarifLog(located.map((l) => ({ component: l.scanned.component, safety: l.scanned.safety, locate: where(l) })), PACKAGE_VERSION, `${PUBLISHED_SITE_URL}/safety/`);
    io.stdout(`${JSON.stringify(log, null, 2)}\n`);
  } else {
    for (const { scanned: s, does } of located) {
      io.stdout(`${s.component}${s.source === s.component ? '' : ` (${visible(s.source)})`}: ${summarizeSafety(s.safety)}\n`);
      for (const e of s.safety.exceptions ?? []) io.stdout(`  reviewed exception for ${e.rule}: ${e.reason} (${e.reviewed})\n`);
      // A single-file component's entry is `content` in the report: shown by its file name.
      const entry = visible(basename(s.source));
      for (const f of s.safety.findings) {
        io.stdout(`  ${f.severity.padEnd(8)} ${f.rule} at ${f.file === 'content' ? entry : f.file}:${f.line} (${f.inCode ? 'in code' : 'in documentation'}): ${f.evidence}\n`);
      }
      if (does) for (const line of doesLines(s.safety.capabilities)) io.stdout(`  ${visible(line)}\n`);
    }
    const count = (level: string) => scanned.filter((s) => s.safety.level === level).length;
    const excepted = count('blocking') - blocked.length;
    io.stdout(
      `Scanned ${scanned.length} component${scanned.length === 1 ? '' : 's'}: ${blocked.length} blocked${excepted ? `, ${excepted} with reviewed exceptions` : ''}, ${count('advisory')} with advisories only, ${count('none')} without findings.\n`,
    );
  }
  for (const p of problems) io.stderr(`warning: ${visible(p)}\n`);
  return blocked.length ? 1 : 0;
}
