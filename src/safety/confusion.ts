/**
 * Pure: dependency confusion. A package whose scope or name says it is a
 * company's own (`@acme-internal/…`, `@internal-team/…`, `@company-private/…`,
 * `corp-internal-deploy-tools`) lives on that company's registry; fetched with
 * no registry setting, it comes from the public one, where anyone may publish
 * the same name first. The component is judged whole: a registry or index set
 * anywhere in it (a shipped `.npmrc` or `pip.conf`, an index in a dependency
 * file, a registry variable in an MCP server's environment, a `--registry` or
 * `--index-url` option, `npm config set …registry`) means the author chose
 * where it comes from. An advisory naming the package (POLICY14 point 6):
 * the name proves nothing of its code.
 */
import { addressesOf } from './manifests.ts';
import { INDEX_FILE, INDEX_LINE, isIndexVariable } from './ir/registry.ts';
import { isKnownPackage, type Ecosystem } from './typosquat.ts';
import type { Scan } from './units.ts';

/** Words that say a package is kept inside an organisation. */
const INTERNAL = new Set(['internal', 'private', 'intranet', 'inhouse', 'proprietary', 'confidential']);
/** Words that name the organisation itself as a company (`@mycorp`, `company-…`). */
const COMPANY = /^(?:my|mega)?(?:corp|corporate|company)$/;

const wordsOf = (text: string) => text.toLowerCase().split(/[-_.]+/).filter(Boolean);

/**
 * What says the package is internal, as a phrase for the finding, or undefined. A scope says it by any such word
 * (`@internal-team`, `@mycorp-tools`); an unscoped name needs two (`corp-internal-…`) or `internal` opening a name of
 * three words or more (`internal-config-loader`), since real public names hold one (`internal-ip`, `private-ip`).
 */
export function internalPackage(name: string, ecosystem: Ecosystem): string | undefined {
  if (isKnownPackage(name, ecosystem)) return undefined;
  const scoped = name.startsWith('@');
  const words = wordsOf(scoped ? name.slice(1).split('/')[0]! : name);
  const saying = words.filter((w) => INTERNAL.has(w) || COMPANY.test(w));
  const enough = scoped ? saying.length >= 1 : saying.length >= 2 || (words[0] === 'internal' && words.length >= 3);
  if (!enough) return undefined;
  return `\`${name}\` says it is ${scoped ? 'a company scope' : 'a company package'} (${saying.map((w) => `\`${w}\``).join(', ')}) and no registry is set in the component: the public registry serves whoever publishes that name (dependency confusion)`;
}

/** A registry or index option on a command line, or a registry variable, anywhere in a file's text. */
const REGISTRY_OPTION = /(?:^|[\s"'`])--(?:registry|index-url|extra-index-url|default-index|index)(?:[=\s"'`])|\bconfig\s+set\s+(?:@[\w.-]+:)?registry\b/;
const NPM_REGISTRY_VARIABLE = /^npm_config_(?:@[\w.-]+:)?(?:registry|userconfig)$/i;

/** Whether the component chooses where its packages come from, anywhere in it. */
export function setsRegistry(scan: Scan): boolean {
  for (const f of scan.files) {
    if (INDEX_FILE.test(f.file) || addressesOf(f.file, f.text).length > 0) return true;
    if (REGISTRY_OPTION.test(f.text) || [...f.text.matchAll(INDEX_LINE)].length > 0) return true;
    // `NPM_CONFIG_REGISTRY=https://… npx …`, `export PIP_INDEX_URL=…`: a variable set for the command or the shell.
    if ((f.text.match(/[\w@:.-]+(?==\S)/g) ?? []).some((k) => isIndexVariable(k) || NPM_REGISTRY_VARIABLE.test(k))) return true;
  }
  for (const r of scan.extraction.runnables) {
    const env = r.entry?.env;
    if (typeof env === 'object' && env !== null && Object.keys(env).some((k) => isIndexVariable(k) || NPM_REGISTRY_VARIABLE.test(k))) return true;
  }
  return false;
}
