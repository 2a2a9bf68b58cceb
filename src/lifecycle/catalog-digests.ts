/**
 * What a catalog serves now, as `{type}/{category}/{name}` → sha256, in one
 * request: `/lock-index.json` (src/catalog/output-schemas.ts). A site built
 * before that document existed answers 404; then the lists of the kinds the
 * lock holds are read instead (one request per kind, still never one per
 * component).
 */
import { z } from 'zod';
import type { ComponentType } from '../catalog/kinds.ts';
import { LockIndexSchema } from '../catalog/output-schemas.ts';
import { InstallError } from '../install/errors.ts';
import { ListedComponentSchema, rowsOf } from '../install/schemas.ts';
import type { Source } from '../install/source.ts';
import { safeAddress } from '../install/address.ts';
import type { CatalogRead } from './schemas.ts';

/** A newer catalog may add fields beside `components`; the digests must still be valid. */
const LockIndexReader = LockIndexSchema.loose();

export const LOCK_INDEX_PATH = '/lock-index.json';

export interface CatalogDigestsRead {
  digests: ReadonlyMap<string, string> | undefined;
  read: CatalogRead;
}

export async function readCatalogDigests(source: Source, label: string, types: readonly ComponentType[]): Promise<CatalogDigestsRead> {
  // Shown and printed as --json: never the credentials of a --site address.
  const read: CatalogRead = { source: safeAddress(label), read: [LOCK_INDEX_PATH], reached: false };
  try {
    const index = await source.get(LOCK_INDEX_PATH);
    if (index !== null) {
      const parsed = LockIndexReader.safeParse(index);
      if (!parsed.success) {
        return { digests: undefined, read: { ...read, reached: true, error: `${LOCK_INDEX_PATH} is malformed (${z.prettifyError(parsed.error).split('\n')[0]})` } };
      }
      return { digests: new Map(Object.entries(parsed.data.components)), read: { ...read, reached: true } };
    }
    // An older site: the kinds' lists carry the same sha256 per row.
    const digests = new Map<string, string>();
    for (const type of new Set(types)) {
      const path = `/components/${type}.json`;
      read.read.push(path);
      const rows = rowsOf(ListedComponentSchema, await source.get(path));
      if (rows === null) return { digests: undefined, read: { ...read, reached: true, error: `neither ${LOCK_INDEX_PATH} nor ${path} is there; is this a Toolshed site?` } };
      for (const row of rows) digests.set(`${type}/${row.path.replace(/\.[^./]+$/, '')}`, row.sha256);
    }
    return { digests, read: { ...read, reached: true } };
  } catch (error) {
    if (!(error instanceof InstallError)) throw error;
    return { digests: undefined, read: { ...read, error: error.message } };
  }
}
