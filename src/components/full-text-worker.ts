/**
 * The full-text search's own thread. Pagefind (its WASM search over the chunked index
 * src/catalog/full-text.ts writes in /pagefind/) runs here, and the page gets back only
 * what it draws: the first SHOWN results with their scores, and how many there are.
 * The page may start several of these, each searching its share of the bundles
 * (worker name `part/parts`), and merges their answers by score (full-text-search.ts).
 *
 * Why a worker of ours and not Pagefind's: Pagefind's own worker posts every result
 * (all matches, with their scores and locations) back to the page, and those
 * structured clones cost the page 100-400 ms a query at 10,000 components; Pagefind on
 * the page's thread instead blocked typing at 100,000 components (keystroke p95 715 ms).
 * Here Pagefind sees no window, so it searches on this thread, and the page stays free.
 *
 * Each bundle is searched by its own copy of Pagefind's script (one module per bundle
 * URL), one bundle after the other as its index chunks arrive, and a newer query stops an
 * older one between two bundles: a search runs for as long as its matches take (about
 * 4 µs each), and while someone types, a search for a word they have not finished would
 * only take the cores from the next keystroke. (Pagefind's mergeIndex searches every
 * bundle at once, so a stale query ran to its end; its createInstance shares one WASM
 * memory between instances, and a second instance's search failed with "memory access
 * out of bounds".)
 */
import { share, SHOWN, topByScore } from './full-text-merge.ts';

/** What the page shows of one full-text result. */
export type FullTextData = { url: string; excerpt: string; meta: Record<string, string> };
export type FullTextHit = FullTextData & { score: number };
/**
 * `stop`: typing went on, so a search still running is for words no longer there; `preload`:
 * fetch the index chunks these words need (typing has not paused yet). Neither is answered.
 */
export type FullTextQuery = { seq: number; text: string; filters: Record<string, string>; preload?: boolean };
/**
 * `warm`: load the first bundle of this worker's share (its script, WASM and metadata) and search
 * it once for `word`, before any query, so that the first words typed do not share two cores
 * with that (full-text-search.ts).
 */
export type FullTextRequest = { seq: number; stop: true } | { warm: true; word?: string } | FullTextQuery;
export type FullTextReply = { seq: number; total: number; results: FullTextHit[] } | { seq: number; error: string };

type PagefindResult = { score: number; data: () => Promise<FullTextData> };
type Pagefind = {
  init: () => Promise<void>;
  preload: (term: string, options?: { filters?: Record<string, string> }) => Promise<void>;
  search: (term: string, options?: { filters?: Record<string, string> }) => Promise<{ results: PagefindResult[] }>;
};

/** The bundles the build wrote (src/catalog/full-text.ts). */
const BUNDLES_URL = '/pagefind/bundles.json';

/** This worker's share of the bundles' URLs. */
async function myBundles(): Promise<string[]> {
  const response = await fetch(BUNDLES_URL);
  if (!response.ok) throw new Error(`${BUNDLES_URL}: ${response.status}`);
  const { bundles } = (await response.json()) as { bundles: string[] };
  return share(bundles, self.name);
}

/** Each bundle's Pagefind, loaded and initialised once (a warm-up's first bundle is not loaded twice). */
const loaded = new Map<string, Promise<Pagefind>>();
function bundle(url: string): Promise<Pagefind> {
  let pf = loaded.get(url);
  if (!pf) {
    pf = (import(/* @vite-ignore */ `${url}pagefind.js`) as Promise<Pagefind>).then(async (module) => {
      await module.init();
      return module;
    });
    loaded.set(url, pf);
  }
  return pf;
}

let urls: Promise<string[]> | undefined;
let bundles: Promise<Pagefind[]> | undefined;
const loadBundles = async (): Promise<Pagefind[]> => Promise.all((await (urls ??= myBundles())).map(bundle));

/** After a failure, everything is loaded afresh by the next query (which says what failed). */
function forget(): void {
  urls = undefined;
  bundles = undefined;
  loaded.clear();
}

/** Pagefind makes its URLs absolute where it sees no window: the page links by path, as everywhere on the site. */
function sitePath(url: string): string {
  const u = new URL(url, self.location.origin);
  return u.origin === self.location.origin ? `${u.pathname}${u.search}${u.hash}` : url;
}

/**
 * Lets a waiting message from the page run. A posted message: the page's messages come
 * from the same task source, so one already sent is handled first (a resolved promise
 * would not let it in; a timer may wait 4 ms).
 */
function yieldToMessages(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The newest query asked: an older one still running stops before its next bundle. */
let latest = 0;

self.addEventListener('message', async (event: MessageEvent<FullTextRequest>) => {
  const request = event.data;
  if ('warm' in request) {
    // Only the first bundle: its WASM compile and metadata are the heavy first-time part, and
    // the bytes a warm-up fetches stay one bundle's at any catalog size. Then one search: V8
    // compiles a WASM function when it is first called and again, optimised, once it runs hot
    // (measured: ~60 ms of a core at the first query with many matches, the init long done).
    const { word } = request;
    (urls ??= myBundles())
      .then(async (mine) => {
        const pf = mine[0] === undefined ? undefined : await bundle(mine[0]);
        if (pf && word) await pf.search(word).catch(() => {});
      })
      .catch(forget);
    return;
  }
  const { seq } = request;
  latest = seq;
  if ('stop' in request) return;
  const { text, filters, preload } = request;
  if (preload) {
    try {
      bundles ??= loadBundles();
      for (const pf of await bundles) pf.preload(text, { filters }).catch(() => {});
    } catch {
      forget(); // the search that follows tries again and says what failed
    }
    return;
  }
  const reply = (r: FullTextReply) => self.postMessage(r);
  try {
    bundles ??= loadBundles();
    const all = await bundles;
    if (seq !== latest) return;
    // Every bundle's index chunks for these words are asked for at once; each bundle is
    // searched as soon as its own have come, while the others' are still on their way.
    const loading = all.map((pf) => pf.preload(text, { filters }));
    for (const load of loading) load.catch(() => {}); // a stopped query leaves them unawaited
    let total = 0;
    let best: PagefindResult[] = [];
    for (const [i, pf] of all.entries()) {
      await loading[i];
      await yieldToMessages();
      if (seq !== latest) return;
      const { results } = await pf.search(text, { filters });
      total += results.length;
      best = topByScore([best, results], SHOWN);
    }
    // Fetched once the best are known: fetched earlier, the excerpts of results pushed out
    // later took the connections from the next bundles' chunks (measured: 30-60 ms slower).
    const results = await Promise.all(best.map(async (r) => ({ ...(await r.data()), score: r.score })));
    if (seq === latest) reply({ seq, total, results: results.map((r) => ({ ...r, url: sitePath(r.url) })) });
  } catch (error) {
    forget(); // tried again on the next query
    reply({ seq, error: error instanceof Error ? error.message : String(error) });
  }
});
