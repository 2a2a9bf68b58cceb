/**
 * What every page's buttons do, by delegation (cards drawn later by the
 * search need no wiring): the theme toggle, copy buttons (`data-copy`), and
 * "Add to stack" buttons (`data-stack-item="agent:category/name"`), plus the
 * header's stack count. Without JavaScript these buttons are hidden (`js-only`).
 */
import { installCommand, isShownAllowPath } from '../catalog/links.ts';
import { readStack, STACK_EVENT, hasItem, itemOf, toggleItem } from './stack-store.ts';

const status = () => document.getElementById('site-status');

function say(text: string): void {
  const el = status();
  if (!el) return;
  el.textContent = '';
  // A fresh text node each time, so the same message is announced twice in a row.
  requestAnimationFrame(() => (el.textContent = text));
}

function effectiveTheme(): 'light' | 'dark' {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function syncThemeButton(): void {
  const button = document.getElementById('theme-toggle');
  button?.setAttribute('aria-pressed', String(effectiveTheme() === 'dark'));
}

/** Where a button's visible text is: its `.label`, or the button itself (cards' buttons carry only text). */
const labelOf = (button: Element): Element => button.querySelector('.label') ?? button;

async function copy(button: HTMLElement, text: string): Promise<void> {
  const label = labelOf(button);
  const before = label?.textContent ?? '';
  try {
    await navigator.clipboard.writeText(text);
    say('Copied to the clipboard');
    if (label) label.textContent = 'Copied';
  } catch {
    // No clipboard access (an insecure origin, a refusal): put the text where it can be selected.
    window.prompt('Copy the command:', text);
  }
  if (label) setTimeout(() => (label.textContent = before), 1600);
}

/**
 * A card's install command, from its stack button's `kind:category/name` and
 * the copy button's `data-allow-path` (cards carry no copy of the command):
 * the same words as the component's page.
 */
function cardCommand(button: HTMLElement): string | undefined {
  const item = itemOf(button.closest('li')?.querySelector<HTMLElement>('button[data-stack-item]')?.dataset.stackItem ?? '');
  const allowPaths = (button.dataset.allowPath ?? '').split(',').filter(isShownAllowPath);
  return item && installCommand({ kind: { singular: item.kind }, category: item.category, name: item.name }, { allowPaths });
}

/** The item each stack button was last marked for (syncStackButtons). */
const marked = new WeakMap<HTMLButtonElement, string>();

/**
 * Every stack button on the page shows whether its component is in the stack; cards' copy
 * buttons get their names. `cardsOnly`: only the buttons whose item changed since they were
 * marked (cards the search drew, or gave another component), and not the header's count,
 * whose stack did not change: a keystroke's redraw touches no more than it must.
 */
export function syncStackButtons(root: ParentNode = document, cardsOnly = false): void {
  const items = readStack();
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-stack-item]')) {
    const key = button.dataset.stackItem ?? '';
    if (cardsOnly && marked.get(button) === key) continue;
    marked.set(button, key);
    const item = itemOf(key);
    if (!item) continue;
    const copyButton = button.parentElement?.querySelector('button[data-copy]');
    if (copyButton && !copyButton.hasAttribute('aria-label')) copyButton.setAttribute('aria-label', `Copy install command for ${item.name}`);
    const inStack = hasItem(items, item);
    // Written only when it changes (a card given another component keeps its state when both are out of the stack).
    const name = inStack ? `In stack: remove ${item.name} from the stack` : `Add to stack: ${item.name}`;
    if (button.getAttribute('aria-label') !== name) button.setAttribute('aria-label', name);
    if (button.dataset.inStack === String(inStack)) continue;
    button.dataset.inStack = String(inStack);
    labelOf(button).textContent = inStack ? 'In stack' : 'Add to stack';
    button.querySelector('use')?.setAttribute('href', inStack ? '#i-check' : '#i-plus');
  }
  if (cardsOnly) return;
  for (const count of document.querySelectorAll<HTMLElement>('[data-stack-count]')) {
    count.hidden = items.length === 0;
    count.textContent = String(items.length);
  }
  // Read with the count as "Stack 2 components": the visible text stays part of the link's name.
  for (const noun of document.querySelectorAll<HTMLElement>('[data-stack-noun]')) {
    noun.textContent = items.length === 0 ? '' : items.length === 1 ? ' component' : ' components';
  }
}

export function initSiteActions(): void {
  syncThemeButton();
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', syncThemeButton);
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const theme = target?.closest('#theme-toggle');
    if (theme) {
      const next = effectiveTheme() === 'dark' ? 'light' : 'dark';
      document.documentElement.dataset.theme = next;
      try {
        localStorage.setItem('toolshed.theme', next);
      } catch {
        // Remembered for this page only.
      }
      syncThemeButton();
      return;
    }
    const copyButton = target?.closest<HTMLElement>('button[data-copy]');
    if (copyButton) {
      void copy(copyButton, copyButton.dataset.copy || cardCommand(copyButton) || '');
      return;
    }
    const stackButton = target?.closest<HTMLButtonElement>('button[data-stack-item]');
    if (stackButton) {
      const item = itemOf(stackButton.dataset.stackItem ?? '');
      if (!item) return;
      const added = toggleItem(item);
      say(added ? `${item.name} added to the stack` : `${item.name} removed from the stack`);
    }
  });
  addEventListener(STACK_EVENT, () => syncStackButtons());
  // Another tab changed the stack.
  addEventListener('storage', (event: StorageEvent) => {
    if (event.key === 'toolshed.stack') syncStackButtons();
  });
  syncStackButtons();
  // Cards the search draws later get their state as they arrive, or as fill() gives a card another component.
  const results = document.getElementById('results');
  if (results) new MutationObserver(() => syncStackButtons(results, true)).observe(results, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-stack-item'] });
}
