/** A worker thread of load.ts: reads and analyses each category folder it is given. */
import { serveTasks } from '../workers/pool.ts';
import { readCategoryTask } from './load.ts';

await serveTasks(readCategoryTask);
