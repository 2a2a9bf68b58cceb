/**
 * The visitor's stack in the browser: kept in local storage as a stack
 * address's `c` value (src/stack/stack-url.ts reads and writes it), so the
 * stack page, the cards' buttons and another tab all see the same list.
 */
import { formatStackParam, parseStackParam, stackKey, type StackItem } from '../stack/stack-url.ts';

const KEY = 'toolshed.stack';
export const STACK_EVENT = 'toolshed:stack';

export function readStack(): StackItem[] {
  try {
    return parseStackParam(localStorage.getItem(KEY) ?? '').items;
  } catch {
    return []; // storage refused (private mode, a sandboxed frame): a stack of nothing
  }
}

export function writeStack(items: readonly StackItem[]): void {
  try {
    if (items.length) localStorage.setItem(KEY, formatStackParam(items));
    else localStorage.removeItem(KEY);
  } catch {
    // Not kept across pages, but the page's own state still changes.
  }
  dispatchEvent(new CustomEvent(STACK_EVENT));
}

/** `agent:dev/x` → an item, when it is a valid one. */
export function itemOf(key: string): StackItem | undefined {
  const parsed = parseStackParam(key);
  return parsed.errors.length ? undefined : parsed.items[0];
}

export function hasItem(items: readonly StackItem[], item: StackItem): boolean {
  return items.some((i) => stackKey(i) === stackKey(item));
}

/** Adds or removes one item; returns whether it is now in the stack. */
export function toggleItem(item: StackItem): boolean {
  const items = readStack();
  const inStack = hasItem(items, item);
  writeStack(inStack ? items.filter((i) => stackKey(i) !== stackKey(item)) : [...items, item]);
  return !inStack;
}
