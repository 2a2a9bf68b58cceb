/**
 * The component content documents (`/component-content/{type}/{category}/{name}.json`,
 * one per component: the bulk of the JSON API, a gigabyte at 100,000), serialized
 * and written on a worker thread (src/workers/pool.ts) while Astro renders the
 * pages on the main thread: the site's build starts them once the catalog is
 * loaded and checked (integration.ts), into a staging folder it moves into the
 * output at the end. The same bytes as outputs.ts writes on one thread.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { runOnWorkers, workerUrl, type Reply } from '../workers/pool.ts';
import type { CatalogComponent } from './component.ts';
import type { ComponentContent } from './output-schemas.ts';
import { contentEntry, contentFile } from './outputs.ts';

export interface ContentBatch {
  dir: string;
  documents: Array<{ rel: string; entry: ComponentContent }>;
}

/** Documents per task: a message's cost small beside the work, memory flat. */
const BATCH = 200;

/** One batch, serialized and written (its folders exist); returns how many. */
export async function writeContentBatch(batch: ContentBatch): Promise<number> {
  const pending: Promise<void>[] = [];
  for (const { rel, entry } of batch.documents) {
    pending.push(writeFile(join(batch.dir, rel), JSON.stringify(entry)));
    if (pending.length >= 64) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
  return batch.documents.length;
}

/** Writes every component's content document under `dir`; `threads: 0` on this thread. Returns how many. */
export async function writeContentDocuments(components: readonly CatalogComponent[], dir: string, options: { threads: number }): Promise<number> {
  for (const folder of new Set(components.map((c) => dirname(join(dir, contentFile(c)))))) await mkdir(folder, { recursive: true });
  // A batch is built when it is handed out, so only the batches in flight exist as copies.
  const batch = (i: number): ContentBatch => ({ dir, documents: components.slice(i * BATCH, (i + 1) * BATCH).map((c) => ({ rel: contentFile(c), entry: contentEntry(c) })) });
  const count = Math.ceil(components.length / BATCH);
  let written = 0;
  if (options.threads <= 0) {
    for (let i = 0; i < count; i++) written += await writeContentBatch(batch(i));
    return written;
  }
  await runOnWorkers<Reply<number>>(workerUrl('content-worker', import.meta.url), count, { threads: options.threads, message: (i) => ({ value: { index: i, task: batch(i) } }) }, (reply) => {
    if (reply.error !== undefined) throw new Error(`content documents could not be written: ${reply.error}`);
    written += reply.result;
  });
  return written;
}
