import { formatCount } from '../catalog/format-count.ts';
import { componentUrl as componentPath, installCommand as commandFor } from '../catalog/links.ts';
import { entryAt, nameMatches, type Catalog, type CatalogEntry } from './catalog.ts';
import { fitText as truncate } from '../discord/limits.ts';
import { clampEmbed, codeSafe, LIMITS } from './embed.ts';
import type { CommandInteraction } from './inbound.ts';
import type { Embed, InteractionResponse } from './schemas.ts';
import { ALL_CHAT_TYPES, CHAT_TYPE_NAMES, chatTypeByName, type ChatType } from './types.ts';

/** The npm package users install components with (this project's own bin). */

const COLORS = { search: 56831, info: 16737131, install: 56831 } as const;
const SEARCH_LIMIT = 10;

export interface CommandContext {
  catalog: Catalog;
  siteUrl: string;
  /** In [0, 1), for /random. */
  random: () => number;
  /** A component's description ('' when it has none), fetched only for the answers that show one; undefined when it cannot be read now. */
  describe: (entry: CatalogEntry) => Promise<string | undefined>;
  /** Its one-line safety verdict (docs/safety.md), from the same shard; undefined when the catalog has none. */
  safety?: (entry: CatalogEntry) => Promise<string | undefined>;
}

export const TEXT = {
  generic: '❌ Something went wrong while handling this command. Please try again in a moment.',
  unknownCommand: (name: string) => `❓ Unknown command \`/${codeSafe(name)}\`. Available commands: /search, /info, /install, /popular, /random.`,
  noMatch: (query: string, type?: ChatType) =>
    `🔍 No components found for "${query}"${type ? ` in ${type.name}` : ''}. Try a shorter or different word${type ? ', or leave out the type' : ''}.`,
  notFound: (name: string) => `❌ Component "${name}" was not found. Use /search ${name} to look for similar components.`,
  missingOption: (option: string) => `❌ The option \`${option}\` is required.`,
  unknownType: (type: string) => `❌ Unknown type "${type}". Choose one of: ${CHAT_TYPE_NAMES.join(', ')}.`,
  emptyType: (type: ChatType) => `📭 There are no ${type.name} in the catalog yet.`,
  noDescription: 'No description.',
  descriptionUnavailable: 'The description cannot be read right now; the page has it.',
};

function descriptionText(description: string | undefined): string {
  return description === undefined ? TEXT.descriptionUnavailable : description || TEXT.noDescription;
}

export function ephemeral(content: string): InteractionResponse {
  return { type: 4, data: { content: truncate(content, LIMITS.content), flags: 64, allowed_mentions: { parse: [] } } };
}

function embedReply(embed: Embed): InteractionResponse {
  return { type: 4, data: { embeds: [clampEmbed(embed)], allowed_mentions: { parse: [] } } };
}

/** `{SITE_URL}/component/{singular_type}/{category}/{name}`, the site's own page address; segments are validated when the catalog is read. */
export function componentUrl(siteUrl: string, entry: Pick<CatalogEntry, 'chatType' | 'category' | 'name'>): string {
  return siteUrl + componentPath({ kind: entry.chatType.kind, category: entry.category, name: entry.name });
}

/**
 * The install command. A bare name when it is unique within its kind (the
 * installer resolves bare names); `category/name` when two categories share it.
 * With the `--allow-path` values the component's page shows (the index carries them).
 */
export function installCommand(catalog: Catalog, entry: CatalogEntry): string {
  const shared = exactName(catalog, entry.nameKey).some((i) => i !== entry.index && catalog.types[i] === catalog.types[entry.index]);
  return commandFor({ kind: entry.chatType.kind, category: entry.category, name: entry.name }, { bare: !shared, allowPaths: catalog.allowPaths.get(entry.index) ?? [] });
}


const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The entries whose lower-cased name is exactly `nameKey`. */
function exactName(catalog: Catalog, nameKey: string): number[] {
  const out: number[] = [];
  for (const { entry, at } of nameMatches(catalog, nameKey)) {
    if (at === catalog.starts[entry] && at + nameKey.length === catalog.starts[entry + 1]! - 1) out.push(entry);
  }
  return out;
}

const typeIndex = (type: ChatType | undefined) => (type ? ALL_CHAT_TYPES.indexOf(type) : -1);

type Hit = { entry: CatalogEntry; score: number };
type Scored = { i: number; score: number };

/**
 * Spec 2's ranking: name equals the query 100, starts with it 50, contains it
 * 20; a category-only match 10, after those. Equal scores: most downloaded
 * first, then by name and category, so the order is stable.
 */
function rank(catalog: Catalog): (a: Scored, b: Scored) => number {
  const key = (i: number) => catalog.lower.slice(catalog.starts[i]!, catalog.starts[i + 1]! - 1);
  const categoryKey = (i: number) => catalog.categories[catalog.categoryOf[i]!]!.toLowerCase();
  return (a, b) =>
    b.score - a.score ||
    catalog.downloads[b.i]! - catalog.downloads[a.i]! ||
    byText(key(a.i), key(b.i)) ||
    byText(categoryKey(a.i), categoryKey(b.i));
}

