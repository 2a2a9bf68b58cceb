/**
 * Pure: what installing a component sets up to run on the user's machine, as
 * lines for people: the site's "runs code" panel and the installer's prompt
 * both call executablesOf, so they can never disagree about what runs (a
 * test compares them for every component of the built catalog). What the
 * lines are made from is the one extraction in src/safety/runnables.ts,
 * which the safety report judges too.
 */
import { runnablesOf, type KindLike, type PublishedContent } from '../safety/runnables.ts';

export { isScript } from '../safety/runnables.ts';
export type { PublishedContent } from '../safety/runnables.ts';

export interface Executables {
  /** One line per thing that runs, in a stable order (files by path). */
  lines: string[];
  /** JSON files that could not be read (the build warns about them). */
  unreadable: string[];
}

/** What installing this component sets up to run. */
export function executablesOf(kind: KindLike, published: PublishedContent): Executables {
  const { runnables, unreadable } = runnablesOf(kind, published);
  return { lines: runnables.map((r) => r.line), unreadable };
}
