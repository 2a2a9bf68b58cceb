/**
 * A search result drawn in the browser, in ResultCard.astro's markup (the
 * server renders the first page's cards; these are the ones search draws).
 * Kept apart from SearchPanel's script so that the panel stays one job.
 * The safety verdict comes from the index's level alone (levelVerdict()).
 */
import type { Row } from './search-engine.ts';
import { levelVerdict } from '../safety/summary.ts';
import { formatCount as format } from '../catalog/format-count.ts';

/** A fresh card in ResultCard.astro's markup, to be filled by fill(). */
function card(): HTMLLIElement {
  const li = document.createElement('li');
  li.innerHTML =
    '<div class="card-head"><span class="kind-tile"></span><h2><a></a></h2></div>' +
    '<div class="meta-line"></div>' +
    '<div class="card-actions js-only"><button class="ghost i-copy" data-copy>Copy install</button><button class="ghost i-plus" data-stack-item="">Add to stack</button></div>';
  return li;
}

/**
 * `el`'s text, written only when it changes, into its text node when it has one: a written
 * text, even the same, makes the browser style, lay out and paint it again, and a new text
 * node (textContent) is a node removed and one made, where changing the node's data is not.
 */
function setText(el: Element, text: string): void {
  const node = el.firstChild;
  if (node instanceof Text && !node.nextSibling) {
    if (node.data !== text) node.data = text;
  } else if (el.textContent !== text) el.textContent = text;
}

/** The row each card drawn here shows: a card asked to show it again is left alone. */
const drawn = new WeakMap<HTMLLIElement, string>();

/** Draw a row into a card of ResultCard.astro's markup, reusing the card's nodes when it has them. */
export function fill(li: HTMLLIElement, row: Row): HTMLLIElement {
  // Typing on in a word often keeps the first cards: those cost one comparison.
  const key = JSON.stringify(row);
  if (drawn.get(li) === key) return li;
  drawn.set(li, key);
  const [kind, cat, name, description, downloads, level, allowPaths, source] = row;
  if (!li.querySelector('.card-actions')) li.replaceChildren(...card().childNodes);
  const a = li.querySelector('h2 > a')!;
  const meta = li.querySelector('.meta-line')!;
  if (li.dataset.kind !== kind) li.dataset.kind = kind;
  const href = `/component/${kind}/${cat}/${name}`;
  if (a.getAttribute('href') !== href) a.setAttribute('href', href);
  setText(a, name);
  const count = downloads > 0 ? `${format(downloads)} ${downloads === 1 ? 'download' : 'downloads'}` : '';
  // [text, class] of ResultCard's spans: kind, category, the source (docs/sources.md), downloads.
  const parts = ([[kind, 'tag kind-tag'], [cat, 'tag'], [source ? `from ${source}` : '', 'tag source-tag'], [count, '']] as const).filter(([text]) => text);
  // The verdict (ResultCard's `.verdict`) is kept apart from the kind, category and downloads spans.
  let verdict = meta.querySelector<HTMLSpanElement>('.verdict');
  const spans = Array.from(meta.children).filter((el) => el !== verdict);
  if (spans.length !== parts.length || parts.some(([, cls], i) => spans[i]!.className !== cls)) {
    meta.replaceChildren(...parts.map(([, className]) => Object.assign(document.createElement('span'), { className })));
    verdict = null;
  }
  parts.forEach(([text], i) => setText(meta.children[i]!, text));
  if (level) {
    const { text } = levelVerdict(level);
    verdict ??= meta.appendChild(Object.assign(document.createElement('span'), { className: 'verdict' }));
    if (verdict.dataset.level !== level) verdict.dataset.level = level;
    setText(verdict, text);
  } else verdict?.remove();
  let p = li.querySelector('p');
  if (description) {
    p ??= meta.insertAdjacentElement('afterend', document.createElement('p')) as HTMLParagraphElement;
    setText(p, description);
  } else p?.remove();
  const [copyButton, stackButton] = Array.from(li.querySelectorAll<HTMLButtonElement>('.card-actions button'));
  // The --allow-path values its command carries (ResultCard's `data-allow-path`), read by site-actions.ts on copy.
  const allow = allowPaths?.join(',') ?? '';
  if ((copyButton!.dataset.allowPath ?? '') !== allow) {
    if (allow) copyButton!.dataset.allowPath = allow;
    else delete copyButton!.dataset.allowPath;
  }
  const item = `${kind}:${cat}/${name}`;
  if (stackButton!.dataset.stackItem !== item) {
    copyButton!.setAttribute('aria-label', `Copy install command for ${name}`);
    // site-actions.ts sees the change and marks whether it is in the stack (its label and name).
    stackButton!.dataset.stackItem = item;
  }
  return li;
}
