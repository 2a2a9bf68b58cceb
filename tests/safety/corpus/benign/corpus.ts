/**
 * The real-code corpus (issue 36): benign components as the community writes
 * them, read from two folders split by `sideOf` (../attacks/payload.ts) into a
 * development half (`dev/`) and a sealed held-out half (`held-out/`, never
 * tuned on). Two shapes, one Variant each:
 *
 * - `payloads/<class>/<id>.<ext>`: a piece of code written once and put into
 *   up to three components of different kinds by the attacker corpus's own
 *   carriers (`expand`), so benign and malicious code sit in the same wrappers;
 * - `components/<kind>/<class>/<name>`: a whole component in the source
 *   layout of `components-source/`, read by the build's own loader.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from '../../../../src/catalog/load.ts';
import type { Lang } from '../attacks/carriers.ts';
import { expand, sideOf, type Payload, type Variant } from '../attacks/payload.ts';

export type Half = 'dev' | 'held-out';

/** The classes of real behaviour the corpus covers (the folders under payloads/ and components/<kind>/). */
export const REAL_CODE_CLASSES = [
  'api-client',
  'mcp-server',
  'mcp-config',
  'notify',
  'format-lint',
  'deploy',
  'setup',
  'security',
  'git-hooks',
  'project-env',
  'migration',
  'cleanup',
  'everyday',
] as const;

const HERE = fileURLToPath(new URL('.', import.meta.url));

/** The language of a payload file, from its name: `x.server.ts` is an MCP server's source, `x.hook.json` a hook handler… */
const LANGS: Array<[RegExp, Lang]> = [
  [/\.server\.(ts|py|mjs)$/, 'server'],
  [/\.mcp\.json$/, 'mcp'],
  [/\.hook\.json$/, 'hook'],
  [/\.settings\.json$/, 'settings'],
  [/\.sh$/, 'sh'],
  [/\.mjs$/, 'js'],
  [/\.py$/, 'py'],
  [/\.md$/, 'md'],
];

function payloadOf(cls: string, file: string, text: string): Payload<string> {
  const found = LANGS.find(([re]) => re.test(file));
  if (!found) throw new Error(`benign corpus: no language for ${cls}/${file}`);
  const id = file.replace(found[0], '');
  return { id, class: cls, lang: found[1], note: `${cls}: ${id}`, code: text };
}

/** A half's payloads, by the folder they are in. */
export function payloadsOf(half: Half): Payload<string>[] {
  const root = join(HERE, half, 'payloads');
  return readdirSync(root).flatMap((cls) => readdirSync(join(root, cls)).sort().map((file) => payloadOf(cls, file, readFileSync(join(root, cls, file), 'utf8'))));
}

/** A half's whole components, read as the build reads components-source/ (category = class). */
export async function componentsOf(half: Half): Promise<Variant[]> {
  const catalog = await loadCatalog(join(HERE, half, 'components'), { threads: 1 });
  if (catalog.errors.some((e) => !/safety|block/i.test(e.message))) throw new Error(`benign corpus ${half}: ${catalog.errors.map((e) => `${e.file}: ${e.message}`).join('; ')}`);
  return catalog.components.map((c) => ({
    id: `${c.name}@as-published`,
    payload: c.name,
    class: c.category,
    carrier: 'as-published',
    kind: c.kind.type,
    expect: 'pass',
    note: c.description,
    published: c.files ? { content: c.content, files: c.files } : { content: c.content },
  }));
}

/** Every variant of a half: payloads in their carriers, then whole components. */
export async function variantsOf(half: Half): Promise<Variant[]> {
  return [...expand(payloadsOf(half), true), ...(await componentsOf(half))];
}

/** The ids whose hash puts them on the other side (must be none). */
export function misplaced(half: Half, variants: readonly Variant[]): string[] {
  return [...new Set(variants.map((v) => v.payload))].filter((id) => sideOf(id) !== half);
}