/**
 * The best `limit` matches in rank order, and how many matched in all. Name
 * matches come from one scan of the lower-cased names; with a limit, one pass
 * keeps only the best (no sort of every match).
 */
export function search(catalog: Catalog, query: string, type?: ChatType, limit = Infinity): { hits: Hit[]; total: number } {
  const q = query.trim().toLowerCase();
  const wanted = typeIndex(type);
  const scores = new Map<number, number>();
  for (const { entry, at } of nameMatches(catalog, q)) {
    if (wanted >= 0 && catalog.types[entry] !== wanted) continue;
    const start = catalog.starts[entry]!;
    const score = at !== start ? 20 : at + q.length === catalog.starts[entry + 1]! - 1 ? 100 : 50;
    if (score > (scores.get(entry) ?? 0)) scores.set(entry, score);
  }
  if (q) {
    const categoryHit = catalog.categories.map((c) => c.toLowerCase().includes(q));
    if (categoryHit.some(Boolean)) {
      for (let i = 0; i < catalog.size; i++) {
        if (categoryHit[catalog.categoryOf[i]!] && !scores.has(i) && (wanted < 0 || catalog.types[i] === wanted)) scores.set(i, 10);
      }
    }
  }
  const ranking = rank(catalog);
  const top: Scored[] = [];
  for (const [i, score] of scores) {
    const hit = { i, score };
    if (limit === Infinity) {
      top.push(hit);
      continue;
    }
    if (top.length >= limit && ranking(hit, top[top.length - 1]!) >= 0) continue;
    let k = top.length;
    while (k > 0 && ranking(hit, top[k - 1]!) < 0) k--;
    top.splice(k, 0, hit);
    if (top.length > limit) top.pop();
  }
  if (limit === Infinity) top.sort(ranking);
  return { hits: top.map(({ i, score }) => ({ entry: entryAt(catalog, i), score })), total: scores.size };
}

/** The component a /info or /install name means: `category/name` or a bare name, case-insensitive; most downloaded wins a tie. */
export function findComponent(catalog: Catalog, name: string, type?: ChatType): CatalogEntry | undefined {
  const wanted = name.trim().toLowerCase();
  const slash = wanted.lastIndexOf('/');
  const category = slash >= 0 ? wanted.slice(0, slash) : undefined;
  const bare = slash >= 0 ? wanted.slice(slash + 1) : wanted;
  const t = typeIndex(type);
  let best: number | undefined;
  for (const i of exactName(catalog, bare)) {
    if (t >= 0 && catalog.types[i] !== t) continue;
    if (category !== undefined && catalog.categories[catalog.categoryOf[i]!]!.toLowerCase() !== category) continue;
    if (best === undefined || catalog.downloads[i]! > catalog.downloads[best]!) best = i;
  }
  return best === undefined ? undefined : entryAt(catalog, best);
}

type Options = Map<string, string>;

function readOptions(interaction: CommandInteraction): Options {
  const options: Options = new Map();
  for (const o of interaction.data.options) if (o.value !== undefined) options.set(o.name, String(o.value));
  return options;
}

/** The `type` option: undefined when absent; a reply when it names no type. */
function readType(options: Options, required: boolean): ChatType | undefined | InteractionResponse {
  const raw = options.get('type')?.trim();
  if (!raw) return required ? ephemeral(TEXT.missingOption('type')) : undefined;
  return chatTypeByName(raw) ?? ephemeral(TEXT.unknownType(truncate(raw, 50)));
}

const isReply = (v: unknown): v is InteractionResponse => typeof v === 'object' && v !== null && 'type' in v && !('kind' in v);

function searchCommand(ctx: CommandContext, options: Options): InteractionResponse {
  const query = options.get('query')?.trim();
  if (!query) return ephemeral(TEXT.missingOption('query'));
  const type = readType(options, false);
  if (isReply(type)) return type;
  const shownQuery = truncate(query, 100);
  const { hits: top, total } = search(ctx.catalog, query, type, SEARCH_LIMIT);
  if (total === 0) return ephemeral(TEXT.noMatch(shownQuery, type));
  return embedReply({
    title: `🔍 Search results for "${shownQuery}"${type ? ` in ${type.name}` : ''}`,
    description:
      total > top.length
        ? `Found ${total} components; showing the top ${top.length}.`
        : `Found ${total} component${total === 1 ? '' : 's'}.`,
    color: COLORS.search,
    fields: top.map(({ entry }, i) => ({
      name: `${i + 1}. ${entry.chatType.icon} ${entry.name}`,
      value: `Type: \`${entry.chatType.name}\` · Downloads: ${formatCount(entry.downloads)}\n[View component](${componentUrl(ctx.siteUrl, entry)})`,
      inline: false,
    })),
  });
}

