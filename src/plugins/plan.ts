/**
 * Pure: the whole marketplace of a catalog, before any zip is made. Every
 * component is wrapped (wrap.ts); curated stacks become plugins depending on
 * their parts, when every part is a plugin. The site's build and
 * `toolshed plugins` both plan with this, then write archives or folders.
 */
import type { Kind } from '../catalog/kinds.ts';
import { componentUrl } from '../catalog/links.ts';
import { analyzeComponent } from '../safety/analyze.ts';
import type { SafetyReport } from '../safety/report.ts';
import { blockingRules, summarizeSafety } from '../safety/summary.ts';
import type { EntryExtras } from './marketplace.ts';
import { stackPlugin, type StackDefinition } from './marketplace.ts';
import type { StackRef } from './schemas.ts';
import { wrapComponent, type PluginSource, type PluginTree } from './wrap.ts';

export interface PlannedPlugin {
  plugin: PluginTree;
  extras: EntryExtras;
  /** `kind:category/name`, or `stack:name`. */
  ref: string;
}

export interface Excluded {
  ref: string;
  reason: string;
}

export interface MarketplacePlan {
  plugins: PlannedPlugin[];
  /** Components and stacks that are not plugins, with the reason (shown on their pages). */
  excluded: Excluded[];
  /** Stacks that name components the catalog does not have (build warnings). */
  problems: Array<{ stack: string; message: string }>;
}

export interface StackInput extends StackDefinition {
  refs: StackRef[];
}

export interface PlanOptions {
  owner: string;
  /** The site's address (no trailing slash), for each plugin's homepage. */
  siteUrl?: string;
}

/** A curated stack's place on the site: its section of `/stacks/`. */
function stackPageUrl(name: string): string {
  return `/stacks/#${name}`;
}

/**
 * The one-line verdict (src/safety's summarizeSafety) of the component's own
 * report when it carries one: the site's build analyses each component once
 * when it loads the catalog and publishes that report in component-content,
 * so the marketplace reads it rather than analysing again (~1.5 s of CPU at
 * 10,000). `toolshed plugins`, reading a catalog over the network, analyses
 * the bytes it verified itself, as the installer does: the same words either way.
 */
function safetyOf(c: PluginSource & { kind: Kind; safety?: SafetyReport }): SafetyReport {
  return c.safety ?? analyzeComponent(c.kind, { content: c.content, ...(c.files ? { files: c.files } : {}) });
}

/**
 * Why a blocked component is no plugin: `claude plugin install` asks nothing
 * about a risk, so the only way in stays the installer's, which refuses it
 * until `--allow-risk` names each blocking rule (issue 37).
 */
function blockedReason(report: SafetyReport): string {
  const rules = blockingRules(report);
  return `its safety report blocks it (${summarizeSafety(report)}); a plugin install would not ask about that, so it is offered only through the installer, which needs ${rules.map((r) => `--allow-risk ${r}`).join(' ')} after reading the findings`;
}

/** A component's place in the plan: `kind:category/name`, the stack format's segment. */
export const refOf = (c: { kind: Pick<Kind, 'singular'>; category: string; name: string }): string => `${c.kind.singular}:${c.category}/${c.name}`;

export function planMarketplace(components: ReadonlyArray<PluginSource & { kind: Kind; safety?: SafetyReport }>, stacks: readonly StackInput[], options: PlanOptions): MarketplacePlan {
  const plan: MarketplacePlan = { plugins: [], excluded: [], problems: [] };
  const byRef = new Map<string, { name?: string; reason?: string }>();
  for (const c of components) {
    const ref = refOf(c);
    const report = safetyOf(c);
    if (report.level === 'blocking') {
      const reason = blockedReason(report);
      plan.excluded.push({ ref, reason });
      byRef.set(ref, { reason });
      continue;
    }
    const homepage = options.siteUrl ? `${options.siteUrl}${componentUrl(c)}` : undefined;
    const r = wrapComponent(c, { owner: options.owner, homepage });
    if (!r.ok) {
      plan.excluded.push({ ref, reason: r.reason });
      byRef.set(ref, { reason: r.reason });
      continue;
    }
    byRef.set(ref, { name: r.plugin.name });
    const safety = summarizeSafety(report);
    plan.plugins.push({
      plugin: r.plugin,
      ref,
      extras: { author: c.metadata?.author ?? options.owner, category: c.kind.singular, keywords: c.metadata?.keywords, homepage, ...(safety ? { safety } : {}) },
    });
  }
  for (const stack of stacks) {
    const ref = `stack:${stack.name}`;
    const parts: string[] = [];
    const missing: string[] = [];
    const notPlugins: string[] = [];
    for (const part of stack.refs) {
      const key = `${part.singular}:${part.category}/${part.name}`;
      const found = byRef.get(key);
      if (!found) missing.push(key);
      else if (found.name) parts.push(found.name);
      else notPlugins.push(`${key} (${found.reason})`);
    }
    if (missing.length) {
      plan.problems.push({ stack: stack.name, message: `names ${missing.join(', ')}, not in the catalog` });
      plan.excluded.push({ ref, reason: `it names ${missing.join(', ')}, which the catalog does not have` });
    } else if (notPlugins.length) {
      plan.excluded.push({ ref, reason: `not every part is a plugin: ${notPlugins.join('; ')}` });
    } else {
      const homepage = options.siteUrl ? `${options.siteUrl}${stackPageUrl(stack.name)}` : undefined;
      const plugin = stackPlugin(stack, [...new Set(parts)], { owner: options.owner, homepage });
      plan.plugins.push({ plugin, ref, extras: { author: stack.author ?? options.owner, category: 'stack', keywords: stack.keywords, homepage, dependencies: [...new Set(parts)] } });
    }
  }
  return plan;
}
