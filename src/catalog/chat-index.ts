/**
 * The Discord commands' own view of the catalog, written with the site
 * (docs/discord.md, "Catalog data"): `/chat/index.json` holds what /search,
 * /install, /popular and /random need for every component (kind, category,
 * name, downloads: ~40 bytes a component), and `/chat/info/{n}.json` the
 * descriptions, in shards of about CHAT_SHARD_TARGET components chosen by a
 * hash of the component's address, so /info fetches one small document and
 * adding a component changes one shard. `/components.json` (spec 2) stays
 * for others; at 100,000 components it is hundreds of megabytes, more than a
 * function should parse.
 *
 * Pure: the writer (`chatIndexFiles`) and the reader's schema and shard
 * function are here, so the build and the bot agree by construction.
 */
import { z } from 'zod';
import { fitText } from '../discord/limits.ts';
import { COMPONENT_TYPES, type ComponentType } from './kinds.ts';

export const CHAT_INDEX_FILE = 'chat/index.json';
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
 * `/chat/index.json`, in columns: component i has type `types[type[i]]`,
 * category `categories[category[i]]`, the i-th line of `names` and
 * `downloads[i]`, in the catalog's order. Columns rather than one array per
 * component: a reader parsing 100,000 components then makes a handful of
 * objects instead of 200,000, which is what keeps the bot's memory small.
 * Names are safe path segments, so a line break never occurs in one.
 */
export const ChatIndexSchema = z.object({
  version: z.literal(1),
  shards: z.int().positive(),
  types: z.array(z.string()),
  categories: z.array(z.string()),
  type: z.array(z.int().nonnegative()),
  category: z.array(z.int().nonnegative()),
  names: z.string(),
  downloads: z.array(z.number()),
});
export type ChatIndex = z.infer<typeof ChatIndexSchema>;

/** The key of a component's safety verdict in its info shard (no chatKey has a colon: types have none). */
export function chatSafetyKey(key: string): string {
  return `safety:${key}`;
}

/** `/chat/info/{n}.json`: description by chatKey, and the safety verdict line (src/safety/summary.ts) by chatSafetyKey. */
export const ChatInfoShardSchema = z.record(z.string(), z.string());
export type ChatInfoShard = z.infer<typeof ChatInfoShardSchema>;

export interface ChatIndexInput {
  type: ComponentType;
  category: string;
  name: string;
  description: string;
  downloads: number;
  /** The one-line safety verdict, shown by /info. */
  safety?: string;
}

/** Every file of the chat index as [path relative to the site root, text]. */
export function* chatIndexFiles(components: readonly ChatIndexInput[]): Generator<[string, string]> {
  const categories = [...new Set(components.map((c) => c.category))].sort();
  const categoryIndex = new Map(categories.map((c, i) => [c, i]));
  const typeIndex = new Map(COMPONENT_TYPES.map((t, i) => [t, i]));
  const shards = shardCount(components.length);
  const index: ChatIndex = {
    version: 1,
    shards,
    types: [...COMPONENT_TYPES],
    categories,
    type: components.map((c) => typeIndex.get(c.type)!),
    category: components.map((c) => categoryIndex.get(c.category)!),
    names: components.map((c) => c.name).join('\n'),
    downloads: components.map((c) => c.downloads),
  };
  yield [CHAT_INDEX_FILE, JSON.stringify(index)];
  const info: ChatInfoShard[] = Array.from({ length: shards }, () => ({}));
  for (const c of components) {
    const key = chatKey(c.type, c.category, c.name);
    info[shardOf(key, shards)]![key] = fitText(c.description, DESCRIPTION_CHARS);
    if (c.safety !== undefined) info[shardOf(key, shards)]![chatSafetyKey(key)] = fitText(c.safety, DESCRIPTION_CHARS);
  }
  for (let i = 0; i < shards; i++) yield [chatInfoFile(i), JSON.stringify(info[i])];
}
