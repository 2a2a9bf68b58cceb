/**
 * The home page's full-text results: the chunked static index that
 * src/catalog/full-text.ts builds into `/pagefind/`, searched on a thread of its
 * own (full-text-worker.ts; two where the machine has more than two cores, each
 * searching half the bundles), which loads its first bundle when the page asks it
 * to warm up (warm()) and the rest on the first query of three letters or more,
 * then a few index chunks per query. The compact name index
 * (search-worker.ts) answers every keystroke; these results come 80 ms after
 * the last one, below the name results.
 */
import type { Query } from './search-engine.ts';
import { SHOWN, topByScore } from './full-text-merge.ts';
import type { FullTextData, FullTextHit, FullTextQuery, FullTextReply, FullTextRequest } from './full-text-worker.ts';

const DELAY_MS = 80;
/**
 * Workers searching the bundles side by side, each its share: a query takes as long as its
 * matches, and the page's other work is done once typing stops. One on a machine of one or
 * two cores, where a second one would only take the cores from typing.
 */
const WORKERS = (globalThis.navigator?.hardwareConcurrency ?? 1) > 2 ? 2 : 1;

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
 * `after`: queries load the full-text index once it settles (the page passes the name
 * index being ready): both would share the connection, and at 100,000 components
 * Pagefind's ten bundles (1.2 MB gzip of metadata and WASM) more than doubled what the
 * first name results waited for. warm() is the page's to call once the name index's data
 * has arrived (`warmAfter`): one bundle, while the name index is built.
 */
export function fullTextSearch(els: { section: HTMLElement; list: HTMLElement; status: HTMLElement; format: (n: number) => string }, after: Promise<unknown> = Promise.resolve(), warmAfter: Promise<unknown> = after) {
  let workers: Worker[] | undefined;
  let seq = 0;
  let timer = 0;
  /** The answers so far to query `seq`, one per worker. */
  let answers: Array<{ total: number; results: FullTextHit[] }> = [];

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

  function onReply(event: MessageEvent<FullTextReply>) {
    const reply = event.data;
    if (reply.seq !== seq) return; // typing went on: a newer query is on its way
    if ('error' in reply) {
      seq++; // the other workers' answers to this query are not drawn
      failed();
      return;
    }
    answers.push(reply);
    if (answers.length < WORKERS) return;
    const total = answers.reduce((sum, a) => sum + a.total, 0);
    draw(topByScore(answers.map((a) => a.results), SHOWN), total);
  }

  function start(): Worker[] {
    if (workers) return workers;
    workers = Array.from({ length: WORKERS }, (_, part) => {
      const worker = new Worker(new URL('./full-text-worker.ts', import.meta.url), { type: 'module', name: `${part}/${WORKERS}` });
      worker.addEventListener('message', onReply);
      worker.addEventListener('error', () => {
        // A worker that could not start: all are started afresh on the next query, none left behind.
        for (const w of workers ?? []) w.terminate();
        workers = undefined;
        seq++; // the other workers' answers to this query are not drawn
        failed();
      });
      return worker;
    });
    return workers;
  }

  /** The preload of the latest words, sent once their name results are on screen. */
  let preload: (() => void) | undefined;
  let warmed = false;

  return {
    /**
     * Load the first bundle now, ahead of any query, and search it for `word` (a word many
     * components have: commonestWord()): Pagefind's first load and first busy search (its WASM
     * compiled, then compiled again optimised; its metadata read: ~90 ms of CPU on this
     * machine's two cores, docs/benchmarks.md) then do not land on the first words typed.
     */
    warm(word?: string): void {
      if (warmed) return;
      warmed = true;
      void warmAfter.then(() => {
        for (const worker of start()) worker.postMessage({ warm: true, word } satisfies FullTextRequest);
      });
    },
    update(query: Query): void {
      clearTimeout(timer);
      const text = query.q.trim();
      const mine = ++seq;
      preload = undefined;
      // A search still running stops at its next bundle: the cores are this keystroke's.
      if (workers) for (const worker of workers) worker.postMessage({ seq: mine, stop: true } satisfies FullTextRequest);
      if (text.length < 3) {
        els.section.hidden = true;
        return;
      }
      const filters: Record<string, string> = {};
      if (query.type) filters.kind = query.type;
      if (query.category) filters.category = query.category;
      const post = (request: FullTextQuery) => () => {
        if (mine !== seq) return;
        if (!request.preload) answers = [];
        for (const worker of start()) worker.postMessage(request);
      };
      // The index chunks the words typed so far need are fetched before typing pauses, and
      // searched once it does: fetching was most of a query's time (20 chunks of ~23 KB for
      // two words at 100,000 components), and a word being typed mostly needs the chunks its
      // start did. Not before this keystroke's name results are painted (`namesShown`), so that
      // unpacking chunks does not compete with the keystroke's own name search on two cores.
      // A last word of one or two letters would ask for every chunk holding its prefix: not then.
      if (/\S{3}$/u.test(text)) {
        const send = post({ seq: mine, text, filters, preload: true });
        preload = () => void after.then(send, send);
      }
      timer = window.setTimeout(() => {
        preload = undefined;
        const search = post({ seq: mine, text, filters });
        void after.then(search, search);
      }, DELAY_MS);
    },
    /** The name results of the latest query are drawn: after the frame that shows them, the full text may use the cores. */
    namesShown(): void {
      const send = preload;
      preload = undefined;
      if (send) requestAnimationFrame(() => setTimeout(send));
    },
  };
}
