/**
 * The shapes of what Toolshed writes for Claude Code's plugin system, once:
 * a marketplace (`/marketplace.json` of the site, `.claude-plugin/marketplace.json`
 * of a local one) and a stack's source file. The writers build values of these
 * types; the tests and `toolshed plugins` read with them.
 */
import { z } from 'zod';
import { isSafeSegment, SINGULAR_TYPES } from '../catalog/kinds.ts';

const Kebab = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a kebab-case plugin name');
const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** `{source: 'archive', url, sha256}`: an https zip the client verifies (it refuses loopback hosts and relative URLs). */
const ArchiveSourceSchema = z.strictObject({ source: z.literal('archive'), url: z.string().url(), sha256: Sha256 });

const MarketplaceEntrySchema = z.strictObject({
  name: Kebab,
  /** A relative directory (`./plugins/<name>`, local marketplaces) or an archive (the site). */
  source: z.union([z.string().regex(/^\.\/plugins\/[a-z0-9-]+$/), ArchiveSourceSchema]),
  description: z.string(),
  version: z.string(),
  author: z.strictObject({ name: z.string() }),
  category: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  homepage: z.string().optional(),
  /** A stack: the plugins it pulls in. */
  dependencies: z.array(Kebab).optional(),
});
export type MarketplaceEntry = z.infer<typeof MarketplaceEntrySchema>;

export const MarketplaceSchema = z.strictObject({
  name: z.literal('toolshed'),
  owner: z.strictObject({ name: z.string().min(1) }),
  description: z.string(),
  plugins: z.array(MarketplaceEntrySchema),
});
export type Marketplace = z.infer<typeof MarketplaceSchema>;

/** `agent:category/name`, the site's stack format (one part of `/stack/?c=…`). */
export const StackRefSchema = z
  .string()
  .transform((s, ctx) => {
    const m = /^([a-z]+):([^/]+)\/([^/]+)$/.exec(s.trim());
    if (!m || !(SINGULAR_TYPES as readonly string[]).includes(m[1]!) || !isSafeSegment(m[2]!) || !isSafeSegment(m[3]!)) {
      ctx.addIssue({ code: 'custom', message: `"${s}" is not kind:category/name (kind one of ${SINGULAR_TYPES.join(', ')})` });
      return z.NEVER;
    }
    return { singular: m[1]!, category: m[2]!, name: m[3]! };
  });
export type StackRef = z.output<typeof StackRefSchema>;

/** `stacks/{name}.json` in the catalog source: a curated set of components, published as one plugin that depends on them. */
export const StackSourceSchema = z.looseObject({
  description: z.string().min(1, 'a stack needs a description'),
  /** An array of refs, or the same comma-separated (as in a /stack/ address). */
  components: z
    .union([z.array(z.string()), z.string().transform((s) => s.split(',').filter((p) => p.trim()))])
    .pipe(z.array(StackRefSchema).min(1, 'a stack needs at least one component')),
  author: z.string().optional(),
  keywords: z.array(z.string()).optional(),
});
export type StackSource = z.output<typeof StackSourceSchema>;

/** `/stacks.json`: the catalog's curated stacks, each with its plugin name or why it is not one. */
export const StacksDocumentSchema = z.array(
  z.strictObject({
    name: z.string().refine(isSafeSegment),
    description: z.string(),
    components: z.array(z.string()),
    plugin: Kebab.optional(),
    reason: z.string().optional(),
  }),
);
export type StacksDocument = z.infer<typeof StacksDocumentSchema>;
