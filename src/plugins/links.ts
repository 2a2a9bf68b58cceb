/** Pure: how a page offers a plugin to Claude Code (the link and the two commands). */
import { MARKETPLACE_NAME } from './names.ts';

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
