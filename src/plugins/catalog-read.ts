/**
 * A catalog's pluggable components and stacks, read from its JSON API (a site
 * or a built folder) by the installer's own reader: each component's content
 * is checked against the sha256 its kind's list gives (`Catalog.fetchVerified`),
 * so `toolshed plugins` wraps exactly what the catalog vouches for.
 */
import { z } from 'zod';
import { KINDS, type Kind } from '../catalog/kinds.ts';
import { ComponentListEntrySchema } from '../catalog/output-schemas.ts';
import { EXIT, InstallError } from '../install/errors.ts';
import type { Catalog } from '../install/source.ts';
import type { StackInput } from './plan.ts';
import { StackRefSchema } from './schemas.ts';
import { PLUGGABLE_TYPES, type PluginSource } from './wrap.ts';

/** A row of `/components/{type}.json` as far as a plugin needs it; other fields let through. */
const RowSchema = ComponentListEntrySchema.pick({ name: true, path: true, category: true, description: true, author: true, license: true, keywords: true, version: true }).loose();

const StackRowSchema = z.looseObject({ name: z.string(), description: z.string(), components: z.array(StackRefSchema) });

/** Downloads at a time: enough to hide latency, few enough to be polite to a static host. */
const CONCURRENCY = 16;

async function inBatches<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, items.length) }, worker));
  return out;
}

export interface ReadCatalog {
  components: Array<PluginSource & { kind: Kind }>;
  stacks: StackInput[];
}

export async function readPluginSources(catalog: Catalog, progress: (line: string) => void = () => {}): Promise<ReadCatalog> {
  const refs: Array<{ kind: Kind; category: string; name: string; row: z.infer<typeof RowSchema> }> = [];
  // Kinds that are never plugins are listed too (not downloaded), so a stack naming one says why it is not a plugin.
  for (const kind of KINDS) {
    const type = kind.type;
    const data = await catalog.source.get(`/components/${type}.json`);
    if (data === null) continue; // an older catalog without this kind
    if (!Array.isArray(data)) throw new InstallError(EXIT.network, `${catalog.source.label}/components/${type}.json is not a list`);
    for (const raw of data) {
      const row = RowSchema.safeParse(raw);
      if (!row.success) continue; // a row this version cannot use; the installer skips it too
      const [category, name] = row.data.path.replace(/\.[^./]+$/, '').split('/');
      if (category && name) refs.push({ kind, category, name, row: row.data });
    }
  }
  progress(`verifying ${refs.filter((r) => PLUGGABLE_TYPES.includes(r.kind.type)).length} components against their sha256`);
  const components = await inBatches(refs, async ({ kind, category, name, row }) => {
    if (!PLUGGABLE_TYPES.includes(kind.type)) return { kind, category, name, description: row.description ?? '', content: '' };
    const verified = await catalog.fetchVerified({ kind, category, name });
    const metadata = {
      ...(row.author ? { author: row.author } : {}),
      ...(row.license ? { license: row.license } : {}),
      ...(row.keywords ? { keywords: row.keywords } : {}),
      ...(row.version ? { version: row.version } : {}),
    };
    return { kind, category, name, description: row.description ?? '', metadata, content: verified.content.content, ...(verified.content.files ? { files: verified.content.files } : {}) };
  });
  const stacksData = await catalog.source.get('/stacks.json');
  const stacks: StackInput[] = [];
  for (const raw of Array.isArray(stacksData) ? stacksData : []) {
    const row = StackRowSchema.safeParse(raw);
    if (row.success) stacks.push({ name: row.data.name, description: row.data.description, refs: row.data.components });
  }
  return { components, stacks };
}