function lookup(ctx: CommandContext, options: Options): CatalogEntry | InteractionResponse {
  const name = options.get('name')?.trim();
  if (!name) return ephemeral(TEXT.missingOption('name'));
  const type = readType(options, false);
  if (isReply(type)) return type;
  return findComponent(ctx.catalog, name, type) ?? ephemeral(TEXT.notFound(truncate(name, 100)));
}

async function infoCommand(ctx: CommandContext, options: Options): Promise<InteractionResponse> {
  const entry = lookup(ctx, options);
  if (isReply(entry)) return entry;
  const url = componentUrl(ctx.siteUrl, entry);
  const [description, safety] = await Promise.all([ctx.describe(entry), ctx.safety?.(entry)]);
  return embedReply({
    title: `${entry.chatType.icon} ${entry.name}`,
    url,
    description: descriptionText(description),
    color: COLORS.info,
    fields: [
      { name: 'Type', value: `\`${entry.chatType.name}\``, inline: true },
      { name: 'Category', value: entry.category, inline: true },
      { name: 'Downloads', value: formatCount(entry.downloads), inline: true },
      // In code format: a file name in the verdict cannot become a link or a mention.
      ...(safety ? [{ name: 'Safety', value: `\`${codeSafe(truncate(safety, 200))}\``, inline: false }] : []),
      { name: 'Component Page', value: `[View on the site](${url})`, inline: false },
    ],
  });
}

function installCommandReply(ctx: CommandContext, options: Options): InteractionResponse {
  const entry = lookup(ctx, options);
  if (isReply(entry)) return entry;
  const url = componentUrl(ctx.siteUrl, entry);
  return embedReply({
    title: `📦 Install ${entry.name}`,
    url,
    description: 'Paste this command in your terminal, in your project folder:',
    color: COLORS.install,
    fields: [
      { name: 'Installation Command', value: '```bash\n' + installCommand(ctx.catalog, entry) + '\n```', inline: false },
      { name: 'Component Page', value: `[View on the site](${url})`, inline: false },
    ],
  });
}

async function pickedEmbed(ctx: CommandContext, entry: CatalogEntry, heading: string): Promise<InteractionResponse> {
  return embedReply({
    title: `${entry.chatType.icon} ${entry.name}`,
    url: componentUrl(ctx.siteUrl, entry),
    description: `**${heading}**\n\n${descriptionText(await ctx.describe(entry))}`,
    color: entry.chatType.color,
    fields: [
      { name: 'Type', value: `\`${entry.chatType.name}\``, inline: true },
      { name: 'Category', value: entry.category, inline: true },
      { name: 'Downloads', value: formatCount(entry.downloads), inline: true },
    ],
  });
}

/** The positions of the chosen type's entries, in catalog order. */
function ofType(ctx: CommandContext, options: Options): number[] | InteractionResponse {
  const type = readType(options, true);
  if (isReply(type)) return type;
  if (!type) return ephemeral(TEXT.missingOption('type'));
  const t = typeIndex(type);
  const list: number[] = [];
  for (let i = 0; i < ctx.catalog.size; i++) if (ctx.catalog.types[i] === t) list.push(i);
  return list.length ? list : ephemeral(TEXT.emptyType(type));
}

async function popularCommand(ctx: CommandContext, options: Options): Promise<InteractionResponse> {
  const list = ofType(ctx, options);
  if (!Array.isArray(list)) return list;
  const { downloads } = ctx.catalog;
  const key = (i: number) => ctx.catalog.lower.slice(ctx.catalog.starts[i]!, ctx.catalog.starts[i + 1]! - 1);
  const top = list.reduce((a, b) => (downloads[b]! > downloads[a]! || (downloads[b] === downloads[a] && key(b) < key(a)) ? b : a));
  const entry = entryAt(ctx.catalog, top);
  return pickedEmbed(ctx, entry, `Most popular ${entry.chatType.name}`);
}

async function randomCommand(ctx: CommandContext, options: Options): Promise<InteractionResponse> {
  const list = ofType(ctx, options);
  if (!Array.isArray(list)) return list;
  const index = Math.min(list.length - 1, Math.floor(ctx.random() * list.length));
  const entry = entryAt(ctx.catalog, list[index]!);
  return pickedEmbed(ctx, entry, `Random ${entry.chatType.name}`);
}

const COMMANDS: Record<string, (ctx: CommandContext, options: Options) => InteractionResponse | Promise<InteractionResponse>> = {
  search: searchCommand,
  info: infoCommand,
  install: installCommandReply,
  popular: popularCommand,
  random: randomCommand,
};

export function isKnownCommand(name: string): boolean {
  return Object.hasOwn(COMMANDS, name);
}

/** Answer one application command from a loaded catalog; the only I/O is ctx.describe. */
export async function runCommand(interaction: CommandInteraction, ctx: CommandContext): Promise<InteractionResponse> {
  const command = Object.hasOwn(COMMANDS, interaction.data.name) ? COMMANDS[interaction.data.name] : undefined;
  if (!command) return ephemeral(TEXT.unknownCommand(truncate(interaction.data.name, 32)));
  return command(ctx, readOptions(interaction));
}
