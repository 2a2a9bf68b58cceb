/**
 * Pure: what R code fetches and runs, read as text (the bundled grammars
 * have no R; R code is short and its install calls have a fixed shape). R
 * code is an `.R` file or the code an `Rscript -e`/`R -e` line runs. Two
 * behaviours, judged as their shell equivalents are:
 *
 * - an install from an address: `remotes::install_github("o/r")` (also
 *   `devtools::`, `install_gitlab`, `install_bitbucket`, `install_git`,
 *   `install_url`), `pak::pkg_install("github::o/r" | "url::…" | "o/r")`,
 *   `BiocManager::install("o/r")`, `install.packages("https://…")`, and a package index given as
 *   `install.packages(…, repos = "URL")` or `options(repos = …)`: each
 *   address as `pip install <address>` is judged (install-from-url names the
 *   host; a bare IP, plain http, a paste host or a look-alike blocks);
 * - code fetched and run: `source("https://…")`, `devtools::source_url(…)`,
 *   `eval(parse(url(…)))`/`eval(parse(text = readLines(url)))`: a download
 *   run as code, like `curl … | sh`.
 */

export interface RFetch {
  /** `install`: an address installed from; `run`: code downloaded and run. */
  kind: 'install' | 'run';
  /** The address, with a scheme or as `github:o/r`. */
  address: string;
  /** Offset in the text. */
  index: number;
}

/** Whether a unit or a shell line holds R code: an `.R` file, or a line running `Rscript`/`R` with code. */
export function holdsR(file: string, text: string): boolean {
  return /\.[Rr]$/.test(file) || /(?:^|[\s;&|(])(?:Rscript|R)\s+(?:--?[\w-]+\s+)*-e\s/.test(text);
}

/** The forge a short repository spec names (`install_github("o/r@v1")`): `github:o/r`. */
const FORGE_FUNCTION: Record<string, string> = { install_github: 'github', install_gitlab: 'gitlab', install_bitbucket: 'bitbucket' };
/** Package specs of pak and BiocManager: `github::o/r`, `url::https://…`, a bare `o/r` (GitHub). */
function specAddress(spec: string): string | undefined {
  const forge = /^(github|gitlab|bitbucket)::([\w.-]+\/[\w.-]+)/.exec(spec);
  if (forge) return `${forge[1]}:${forge[2]}`;
  const url = /^(?:url|git)::(\S+)$/.exec(spec);
  if (url) return url[1];
  if (/^[a-z+]+:\/\//i.test(spec)) return spec;
  return /^[\w.-]+\/[\w.-]+(?:@\S+)?$/.test(spec) ? `github:${spec.replace(/@.*$/, '')}` : undefined;
}

const INSTALL_CALL = /\b(?:(?:remotes|devtools|pak|BiocManager|renv)::)?(install_github|install_gitlab|install_bitbucket|install_git|install_url|install_svn|install\.packages|(?<=::)pkg_install|(?<=::)install)\s*\(\s*(?:c\s*\(\s*)?(?:repo\s*=\s*|url\s*=\s*|pkg\s*=\s*)?["']([^"'\n]+)["']/g;
/** `repos = "URL"`, `repos = c(CRAN = "URL", …)`, `contriburl = …`: the package index of an install or of every later one. */
const INDEX_ARGUMENT = /\b(?:repos|contriburl)\s*=\s*(c\s*\([^)]*\)|["'][^"'\n]*["'])/g;
const SOURCE_CALL = /\b(?:(?:devtools|base)::)?(?:source|source_url|sys\.source)\s*\(\s*["']((?:https?|ftp):\/\/[^"'\n]+)["']|\beval\s*\(\s*parse\s*\((?:\s*text\s*=\s*readLines\s*\()?\s*(?:url\s*\(\s*)?["']((?:https?|ftp):\/\/[^"'\n]+)["']/g;

/** What R code installs from an address, and what it downloads and runs. */
export function rFetches(code: string): RFetch[] {
  const out: RFetch[] = [];
  for (const m of code.matchAll(INSTALL_CALL)) {
    const fn = m[1]!;
    const spec = m[2]!.trim();
    const forge = FORGE_FUNCTION[fn];
    const address = forge ? `${forge}:${spec.replace(/@.*$/, '')}` : /^install_(?:git|url|svn)$/.test(fn) ? spec : specAddress(spec);
    if (address) out.push({ kind: 'install', address, index: m.index });
  }
  for (const m of code.matchAll(INDEX_ARGUMENT)) {
    for (const u of m[1]!.matchAll(/["']((?:https?|ftp|file):\/\/[^"'\n]+)["']/g)) out.push({ kind: 'install', address: u[1]!, index: m.index });
  }
  for (const m of code.matchAll(SOURCE_CALL)) out.push({ kind: 'run', address: (m[1] ?? m[2])!, index: m.index });
  return out;
}
