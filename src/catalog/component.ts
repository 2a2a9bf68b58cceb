/**
 * Pure: one component's source files in, one catalog component (or the reasons
 * it cannot be one) out. No file system here; src/catalog/load.ts reads the
 * tree and hands each component's texts to readComponent.
 */
import type { z } from 'zod';
import { contentDigest } from './digest.ts';
import { readFrontmatter, normalizeNewlines, splitFrontmatter } from '../text/frontmatter.ts';
import type { Kind } from './kinds.ts';
import type { SafetyReport } from '../safety/report.ts';
import { installedContent } from './installed-content.ts';
import { readingOf, type SafetyCacheRef } from './safety-cache.ts';
import { repairFile, roleOf } from './lenient.ts';
import { checkSupportingFile } from './relative-path.ts';
import type { Provenance } from './imports.ts';
import type { ComponentMetadata } from './output-schemas.ts';
import { SOURCE_SCHEMAS } from './schemas.ts';
import { nameRecord, ownValue } from '../text/records.ts';

export interface SourceUnit {
  kind: Kind;
  category: string;
  name: string;
  /** Where the component lives, relative to the source root, for messages. */
  source: string;
  /** The entry file's text (file kinds: the file; dir kinds: kind.entry). */
  entry: string;
  /** Dir kinds: every text file of the directory, keyed by relative path. */
  files?: Record<string, string>;
  /** Hooks: the other files of the category folder, for supportingFiles. */
  beside?: Record<string, string>;
}

export interface CatalogComponent {
  kind: Kind;
  category: string;
  name: string;
  /** `{category}/{name}{ext}` (spec 1 `path`). */
  path: string;
  source: string;
  description: string;
  /** A frontmatter/plugin name that differs from the path name: shown, never used as identity. */
  declaredName?: string;
  metadata: ComponentMetadata;
  content: string;
  files?: Record<string, string>;
  sha256: string;
  /** Agents: tools as an array (`[]` when unset) and model (`''` when unset). */
  tools?: string[];
  model?: string;
  /** Kind-specific facts for the page, e.g. argument-hint, interval, allowed tools. */
  details: Array<[string, string]>;
  /** What installing this sets up to run (src/catalog/executables.ts, the installer's prompt lists the same). */
  executes: string[];
  /** What it risks (src/safety/), over exactly the `content` and `files` the sha256 covers. */
  safety: SafetyReport;
  /** Where an imported component came from (its import record in `.imports/`, docs/import.md). */
  provenance?: Provenance;
}

export type ReadResult =
  | { ok: true; component: CatalogComponent; warnings: string[] }
  | { ok: false; problems: string[]; warnings: string[] };

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // `argument-hint: [file]` is a YAML list, but the author meant the text.
  if (Array.isArray(value)) return `[${value.map((v) => text(v) ?? '').join(', ')}]`;
  return undefined;
}

/** A description for display: trimmed, and a literal `\n` some authors type means a line break. */
function cleanDescription(value: unknown): string {
  return (text(value) ?? '').replace(/\\n/g, '\n').trim();
}

/**
 * The first paragraph of a Markdown body as plain text: headings, fences,
 * tables, HTML-looking lines and rules are passed over; at most 300 characters.
 */
