/**
 * The marketplace part of the site's build: every planned plugin as a
 * deterministic zip under `plugins/`, `/marketplace.json` with one archive
 * entry per plugin (`{url, sha256}`: the client downloads and verifies it),
 * and `/stacks.json`. Called by the Astro integration (integration.ts) and
 * the benchmark.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { hashFolder } from '../catalog/deploy-limits.ts';
import { PUBLISHED_SITE_URL } from '../install/settings.ts';
import { parseSettings } from '../settings.ts';
import { formatJson } from './json.ts';
import { marketplaceDocument, marketplaceEntry, OWNER } from './marketplace.ts';
import type { MarketplacePlan, StackInput } from './plan.ts';
import type { StacksDocument } from './schemas.ts';
import { pluginZip } from './zip.ts';

export { OWNER } from './marketplace.ts';

const MarketplaceSettingsSchema = z.looseObject({
  /** The site's public address; Netlify sets URL during its builds. The client takes only absolute https archive URLs. */
  SITE_URL: z.string().url().optional(),
  URL: z.string().url().optional(),
});

export interface MarketplaceSettings {
  siteUrl: string;
}

export function readMarketplaceSettings(env: Record<string, string | undefined>): MarketplaceSettings {
  const s = parseSettings(MarketplaceSettingsSchema, env);
  return { siteUrl: (s.SITE_URL ?? s.URL ?? PUBLISHED_SITE_URL).replace(/\/+$/, '') };
}

/**
 * Where a plugin's archive lives, relative to the site root: one file per
 * version, so a cached copy never goes stale; in one of 256 sub-folders chosen
 * by a hash of the plugin's name, since one folder of a Netlify deploy holds
 * at most 54,000 files (src/catalog/deploy-limits.ts) and a catalog may have
 * more plugins than that, in any mix of kinds and categories.
 */
export function archiveFile(plugin: { name: string; version: string }): string {
  return `plugins/${hashFolder(plugin.name)}/${plugin.name}-${plugin.version}.zip`;
}

export interface WrittenMarketplace {
  /** Files written: the zips, marketplace.json and stacks.json. */
  files: number;
  zipBytes: number;
}

export async function writeMarketplace(plan: MarketplacePlan, stacks: readonly StackInput[], outDir: string, settings: MarketplaceSettings): Promise<WrittenMarketplace> {
  const made = new Set<string>();
  const entries = [];
  let zipBytes = 0;
  let pending: Promise<void>[] = [];
  for (const { plugin, extras } of plan.plugins) {
    const zip = pluginZip(plugin.files);
    const sha256 = createHash('sha256').update(zip).digest('hex');
    const rel = archiveFile(plugin);
    const dir = dirname(join(outDir, rel));
    if (!made.has(dir)) {
      await mkdir(dir, { recursive: true });
      made.add(dir);
    }
    pending.push(writeFile(join(outDir, rel), zip));
    // A bounded number of writes in flight keeps memory flat on big catalogs.
    if (pending.length >= 64) await Promise.all(pending.splice(0));
    zipBytes += zip.byteLength;
    entries.push(marketplaceEntry(plugin, { source: 'archive', url: `${settings.siteUrl}/${rel}`, sha256 }, extras));
  }
  await Promise.all(pending);
  pending = [];
  await writeFile(join(outDir, 'marketplace.json'), formatJson(marketplaceDocument(OWNER, entries)));
  const excluded = new Map(plan.excluded.map((e) => [e.ref, e.reason]));
  const planned = new Map(plan.plugins.map((p) => [p.ref, p.plugin.name]));
  const stacksDoc: StacksDocument = stacks.map((s) => {
    const ref = `stack:${s.name}`;
    const plugin = planned.get(ref);
    return {
      name: s.name,
      description: s.description,
      components: s.refs.map((r) => `${r.singular}:${r.category}/${r.name}`),
      ...(plugin ? { plugin } : { reason: excluded.get(ref) ?? 'not planned' }),
    };
  });
  await writeFile(join(outDir, 'stacks.json'), JSON.stringify(stacksDoc));
  return { files: plan.plugins.length + 2, zipBytes };
}
