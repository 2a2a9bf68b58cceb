/**
 * The Discord commands' own view of the catalog, written with the site
 * (docs/discord.md, "Catalog data"): `/chat/index.txt` holds what /search,
 * /install, /popular and /random need for every component (kind, category,
 * name, downloads: ~30 bytes a component), and `/chat/info/{n}.json` the
 * descriptions, in shards of about CHAT_SHARD_TARGET components chosen by a
 * hash of the component's address, so /info fetches one small document and
 * adding a component changes one shard. `/components.json` (spec 2) stays
 * for others; at 100,000 components it is hundreds of megabytes, more than a
 * function should parse.
 *
 * Pure: the writer (`chatIndexFiles`) and the shard function are here, the
 * reader in src/chat/index-reader.ts; no zod, since the bot loads this module
 * on every cold start (its memory budget, docs/benchmarks.md).
 */
import { fitText } from '../discord/limits.ts';
import { COMPONENT_TYPES, type ComponentType } from './kinds.ts';
import { nameRecord } from '../text/records.ts';

export const CHAT_INDEX_FILE = 'chat/index.txt';
/** The first line's `version`; a reader refuses any other. */
export const CHAT_INDEX_VERSION = 2;
/** Components per description shard, on average. */
export const CHAT_SHARD_TARGET = 256;
/** An embed's description holds 4,096 characters; a longer one is never shown. */
const DESCRIPTION_CHARS = 4096;

export function chatInfoFile(shard: number): string {
  return `chat/info/${shard}.json`;
}

/** The key of a component in an info shard, and what its shard is chosen by. */
export function chatKey(type: string, category: string, name: string): string {
  return `${type}/${category}/${name}`;
}

/** A power of two, so a growing catalog reshuffles the shards only when it doubles. */
export function shardCount(components: number): number {
  let n = 1;
  while (n * CHAT_SHARD_TARGET < components) n *= 2;
  return n;
}

/** FNV-1a over the key's UTF-16 units: stable across runtimes, no crypto needed. */
export function shardOf(key: string, shards: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shards;
}

/**
 * `/chat/index.txt`: a first line of JSON (`ChatIndexHeader`), then one line
 * per component, in the catalog's order: `type<TAB>category<TAB>downloads<TAB>name`,
 * the first two as positions in the header's `types` and `categories`.
 * Lines rather than one JSON document so the bot reads it as it arrives,
 * a chunk at a time, into a few typed arrays and one string of names: at
 * 100,000 components, parsing a JSON document of columns and checking it
 * took the function to 121-128 MB, over its 100 MB budget
 * (docs/benchmarks.md). Names and categories are safe path segments
 * (kinds.ts), so no tab or line break occurs in one.
 */
export interface ChatIndexHeader {
  /** CHAT_INDEX_VERSION. */
  version: number;
  /** How many description shards there are (`chat/info/{0..shards-1}.json`). */
  shards: number;
  /** How many component lines follow: fewer means the file was cut short. */
  count: number;
  types: string[];
  categories: string[];
  /**
   * The `--allow-path` values of the few components whose install command
   * needs any, as `[line, values]` (a component line's position after the
   * header, from 0): /install gives the command the component's page shows.
   */
  allowPaths?: Array<[number, string[]]>;
}

/** The text of an index: the header line, then a line per row (a test's fixture may write rows the build never would). */
export function chatIndexText(header: ChatIndexHeader, rows: Iterable<readonly [type: unknown, category: unknown, downloads: unknown, name: unknown]>): string {
  const lines = [JSON.stringify(header)];
  for (const row of rows) lines.push(row.map(String).join('\t'));
  return `${lines.join('\n')}\n`;
}

/** The key of a component's safety verdict in its info shard (no chatKey has a colon: types have none). */
export function chatSafetyKey(key: string): string {
  return `safety:${key}`;
}

/** `/chat/info/{n}.json`: description by chatKey, and the safety verdict line (src/safety/summary.ts) by chatSafetyKey. */
export type ChatInfoShard = Record<string, string>;

/** A parsed shard when it is one (an object of strings), checked by hand: no zod in the bot's module graph. */
export function asChatInfoShard(raw: unknown): ChatInfoShard | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  for (const value of Object.values(raw)) if (typeof value !== 'string') return undefined;
  return raw as ChatInfoShard;
}

export interface ChatIndexInput {
  type: ComponentType;
  category: string;
  name: string;
  description: string;
  downloads: number;
  /** The one-line safety verdict, shown by /info. */
  safety?: string;
  /** The `--allow-path` values its install command carries (src/install/plan.ts catalogAllowPaths). */
  allowPaths?: readonly string[];
}

/** Every file of the chat index as [path relative to the site root, text]. */
export function* chatIndexFiles(components: readonly ChatIndexInput[]): Generator<[string, string]> {
  const categories = [...new Set(components.map((c) => c.category))].sort();
  const categoryIndex = new Map(categories.map((c, i) => [c, i]));
  const typeIndex = new Map(COMPONENT_TYPES.map((t, i) => [t, i]));
  const shards = shardCount(components.length);
  const allowPaths = components.flatMap((c, line): Array<[number, string[]]> => (c.allowPaths?.length ? [[line, [...c.allowPaths]]] : []));
  const header: ChatIndexHeader = { version: CHAT_INDEX_VERSION, shards, count: components.length, types: [...COMPONENT_TYPES], categories, ...(allowPaths.length ? { allowPaths } : {}) };
  yield [CHAT_INDEX_FILE, chatIndexText(header, components.map((c) => [typeIndex.get(c.type)!, categoryIndex.get(c.category)!, c.downloads, c.name] as const))];
  const info: ChatInfoShard[] = Array.from({ length: shards }, () => nameRecord<string>());
  for (const c of components) {
    const key = chatKey(c.type, c.category, c.name);
    info[shardOf(key, shards)]![key] = fitText(c.description, DESCRIPTION_CHARS);
    if (c.safety !== undefined) info[shardOf(key, shards)]![chatSafetyKey(key)] = fitText(c.safety, DESCRIPTION_CHARS);
  }
  for (let i = 0; i < shards; i++) yield [chatInfoFile(i), JSON.stringify(info[i])];
}