export function firstParagraph(body: string): string {
  let fenced = false;
  for (const block of body.split(/\n[ \t]*\n/)) {
    const inFence = fenced;
    for (const line of block.split('\n')) if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const first = block.trim();
    if (!first || inFence || fenced || /^(```|~~~|#|<|\||[-*_=]{3,}\s*$|!\[)/.test(first)) continue;
    const plain = first.replace(/\s+/g, ' ').replace(/^(?:[-*+>]|\d+\.)\s+/, '');
    return plain.length > 300 ? `${plain.slice(0, 300).replace(/\s+\S*$/, '')}…` : plain;
  }
  return '';
}

function list(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const items = Array.isArray(value) ? value.map((v) => text(v) ?? '') : (text(value) ?? '').split(',');
  return items.map((s) => s.trim()).filter(Boolean);
}

function metadataFrom(data: Record<string, unknown>): ComponentMetadata {
  const author = data.author;
  const authorName =
    typeof author === 'object' && author !== null && 'name' in author ? text((author as { name: unknown }).name) : text(author);
  const repository = data.repository;
  const repo =
    text(data.repo) ??
    (typeof repository === 'object' && repository !== null && 'url' in repository
      ? text((repository as { url: unknown }).url)
      : text(repository));
  const keywords = [...(list(data.keywords) ?? []), ...(list(data.tags) ?? [])];
  const meta: ComponentMetadata = {};
  if (authorName) meta.author = authorName;
  if (repo) meta.repo = repo;
  const version = text(data.version);
  if (version) meta.version = version;
  const license = text(data.license);
  if (license) meta.license = license;
  if (keywords.length) meta.keywords = [...new Set(keywords)];
  return meta;
}

function zodProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.length ? issue.path.join('.') : '(top level)'}: ${issue.message}`);
}

function parseJson(textValue: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  try {
    return { ok: true, value: JSON.parse(textValue) };
  } catch (error) {
    return { ok: false, reason: `not valid JSON (${(error as Error).message})` };
  }
}

function validate<T extends z.ZodType>(schema: T, data: unknown): { ok: true; value: z.infer<T> } | { ok: false; problems: string[] } {
  const result = schema.safeParse(data);
  return result.success ? { ok: true, value: result.data } : { ok: false, problems: zodProblems(result.error) };
}

/** Read one component from its texts. Problems make it unusable; warnings do not. */
/**
 * A component from its source unit. `reports`: the build's safety report
 * cache (safety-cache.ts); what the scan derives from the bytes is read from
 * it when this analyzer already made it, else made and kept there.
 */
export function readComponent(unit: SourceUnit, reports?: SafetyCacheRef): ReadResult {
  const { kind, category, name } = unit;
  const warnings: string[] = [];
  // What the client would load only after a repair is repaired here too (src/catalog/lenient.ts), with a warning.
  const repair = (path: string, text: string, isEntry: boolean) => {
    const repaired = repairFile(roleOf(kind.type, path, isEntry), normalizeNewlines(text), name);
    for (const note of repaired.notes) warnings.push(`repaired${isEntry ? '' : ` ${path}`}: ${note}`);
    return repaired.text;
  };
  const entryPath = 'entry' in kind ? kind.entry : `${name}${kind.ext}`;
  const entry = repair(entryPath, unit.entry, true);
  const files = unit.files
    ? Object.fromEntries(Object.keys(unit.files).sort().map((p) => [p, p === entryPath ? entry : repair(p, unit.files![p]!, false)]))
    : undefined;
  const schema = SOURCE_SCHEMAS[kind.type];
  let data: Record<string, unknown>;

  if (kind.ext === '.md') {
    const fm = readFrontmatter(entry);
    warnings.push(...fm.warnings);
    if (kind.layout === 'file' || kind.type === 'skills') {
      if (splitFrontmatter(entry).yaml === undefined) warnings.push('no frontmatter');
    }
    if (kind.type === 'skills' && !fm.ignored && (typeof fm.data.description !== 'string' || !fm.data.description.trim())) {
      warnings.push('no description in SKILL.md: Claude Code offers it as a slash command only, never to the model on its own');
    }
    data = fm.data;
  } else {
    const parsed = parseJson(entry);
    if (!parsed.ok) return { ok: false, problems: [parsed.reason], warnings };
    if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
      return { ok: false, problems: ['the JSON is not an object'], warnings };
    }
    data = parsed.value as Record<string, unknown>;
  }

  // An empty `key:` is YAML's null; the client treats it as absent (an empty `argument-hint:`), and so do we.
  data = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== null));
  const checked = validate(schema, data);
  if (!checked.ok) return { ok: false, problems: checked.problems, warnings };

  let description = cleanDescription(data.description);
  const details: Array<[string, string]> = [];
  const content = entry;
  let outFiles: Record<string, string> | undefined;
  let tools: string[] | undefined;
  let model: string | undefined;

  for (const key of ['argument-hint', 'interval', 'allowed-tools', 'model', 'color'] as const) {
    const value = key === 'allowed-tools' ? list(data[key])?.join(', ') : text(data[key]);
    if (value) details.push([key, value]);
  }

  switch (kind.type) {
    case 'agents': {
      tools = list(data.tools) ?? [];
      model = text(data.model) ?? '';
      if (tools.length) details.push(['tools', tools.join(', ')]);
      break;
    }
    case 'skills':
    case 'sandbox':
    case 'templates': {
      outFiles = files;
      if (kind.type === 'skills' && files && Object.keys(files).length === 1) outFiles = undefined;
      break;
    }
    case 'hooks': {
      const hook = checked.value as z.infer<(typeof SOURCE_SCHEMAS)['hooks']>;
      if (hook.supportingFiles?.length) {
        outFiles = Object.assign(nameRecord<string>(), { [`${name}.json`]: entry });
        for (const support of hook.supportingFiles) {
          try {
            checkSupportingFile(support);
          } catch (error) {
            return { ok: false, problems: [(error as Error).message], warnings };
          }
          const fileText = ownValue(unit.beside, support.source);
          if (fileText === undefined) return { ok: false, problems: [`supporting file "${support.source}" is missing beside the JSON`], warnings };
          outFiles[support.source] = normalizeNewlines(fileText);
        }
      }
      break;
    }
    case 'mcps': {
      const mcp = checked.value as z.infer<(typeof SOURCE_SCHEMAS)['mcps']>;
      if (!description) {
        // Many community MCP files describe the server instead of the file.
        description = Object.keys(mcp.mcpServers)
          .sort()
          .map((s) => cleanDescription(mcp.mcpServers[s]!.description))
          .filter(Boolean)
          .join(' ');
      }
      break;
    }
    case 'mods': {
      outFiles = files;
      const readme = files?.['README.md'];
      if (!description && readme !== undefined) description = firstParagraph(readFrontmatter(readme).body);
      break;
    }
    case 'settings':
    case 'commands':
    case 'loops':
      break;
  }

  // A Markdown component without a description is described by its own first paragraph.
  if (!description && kind.ext === '.md') description = firstParagraph(readFrontmatter(entry).body);
  // What is published (and hashed) is what the client reads: catalog metadata stays in `metadata`.
  const installed = installedContent(kind.type, content, outFiles);
  // Listed from what is installed, exactly as the installer's prompt lists it (executablesOf's lines),
  // and judged from the same scan: one extraction of what runs for the panel, the prompt and the report.
  const sha256 = contentDigest(installed);
  const reading = readingOf(reports, kind, sha256, installed);
  for (const file of reading.unreadable) warnings.push(`${file} is not valid JSON; what it would run cannot be listed`);
  if (!description) warnings.push('no description');
  const declared = text(data.name);
  const component: CatalogComponent = {
    kind,
    category,
    name,
    path: `${category}/${name}${kind.ext}`,
    source: unit.source,
    description,
    ...(declared && declared !== name ? { declaredName: declared } : {}),
    metadata: metadataFrom(data),
    content: installed.content,
    ...(installed.files ? { files: installed.files } : {}),
    sha256,
    ...(tools ? { tools } : {}),
    ...(model !== undefined ? { model } : {}),
    details,
    executes: reading.executes,
    safety: reading.safety,
  };
  return { ok: true, component, warnings };
}
