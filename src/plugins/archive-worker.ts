/** A worker thread of archives.ts: writes the plugin archives of each batch it is given. */
import { serveTasks } from '../workers/pool.ts';
import { writeArchiveBatch } from './archives.ts';

await serveTasks(writeArchiveBatch);
