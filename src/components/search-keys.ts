/**
 * The home page's keyboard path through its search (SearchPanel.astro): "/" focuses the
 * search box, arrows move through the results and back to the box, Enter in the box opens
 * the first result once the list on screen is the one for what is typed (`settled`).
 */
export function searchKeys(els: { q: HTMLInputElement; list: HTMLElement; more: HTMLButtonElement }, settled: () => boolean, beforeOpen: () => void): void {
  const { q, list, more } = els;
  const links = () => Array.from(list.querySelectorAll<HTMLAnchorElement>('li h2 a'));
  const typing = (target: EventTarget | null) =>
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
    event.preventDefault();
    q.focus();
    q.select();
  });
  q.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      links()[0]?.focus();
    } else if (event.key === 'Enter' && settled()) {
      beforeOpen();
      links()[0]?.click();
    }
  });
  list.addEventListener('keydown', (event) => {
    const all = links();
    const at = all.indexOf(event.target as HTMLAnchorElement);
    if (at < 0) return;
    const go = (i: number) => {
      event.preventDefault();
      if (i < 0) q.focus();
      else if (i >= all.length) (more.hidden ? all[all.length - 1] : more)?.focus();
      else all[i]!.focus();
    };
    if (event.key === 'ArrowDown') go(at + 1);
    else if (event.key === 'ArrowUp') go(at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(all.length - 1);
    else if (event.key === 'Escape') go(-1);
  });
}
