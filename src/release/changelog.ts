import type { Heading, List, ListItem, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { fitText } from '../discord/limits.ts';

/** A version's part of the changelog: its heading text, Markdown source and top-level changes. */
export interface ChangelogSection {
  version: string;
  heading: string;
  /** The section's Markdown, heading included, exactly as written. */
  markdown: string;
  /** One entry per top-level list item; nested items are folded into their parent. */
  changes: string[];
}

/** A stored change never takes more than this; longer ones are shortened visibly with "…". */
export const MAX_CHANGE_LENGTH = 2_000;

const VERSION_IN_HEADING = /^\[?v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)\]?(?=$|[\s(:,–—]|\s*-\s)/;

const parser = unified().use(remarkParse);

export function parseMarkdown(markdown: string): Root {
  return parser.parse(markdown);
}

/** Plain text of inline Markdown: code keeps its backticks (Discord shows it), emphasis and links keep their text. */
function inlineText(nodes: readonly PhrasingContent[]): string {
  let out = '';
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        out += node.value;
        break;
      case 'inlineCode':
        out += node.value.includes('`') ? `\`\` ${node.value} \`\`` : `\`${node.value}\``;
        break;
      case 'break':
        out += ' ';
        break;
      case 'html':
        out += node.value;
        break;
      case 'image':
        out += node.alt ?? '';
        break;
      case 'imageReference':
        out += node.alt ?? '';
        break;
      default:
        if ('children' in node) out += inlineText(node.children as PhrasingContent[]);
        else if ('value' in node && typeof node.value === 'string') out += node.value;
    }
  }
  return out;
}

function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function blockText(node: RootContent): string {
  if (node.type === 'paragraph' || node.type === 'heading') return squash(inlineText((node as Paragraph).children));
  if (node.type === 'code') return squash(node.value);
  if (node.type === 'list') return (node as List).children.map(itemText).filter(Boolean).join('; ');
  if ('children' in node) return (node.children as RootContent[]).map(blockText).filter(Boolean).join(' ');
  if ('value' in node && typeof node.value === 'string') return squash(node.value);
  return '';
}

/** A list item's own text, followed by its nested items after a dash. */
function itemText(item: ListItem): string {
  const own: string[] = [];
  const nested: string[] = [];
  for (const child of item.children) {
    if (child.type === 'list') nested.push(blockText(child));
    else own.push(blockText(child));
  }
  const main = own.filter(Boolean).join(' ');
  const sub = nested.filter(Boolean).join('; ');
  return main && sub ? `${main} — ${sub}` : main || sub;
}

/** The version a heading names, if it names one: `2.1.11`, `v2.1.11`, `[2.1.11] - 2025-01-02`, `2.1.11 (label)`. */
export function headingVersion(text: string): string | undefined {
  return VERSION_IN_HEADING.exec(text.trim())?.[1];
}

function sectionFrom(root: Root, markdown: string, index: number, heading: Heading, version: string): ChangelogSection {
  const body: RootContent[] = [];
  let end = markdown.length;
  for (let i = index + 1; i < root.children.length; i++) {
    const node = root.children[i]!;
    if (node.type === 'heading' && node.depth <= heading.depth) {
      end = node.position?.start.offset ?? end;
      break;
    }
    body.push(node);
  }
  const lists = body.filter((n): n is List => n.type === 'list');
  const changes = lists.length
    ? lists.flatMap((list) => list.children.map(itemText))
    : // A section written as paragraphs instead of bullets: each paragraph is one change.
      body.filter((n) => n.type === 'paragraph').map(blockText);
  return {
    version,
    heading: squash(inlineText(heading.children)),
    markdown: markdown.slice(heading.position?.start.offset ?? 0, end).trimEnd(),
    changes: changes.filter(Boolean).map((change) => fitText(change, MAX_CHANGE_LENGTH, { words: true })),
  };
}

/** Where a version's section sits in the Markdown source. */
export interface SectionLocation {
  version: string;
  depth: number;
  start: number;
  end: number;
}

