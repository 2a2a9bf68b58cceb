/**
 * A malicious twin of one of this batch's benign components: the benign sample with one small
 * change applied (`../twins.ts`'s `unsafeOf`, which throws when the change does not apply), so
 * the pair differs only by it and recall is checked beside the false blocks.
 */
import { malicious, type Sample } from '../skills/build.ts';
import { type Change, unsafeOf } from '../twins.ts';

export function twinOf(base: Sample<string>, id: string, cls: string, note: string, change: Change[]): Sample<string> {
  const published = unsafeOf({ id, kind: base.kind, note, safe: base.published, change, rule: 'tool-poisoning' });
  return malicious(id, cls, note, { kind: base.kind, published });
}

/** The benign sample a twin is built on, by id, from the lists given (a missing id is a broken twin: throws). */
export function baseOf(lists: Array<Sample<string>[]>, id: string): Sample<string> {
  const found = lists.flat().find((s) => s.id === id);
  if (!found) throw new Error(`no benign sample ${id}`);
  return found;
}
