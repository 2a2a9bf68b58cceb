/**
 * Pure: components that land in the same place when installed. Identity is
 * `{type}/{category}/{name}`, but the install place ignores the category
 * (docs/component-format.md, "Install places"): `agents/a/x` and `agents/b/x`
 * both become `.claude/agents/x.md`, and a command and a loop of one name
 * share `.claude/commands/x.md`. The page says so.
 */
import type { CatalogComponent } from './component.ts';
import type { Kind } from './kinds.ts';
import { installPlace } from './page-view.ts';

export interface Twin {
  kind: Pick<Kind, 'singular' | 'type'>;
  singular: string;
  category: string;
  name: string;
  /** replaces: one file or folder; merges: JSON merged into one file; root: files written at the project root. */
  how: 'replaces' | 'merges' | 'root';
}

function howOf(kind: Pick<Kind, 'type'>): Twin['how'] {
  if (kind.type === 'hooks' || kind.type === 'settings' || kind.type === 'mcps') return 'merges';
  if (kind.type === 'sandbox' || kind.type === 'templates') return 'root';
  return 'replaces';
}

/** Returns, for any component of the list, the others that install to the same place under the same name. */
export function sameInstallPlace(components: readonly CatalogComponent[]): (c: CatalogComponent) => Twin[] {
  const key = (c: CatalogComponent) => (howOf(c.kind) === 'replaces' ? installPlace(c.kind, c.name) : `${c.kind.type}:${c.name}`);
  const groups = new Map<string, CatalogComponent[]>();
  for (const c of components) {
    const k = key(c);
    const group = groups.get(k);
    if (group) group.push(c);
    else groups.set(k, [c]);
  }
  return (c) =>
    (groups.get(key(c)) ?? [])
      .filter((other) => other !== c)
      .map((other) => ({ kind: other.kind, singular: other.kind.singular, category: other.category, name: other.name, how: howOf(other.kind) }));
}