const ATX_OPEN = /^ {0,3}(#{1,6})(?=[ \t]|$)/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** Versions are short; a heading's first characters are enough to name one. */
const HEADING_TEXT_READ = 256;

/**
 * An ATX heading's level and text (closing `#`s removed), or undefined. Done by
 * hand rather than with one regex: a lazy group before an optional closing
 * sequence backtracks quadratically on a long line of spaces or `#`s.
 */
function atxHeading(line: string): { depth: number; text: string } | undefined {
  const open = ATX_OPEN.exec(line);
  if (!open) return undefined;
  let text = line.slice(open[0].length, open[0].length + HEADING_TEXT_READ + 1).trim();
  let end = text.length;
  while (end > 0 && text[end - 1] === '#') end--;
  if (end === 0) text = '';
  else if (end < text.length && (text[end - 1] === ' ' || text[end - 1] === '\t')) text = text.slice(0, end).trimEnd();
  return { depth: open[1]!.length, text };
}

/**
 * Locate every version section with one pass over the lines, without building
 * a syntax tree: ATX headings outside fenced code and HTML comments, as
 * CommonMark reads them. Only the wanted section is then parsed with remark,
 * so a check costs one section's parse, not the whole changelog's. Linear in
 * the document's length whatever it holds (it runs on the host's main thread).
 * (Setext headings are not used by changelogs and are not recognised.)
 */
export function locateSections(markdown: string): SectionLocation[] {
  const sections: SectionLocation[] = [];
  // Sections still open, deepest last: a heading closes every open one of its level or deeper.
  const open: SectionLocation[] = [];
  const close = (depth: number, at: number) => {
    while (open.length && open.at(-1)!.depth >= depth) open.pop()!.end = at;
  };
  let fence: { char: string; length: number } | undefined;
  let inComment = false;
  let offset = 0;
  while (offset <= markdown.length) {
    let next = markdown.indexOf('\n', offset);
    if (next < 0) next = markdown.length;
    const line = markdown.slice(offset, next).replace(/\r$/, '');
    if (fence) {
      const closing = FENCE.exec(line);
      if (closing && closing[1]![0] === fence.char && closing[1]!.length >= fence.length && line.trim() === closing[1]) fence = undefined;
    } else if (inComment) {
      if (line.includes('-->')) inComment = false;
    } else {
      const opening = FENCE.exec(line);
      if (opening && !(opening[1]![0] === '`' && line.slice(line.indexOf(opening[1]!) + opening[1]!.length).includes('`'))) {
        fence = { char: opening[1]![0]!, length: opening[1]!.length };
      } else if (/^ {0,3}<!--/.test(line) && !line.includes('-->')) {
        inComment = true;
      } else {
        const heading = atxHeading(line);
        if (heading) {
          close(heading.depth, offset);
          // Only headings that name a version are sections, but every heading ends the deeper ones.
          const version = headingVersion(heading.text);
          const location = { version: version ?? '', depth: heading.depth, start: offset, end: markdown.length };
          open.push(location);
          if (version) sections.push(location);
        }
      }
    }
    offset = next + 1;
  }
  return sections;
}

/** Parse one located section with remark and collect its changes. */
function parseSection(markdown: string, location: SectionLocation): ChangelogSection {
  return parseSectionText(markdown.slice(location.start, location.end), location.version);
}

/** Parse a section's own Markdown (heading first), as `locateSections` cut it out. */
export function parseSectionText(text: string, version: string): ChangelogSection {
  const root = parseMarkdown(text);
  const index = root.children.findIndex((n) => n.type === 'heading');
  const heading = root.children[index] as Heading;
  return sectionFrom(root, text, index, heading, version);
}

/**
 * Every version section, in document order. A section is a heading naming a
 * version (any level; `##` in practice) up to the next heading of the same or a
 * higher level. Each top-level list item is one change.
 */
export function parseChangelog(markdown: string): ChangelogSection[] {
  return locateSections(markdown).map((location) => parseSection(markdown, location));
}

/** Where the section of exactly this version is (`2.1.11` never matches `2.1.114`), or undefined. */
export function locateSection(markdown: string, version: string): SectionLocation | undefined {
  const wanted = version.replace(/^v/, '');
  return locateSections(markdown).find((s) => s.version === wanted);
}

/** The section of exactly this version, parsed here and now (tests, benchmarks; the check bounds it, see section-parse.ts). */
export function findSection(markdown: string, version: string): ChangelogSection | undefined {
  const location = locateSection(markdown, version);
  return location && parseSection(markdown, location);
}

/**
 * The same sections read from one remark tree of the whole document: the
 * reference the line locator is tested against, and the benchmark's baseline.
 */
export function parseChangelogTree(markdown: string, root: Root = parseMarkdown(markdown)): ChangelogSection[] {
  const sections: ChangelogSection[] = [];
  root.children.forEach((node, index) => {
    if (node.type !== 'heading') return;
    const version = headingVersion(inlineText(node.children));
    if (version) sections.push(sectionFrom(root, markdown, index, node, version));
  });
  return sections;
}
