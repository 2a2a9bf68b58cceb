/** Pure: how a page offers a plugin to Claude Code (the link and the two commands). */
import { MARKETPLACE_NAME } from './names.ts';
import type { MarketplacePlan } from './plan.ts';

/** The marketplace's address: what `claude plugin marketplace add` takes. */
export function marketplaceUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/marketplace.json`;
}

/** The client's install link (it opens Claude Code's install dialog for this plugin of this marketplace). */
export function installLink(plugin: string, siteUrl: string): string {
  return `claude-cli://install-plugin?plugin=${encodeURIComponent(plugin)}&marketplace=${encodeURIComponent(marketplaceUrl(siteUrl))}`;
}

/** The same in a terminal: add the marketplace once, then install. */
export function pluginCommands(plugin: string, siteUrl: string): [string, string] {
  return [`claude plugin marketplace add ${marketplaceUrl(siteUrl)}`, `claude plugin install ${plugin}@${MARKETPLACE_NAME}`];
}

/**
 * What a page offers for one component or stack: its plugin at the site's
 * address, or why it is not one. Everything the "Install in Claude Code"
 * section shows comes from this value, so a page cache keyed by a page's
 * props (src/catalog/page-cache.ts) sees a new address as a new page.
 */
export type PluginOffer = { plugin: string; siteUrl: string } | { reason: string };

/** Every component's and stack's offer, by its plan ref (`kind:category/name`, `stack:name`). */
export function pluginOffers(plan: MarketplacePlan, siteUrl: string): Map<string, PluginOffer> {
  const offers = new Map<string, PluginOffer>();
  for (const p of plan.plugins) offers.set(p.ref, { plugin: p.plugin.name, siteUrl });
  for (const e of plan.excluded) offers.set(e.ref, { reason: e.reason });
  return offers;
}
