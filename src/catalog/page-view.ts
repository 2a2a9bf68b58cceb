/**
 * Pure helpers for the component page: the description's clamp, the file
 * tree with sizes, and where a component lands when installed (for the note
 * on components that share a kind and name across categories).
 */
import type { Kind } from './kinds.ts';

/** Descriptions longer than this show their first part and a "Show more". */
const CLAMP_CHARS = 320;

/** Splits long text after a paragraph, a sentence or a word near `limit`; `rest` is '' when all fits. */
export function clampText(text: string, limit = CLAMP_CHARS): { head: string; rest: string } {
  if (text.length <= limit * 1.25) return { head: text, rest: '' };
  const window = text.slice(0, limit);
  const floor = Math.floor(limit * 0.5);
  const cuts = [window.lastIndexOf('\n\n'), Math.max(window.lastIndexOf('. '), window.lastIndexOf('.\n')) + 1, window.search(/\s\S*$/)];
  const cut = cuts.find((i) => i >= floor) ?? limit;
  return { head: text.slice(0, cut).trimEnd(), rest: text.slice(cut).trimStart() };
}

export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

interface TreeFile {
  type: 'file';
  name: string;
  path: string;
  bytes: number;
}
export interface TreeDir {
  type: 'dir';
  name: string;
  bytes: number;
  files: number;
  children: TreeNode[];
}
type TreeNode = TreeFile | TreeDir;

/** Folders first, then files, each by name (code-unit order, as the build sorts). */
function sortTree(dir: TreeDir): void {
  dir.children.sort((a, b) => (a.type !== b.type ? (a.type === 'dir' ? -1 : 1) : a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const child of dir.children) if (child.type === 'dir') sortTree(child);
}

/** A component's files as a folder tree with byte sizes; the root carries the totals. */
export function fileTree(files: Record<string, string>): TreeDir {
  const root: TreeDir = { type: 'dir', name: '', bytes: 0, files: 0, children: [] };
  for (const [path, text] of Object.entries(files)) {
    const bytes = utf8Bytes(text);
    const segments = path.split('/');
    let dir = root;
    dir.bytes += bytes;
    dir.files++;
    for (const segment of segments.slice(0, -1)) {
      let next = dir.children.find((c): c is TreeDir => c.type === 'dir' && c.name === segment);
      if (!next) dir.children.push((next = { type: 'dir', name: segment, bytes: 0, files: 0, children: [] }));
      next.bytes += bytes;
      next.files++;
      dir = next;
    }
    dir.children.push({ type: 'file', name: segments[segments.length - 1]!, path, bytes });
  }
  sortTree(root);
  return root;
}

/** Where a component is installed (docs/component-format.md, "Install places"), as a reader would say it. */
export function installPlace(kind: Pick<Kind, 'type'>, name: string): string {
  switch (kind.type) {
    case 'agents':
      return `.claude/agents/${name}.md`;
    case 'commands':
    case 'loops':
      return `.claude/commands/${name}.md`;
    case 'skills':
      return `.claude/skills/${name}/`;
    case 'mods':
      return `.claude/plugins/${name}/`;
    case 'hooks':
    case 'settings':
      return '.claude/settings.json';
    case 'mcps':
      return '.mcp.json';
    case 'sandbox':
    case 'templates':
      return 'the project root';
  }
}
