/** A worker thread of content-documents.ts: serializes and writes each batch of content documents it is given. */
import { serveTasks } from '../workers/pool.ts';
import { writeContentBatch } from './content-documents.ts';

await serveTasks(writeContentBatch);
