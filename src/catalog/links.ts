/** Addresses and commands of a component, shared by the pages and anything that links to them. */
import type { Kind } from './kinds.ts';

type Ref = { kind: Pick<Kind, 'singular'>; category: string; name: string };

/** `/component/{singular}/{category}/{name}` (spec 2). */
export function componentUrl(c: Ref): string {
  return `/component/${c.kind.singular}/${c.category}/${c.name}`;
}

/** The command that installs a component. */
export function installCommand(c: Ref): string {
  return `npx toolshed@latest --${c.kind.singular} ${c.category}/${c.name}`;
}
