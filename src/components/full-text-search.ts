/**
 * The home page's full-text results: the chunked static index that
 * src/catalog/full-text.ts builds into `/pagefind/`, loaded on the first
 * query of three letters or more and then a few index chunks per query. The
 * compact name index (search-worker.ts) answers every keystroke; these
 * results come 80 ms after the last one, below the name results.
 */
import type { Query } from './search-engine.ts';

type FullTextData = { url: string; excerpt: string; meta: Record<string, string> };
type Pagefind = {
  options: (options: { noWorker?: boolean }) => Promise<void>;
  search: (term: string, options?: { filters?: Record<string, string> }) => Promise<{ results: Array<{ data: () => Promise<FullTextData> }> }>;
  mergeIndex: (url: string) => Promise<void>;
};

const SHOWN = 10;
const DELAY_MS = 80;
/** The bundles the build wrote (src/catalog/full-text.ts): the first one's script searches, the others are merged into it. */
const BUNDLES_URL = '/pagefind/bundles.json';

async function loadPagefind(): Promise<Pagefind> {
  const { bundles } = (await (await fetch(BUNDLES_URL)).json()) as { bundles: string[] };
  const first = `${bundles[0]}pagefind.js`;
  const pagefind = (await import(/* @vite-ignore */ first)) as Pagefind;
  // On the page's own thread: Pagefind's worker hands every answer back through
  // structured clones that cost the main thread 100-400 ms per query (measured at
  // 10,000 components: keystroke p95 142 ms with the worker, 34 ms without it,
  // and the full-text answer itself faster), while its WASM search takes a few ms.
  await pagefind.options({ noWorker: true });
  await Promise.all(bundles.slice(1).map((url) => pagefind.mergeIndex(url)));
  return pagefind;
}

/** Pagefind's excerpt is escaped text with <mark> around the matches: shown as text nodes and <mark> elements, never parsed as markup. */
export function excerptNodes(html: string): Node[] {
  const decode = (text: string) => {
    // A textarea's content is text to the HTML parser: entities are decoded, no element is made.
    const area = document.createElement('textarea');
    area.innerHTML = text.replace(/<[^>]*>/g, '');
    return area.value;
  };
  return html.split(/<mark>|<\/mark>/).map((part, i) => {
    if (i % 2 === 0) return document.createTextNode(decode(part));
    const mark = document.createElement('mark');
    mark.textContent = decode(part);
    return mark;
  });
}

export function fullTextSearch(els: { section: HTMLElement; list: HTMLElement; status: HTMLElement; format: (n: number) => string }) {
  let pagefind: Promise<Pagefind> | undefined;
  let seq = 0;
  let timer = 0;

  function draw(results: FullTextData[], total: number) {
    els.list.replaceChildren(
      ...results.map((r) => {
        const li = document.createElement('li');
        const a = li.appendChild(document.createElement('h2')).appendChild(document.createElement('a'));
        a.href = r.url;
        a.textContent = r.meta.title ?? r.url;
        const meta = li.appendChild(document.createElement('div'));
        meta.className = 'meta-line';
        for (const text of [r.meta.kind, r.meta.category]) if (text) meta.appendChild(Object.assign(document.createElement('span'), { className: 'tag', textContent: text }));
        li.appendChild(document.createElement('p')).append(...excerptNodes(r.excerpt));
        return li;
      }),
    );
    els.status.textContent =
      total === 0
        ? 'No description or content matches.'
        : `${els.format(total)} ${total === 1 ? 'component mentions' : 'components mention'} it${total > results.length ? `; the first ${results.length}` : ''}.`;
    els.section.hidden = false;
  }

  return function update(query: Query): void {
    clearTimeout(timer);
    const text = query.q.trim();
    const mine = ++seq;
    if (text.length < 3) {
      els.section.hidden = true;
      return;
    }
    timer = window.setTimeout(async () => {
      try {
        pagefind ??= loadPagefind();
        const filters: Record<string, string> = {};
        if (query.type) filters.kind = query.type;
        if (query.category) filters.category = query.category;
        const found = await (await pagefind).search(text, { filters });
        if (mine !== seq) return;
        const data = await Promise.all(found.results.slice(0, SHOWN).map((r) => r.data()));
        if (mine === seq) draw(data, found.results.length);
      } catch {
        pagefind = undefined;
        if (mine === seq) {
          els.status.textContent = 'The full-text search could not load.';
          els.list.replaceChildren();
          els.section.hidden = false;
        }
      }
    }, DELAY_MS);
  };
}
