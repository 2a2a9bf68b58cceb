/**
 * The home page's search worker: loads `/search-compact.json`, answers
 * filters at once and text queries as soon as its index is built, off the
 * page's main thread so typing and painting never wait on it.
 *
 * In:  { seq, query }            Out: { seq, answer } | { seq, waiting: true } | { error }
 *                                 | { categories: { all, byKind } } once the data is loaded (the
 *                                   page's category list is not in its HTML: it grows with the catalog)
 */
/// <reference lib="webworker" />
import type { CompactIndex } from '../catalog/output-schemas.ts';
import { SearchEngine, type Query } from './search-engine.ts';

declare const self: DedicatedWorkerGlobalScope;

type Request = { seq: number; query: Query };

let engine: SearchEngine | undefined;
/** The latest text query asked before the index was ready. */
let waiting: Request | undefined;

function answer(request: Request): void {
  self.postMessage({ seq: request.seq, answer: engine!.run(request.query) });
}

self.addEventListener('message', (event: MessageEvent<Request>) => {
  const request = event.data;
  if (engine?.canAnswer(request.query)) {
    waiting = undefined;
    answer(request);
  } else {
    waiting = request;
    self.postMessage({ seq: request.seq, waiting: true });
  }
});

async function start(): Promise<void> {
  const url = new URL(self.name || '/search-compact.json', self.location.origin);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  engine = new SearchEngine((await response.json()) as CompactIndex);
  self.postMessage({ categories: engine.categoryLists() });
  if (waiting && engine.canAnswer(waiting.query)) {
    answer(waiting);
    waiting = undefined;
  }
  await engine.buildIndex();
  // Ready first: the page then starts the full-text index's load on its own thread meanwhile.
  self.postMessage({ ready: true });
  if (waiting) {
    answer(waiting);
    waiting = undefined;
  }
  // Before the first keys, not on them; a query asked meanwhile waits in the message queue.
  engine.warmUp();
}

start().catch((error: unknown) => self.postMessage({ error: error instanceof Error ? error.message : String(error) }));
