/**
 * The development / held-out split of the benches over corpora we did not
 * write (real catalogs, labelled datasets): a hash of where an item comes
 * from, never of what it says, the same on every machine. One function, so
 * every bench splits alike.
 */
import { createHash } from 'node:crypto';

export type Half = 'dev' | 'held-out';

export const halfOf = (id: string): Half => (createHash('sha256').update(id).digest()[0]! % 2 === 0 ? 'dev' : 'held-out');
