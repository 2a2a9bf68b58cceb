/**
 * The marketplace part of the site's build: every planned plugin as a
 * deterministic zip under `plugins/`, `/marketplace.json` with one archive
 * entry per plugin (`{url, sha256}`: the client downloads and verifies it),
 * and `/stacks.json`. Called by the Astro integration (integration.ts) and
 * the benchmark.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { archiveFile, writeArchives, type WrittenArchive } from './archives.ts';
import { PUBLISHED_SITE_URL } from '../install/settings.ts';
import { parseSettings } from '../settings.ts';
import { formatJson } from './json.ts';
import { marketplaceDocument, marketplaceEntry, OWNER } from './marketplace.ts';
import type { MarketplacePlan, StackInput } from './plan.ts';
import type { StacksDocument } from './schemas.ts';

export { OWNER } from './marketplace.ts';
// Where archives live: re-exported for the callers that always found it here.
export { archiveFile } from './archives.ts';

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

export interface WrittenMarketplace {
  /** Files written: the zips, marketplace.json and stacks.json. */
  files: number;
  zipBytes: number;
}

/**
 * Writes the marketplace under `outDir`: the archives (unless `archived` says they were
 * written there already, by writeArchives over `plan.plugins` in order), `/marketplace.json`
 * with each archive's address and sha256, and `/stacks.json`.
 */
export async function writeMarketplace(plan: MarketplacePlan, stacks: readonly StackInput[], outDir: string, settings: MarketplaceSettings, archived?: readonly WrittenArchive[]): Promise<WrittenMarketplace> {
  const written = archived ?? (await writeArchives(plan.plugins.map((p) => p.plugin), outDir, { threads: 0 }));
  if (written.length !== plan.plugins.length) throw new Error(`${written.length} archives for ${plan.plugins.length} plugins`);
  let zipBytes = 0;
  const entries = plan.plugins.map(({ plugin, extras }, i) => {
    const { sha256, bytes } = written[i]!;
    zipBytes += bytes;
    return marketplaceEntry(plugin, { source: 'archive', url: `${settings.siteUrl}/${archiveFile(plugin)}`, sha256 }, extras);
  });
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
