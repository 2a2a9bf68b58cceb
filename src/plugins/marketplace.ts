/**
 * Pure: the marketplace documents. The site's `/marketplace.json` (archive
 * sources) and the local marketplace of `toolshed plugins` (relative
 * directories) are the same entries with a different `source`.
 */
import { contentDigest } from '../catalog/digest.ts';
import { visible } from '../text/visible.ts';
import { formatJson, type Json } from './json.ts';
import { MARKETPLACE_NAME, stackPluginName } from './names.ts';
import type { Marketplace, MarketplaceEntry } from './schemas.ts';
import { MANIFEST, type PluginTree } from './wrap.ts';

/** Who the marketplace names as its owner (and as the author of plugins whose component names none). */
export const OWNER = 'Toolshed';

const MARKETPLACE_DESCRIPTION = 'Every Toolshed component that Claude Code can load as a plugin, one plugin each, and curated stacks.';

/** The one-line description of an entry: the plugin's, then the safety verdict when there is one. */
function entryDescription(description: string, safety?: string): string {
  return safety ? `${description} [Safety: ${visible(safety)}]` : description;
}

export interface EntryExtras {
  author: string;
  /** The component's kind, shown by the client as the entry's category. */
  category?: string;
  keywords?: string[];
  homepage?: string;
  safety?: string;
  dependencies?: string[];
}

export function marketplaceEntry(plugin: Pick<PluginTree, 'name' | 'version' | 'description'>, source: MarketplaceEntry['source'], extras: EntryExtras): MarketplaceEntry {
  return {
    name: plugin.name,
    source,
    description: entryDescription(plugin.description, extras.safety),
    version: plugin.version,
    author: { name: extras.author },
    ...(extras.category ? { category: extras.category } : {}),
    ...(extras.keywords?.length ? { keywords: extras.keywords } : {}),
    ...(extras.homepage ? { homepage: extras.homepage } : {}),
    ...(extras.dependencies?.length ? { dependencies: extras.dependencies } : {}),
  };
}

export function marketplaceDocument(owner: string, entries: MarketplaceEntry[]): Marketplace {
  return { name: MARKETPLACE_NAME, owner: { name: owner }, description: MARKETPLACE_DESCRIPTION, plugins: entries };
}

export interface StackDefinition {
  name: string;
  description: string;
  author?: string;
  keywords?: string[];
}

/**
 * A stack as a plugin: nothing but a plugin.json whose `dependencies` are its
 * parts' plugin names; installing it makes the client install them
 * (checked with 2.1.330: "+ 2 dependencies").
 */
export function stackPlugin(stack: StackDefinition, parts: readonly string[], options: { owner: string; homepage?: string }): PluginTree {
  const name = stackPluginName(stack.name);
  const description = visible(stack.description.replace(/\s+/g, ' ').trim());
  const rest: Json = {
    description,
    author: { name: stack.author ?? options.owner },
    ...(options.homepage ? { homepage: options.homepage } : {}),
    ...(stack.keywords?.length ? { keywords: stack.keywords } : {}),
    dependencies: [...parts],
  };
  const digest = contentDigest({ content: formatJson({ name, ...rest }) });
  const version = `0.0.0-h${digest.slice(0, 12)}`;
  return { name, version, description, files: [{ path: MANIFEST, text: formatJson({ name, version, ...rest }), executable: false }] };
}
