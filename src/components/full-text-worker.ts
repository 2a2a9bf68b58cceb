/**
 * The full-text search's own thread. Pagefind (its WASM search over the chunked index
 * src/catalog/full-text.ts writes in /pagefind/, every bundle merged) runs here, and the
 * page gets back only what it draws: the first SHOWN results and how many there are.
 *
 * Why a worker of ours and not Pagefind's: Pagefind's own worker posts every result
 * (all matches, with their scores and locations) back to the page, and those
 * structured clones cost the page 100-400 ms a query at 10,000 components; Pagefind on
 * the page's thread instead blocked typing at 100,000 components (ten bundles to merge
 * and search: keystroke p95 715 ms, a query in the address 4.6 s of blocking time).
 * Here Pagefind sees no window, so it searches on this thread, and the page stays free.
 */

/** What the page shows of one full-text result. */
export type FullTextData = { url: string; excerpt: string; meta: Record<string, string> };
export type FullTextRequest = { seq: number; text: string; filters: Record<string, string> };
export type FullTextReply = { seq: number; total: number; results: FullTextData[] } | { seq: number; error: string };

type Pagefind = {
  options: (options: { noWorker?: boolean }) => Promise<void>;
  search: (term: string, options?: { filters?: Record<string, string> }) => Promise<{ results: Array<{ data: () => Promise<FullTextData> }> }>;
  mergeIndex: (url: string) => Promise<void>;
};

const SHOWN = 10;
/** The bundles the build wrote (src/catalog/full-text.ts): the first one's script searches, the others are merged into it. */
const BUNDLES_URL = '/pagefind/bundles.json';

async function loadPagefind(): Promise<Pagefind> {
  const response = await fetch(BUNDLES_URL);
  if (!response.ok) throw new Error(`${BUNDLES_URL}: ${response.status}`);
  const { bundles } = (await response.json()) as { bundles: string[] };
  const pagefind = (await import(/* @vite-ignore */ `${bundles[0]}pagefind.js`)) as Pagefind;
  await pagefind.options({ noWorker: true });
  await Promise.all(bundles.slice(1).map((url) => pagefind.mergeIndex(url)));
  return pagefind;
}

/** Pagefind makes its URLs absolute where it sees no window: the page links by path, as everywhere on the site. */
function sitePath(url: string): string {
  const u = new URL(url, self.location.origin);
  return u.origin === self.location.origin ? `${u.pathname}${u.search}${u.hash}` : url;
}

let pagefind: Promise<Pagefind> | undefined;
/** The newest query asked: an older one still running stops at its next step. */
let latest = 0;

self.addEventListener('message', async (event: MessageEvent<FullTextRequest>) => {
  const { seq, text, filters } = event.data;
  latest = seq;
  const reply = (r: FullTextReply) => self.postMessage(r);
  try {
    pagefind ??= loadPagefind();
    const pf = await pagefind;
    if (seq !== latest) return;
    const found = await pf.search(text, { filters });
    if (seq !== latest) return;
    const results = (await Promise.all(found.results.slice(0, SHOWN).map((r) => r.data()))).map((r) => ({ ...r, url: sitePath(r.url) }));
    if (seq === latest) reply({ seq, total: found.results.length, results });
  } catch (error) {
    pagefind = undefined; // tried again on the next query
    reply({ seq, error: error instanceof Error ? error.message : String(error) });
  }
});
