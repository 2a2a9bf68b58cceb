/**
 * The home page's result list drawn in the browser (SearchPanel.astro): a keystroke's answer
 * fills the cards a screen can show in its own task, and the others once that frame is
 * painted, while the list says it is busy (`aria-busy`). A card out of view still costs
 * its box's style, layout and paint (content-visibility skips only its content); drawing a
 * screenful and not 50 cards per keystroke is what keeps typing under a frame or three.
 * Cards are reused (fill() leaves alone one that already shows its row).
 */
import type { Row } from './search-engine.ts';
import { fill } from './result-card-dom.ts';

/** Cards filled at once: more than a screen shows (a card is 7rem or more tall), at least 8. */
const firstScreen = () => Math.max(8, Math.ceil(innerHeight / 96) + 2);

/** `work` once the frame being drawn is painted, when the page is idle (at most 200 ms later). */
function afterPaint(work: () => void): { cancel: () => void; now: () => void } {
  const cancel =
    'requestIdleCallback' in window
      ? ((id) => () => cancelIdleCallback(id))(requestIdleCallback(() => work(), { timeout: 200 }))
      : ((id) => () => clearTimeout(id))(setTimeout(work, 50));
  return { cancel, now: () => (cancel(), work()) };
}

export function resultList(list: HTMLOListElement) {
  /** The rows every card shows, once all of them do. */
  let drawnRows = '';
  /** The cards still to fill after the frame: cancelled by a newer answer, filled at once before "Show more" adds to them. */
  let rest: { cancel: () => void; now: () => void } | undefined;

  return {
    /**
     * Shows `rows` from `offset` (0: in place of the list; more: after it, "Show more", all at
     * once as a click asked for them). `atOnce`: every card in this task (a shared link's first
     * list, which replaces the page's own: no card of that may show, whatever the scroll).
     */
    draw(rows: Row[], offset: number, atOnce = false): void {
      if (offset > 0) rest?.now();
      else rest?.cancel();
      rest = undefined;
      // Many keystrokes do not change the first results (typing on in a word): leave the cards alone then.
      const rowsKey = offset === 0 ? JSON.stringify(rows) : '';
      if (offset === 0 && rowsKey === drawnRows && list.children.length === rows.length) return;
      drawnRows = '';
      const existing = offset === 0 ? Array.from(list.children as HTMLCollectionOf<HTMLLIElement>) : [];
      for (const li of existing.slice(rows.length)) li.remove();
      const fillFrom = (from: number, to: number) => {
        const fresh = [];
        // fill() gives a fresh item ResultCard's markup.
        for (let i = from; i < to; i++) {
          const li = fill(existing[i] ?? document.createElement('li'), rows[i]!);
          if (!li.parentNode) fresh.push(li);
        }
        if (fresh.length) list.append(...fresh);
      };
      const now = offset === 0 && !atOnce ? Math.min(rows.length, firstScreen()) : rows.length;
      fillFrom(0, now);
      const done = () => {
        list.removeAttribute('aria-busy');
        drawnRows = rowsKey;
      };
      if (now < rows.length) {
        list.setAttribute('aria-busy', 'true');
        rest = afterPaint(() => {
          rest = undefined;
          fillFrom(now, rows.length);
          done();
        });
      } else done();
    },
  };
}
