/**
 * Plugin names: what `kind/category/name` (and a stack's name) is called in a
 * marketplace. The client accepts `[A-Za-z0-9._-]`, but `claude plugin
 * validate --strict` (2.1.330) also wants kebab-case (`[a-z0-9]` words joined
 * by single hyphens), so every name is kebab-case.
 *
 * `{singular}-{category}-{name}` reads well and is unique when the category is
 * one word and the name is already kebab-case: the kind is one word, the
 * category the next, the rest is the name. Any other triple (an uppercase
 * letter, a dot or underscore, a hyphenated category) is slugged the same way
 * and gets 6 hex characters of the sha256 of its exact `singular/category/name`,
 * so `agent-api-graphql-x` cannot be both `api/graphql-x` and `api-graphql/x`.
 * A kebab name that itself ends in 6 hex characters takes the suffix too, so
 * no plain name can equal a suffixed one. The name depends on nothing but the
 * triple: adding a component never renames another (an installed plugin keeps
 * updating). docs/plugins.md, "Names".
 */
import { createHash } from 'node:crypto';

const WORD = /^[a-z0-9]+$/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ENDS_LIKE_SUFFIX = /-[0-9a-f]{6}$/;

/** The marketplace's name (`claude plugin install <plugin>@toolshed`). */
export const MARKETPLACE_NAME = 'toolshed';

/** The kebab-case form `claude plugin validate --strict` accepts. */
export function isKebab(name: string): boolean {
  return KEBAB.test(name);
}

function slug(segment: string): string {
  return segment.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'x';
}

function suffix(identity: string): string {
  return createHash('sha256').update(identity, 'utf8').digest('hex').slice(0, 6);
}

/** The plugin name of a component: `agent-development-code-reviewer`, or with a suffix (see above). */
export function pluginName(singular: string, category: string, name: string): string {
  const base = `${singular}-${slug(category)}-${slug(name)}`;
  const plain = WORD.test(category) && KEBAB.test(name) && !ENDS_LIKE_SUFFIX.test(name);
  return plain ? base : `${base}-${suffix(`${singular}/${category}/${name}`)}`;
}

/** A stack's plugin name: `stack-{name}` (no component kind is called `stack`). */
export function stackPluginName(name: string): string {
  const base = `stack-${slug(name)}`;
  const plain = KEBAB.test(name) && !ENDS_LIKE_SUFFIX.test(name);
  return plain ? base : `${base}-${suffix(`stack/${name}`)}`;
}
