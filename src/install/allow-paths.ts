/**
 * How `--allow-path` values are folded: pure and free of Node's modules, so
 * the installer's refusal, the component page, the search cards, the Discord
 * bot and the stack page (in the browser) fold them with one function.
 */

/**
 * The fewest `--allow-path` values that allow `paths` (those a review said
 * need the flag): each dotfile path folded to its first dotfile segment
 * (`.devcontainer/Dockerfile` → `.devcontainer`, `config/.env` →
 * `config/.env`), any other path kept whole, and a value inside another dropped.
 * What the refusal suggests and the page's command carries.
 */
export function foldAllowPaths(paths: readonly string[]): string[] {
  const folded = [
    ...new Set(
      paths.map((path) => {
        const segments = path.split('/');
        const dot = segments.findIndex((s) => s.startsWith('.'));
        return dot < 0 ? path : segments.slice(0, dot + 1).join('/');
      }),
    ),
  ].sort();
  return folded.filter((p) => !folded.some((q) => q !== p && p.startsWith(`${q}/`)));
}
