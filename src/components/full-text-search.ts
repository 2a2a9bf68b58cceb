/**
 * The home page's full-text results: the chunked static index that
 * src/catalog/full-text.ts builds into `/pagefind/`, searched on a thread of its
 * own (full-text-worker.ts), which loads it on the first query of three letters
 * or more and then a few index chunks per query. The compact name index
 * (search-worker.ts) answers every keystroke; these results come 80 ms after
 * the last one, below the name results.
 */
import type { Query } from './search-engine.ts';
import type { FullTextData, FullTextReply, FullTextRequest } from './full-text-worker.ts';

const DELAY_MS = 80;

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

/**
 * `after`: the full-text index is first loaded once it settles (the page passes the name
 * index being ready): both would share the connection, and at 100,000 components
 * Pagefind's ten bundles (1.2 MB gzip of metadata and WASM) more than doubled what the
 * first name results waited for.
 */
export function fullTextSearch(els: { section: HTMLElement; list: HTMLElement; status: HTMLElement; format: (n: number) => string }, after: Promise<unknown> = Promise.resolve()) {
  let worker: Worker | undefined;
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

  function failed() {
    els.status.textContent = 'The full-text search could not load.';
    els.list.replaceChildren();
    els.section.hidden = false;
  }

  function start(): Worker {
    if (worker) return worker;
    worker = new Worker(new URL('./full-text-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<FullTextReply>) => {
      const reply = event.data;
      if (reply.seq !== seq) return; // typing went on: a newer query is on its way
      if ('error' in reply) failed();
      else draw(reply.results, reply.total);
    });
    worker.addEventListener('error', () => {
      worker = undefined;
      failed();
    });
    return worker;
  }

  return function update(query: Query): void {
    clearTimeout(timer);
    const text = query.q.trim();
    const mine = ++seq;
    if (text.length < 3) {
      els.section.hidden = true;
      return;
    }
    timer = window.setTimeout(() => {
      const filters: Record<string, string> = {};
      if (query.type) filters.kind = query.type;
      if (query.category) filters.category = query.category;
      const request: FullTextRequest = { seq: mine, text, filters };
      const send = () => {
        if (mine === seq) start().postMessage(request);
      };
      void after.then(send, send);
    }, DELAY_MS);
  };
}
