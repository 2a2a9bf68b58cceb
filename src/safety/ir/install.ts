/**
 * Pure: what a package installer or runner is asked to fetch, over the IR's
 * words (`pip install …`, `python -m pip install …`, `uv pip install …`,
 * `npm i …`, `npx …`, `cargo install --git …`, `deno run …`). The shapes
 * (shape.ts) judge the address it names; the flow engine (flow.ts) judges
 * what flows into its words (a package name or address read from a download).
 */
import { INSTALLERS, INSTALL_ADDRESS } from './tables.ts';
import { constantText, shownText, type Word } from './types.ts';

export interface Install {
  /** The words after the subcommand: packages, addresses, options and their values. */
  words: Word[];
  /** The first word that is an address to fetch from (`https://…`, `git+…`, `github:o/r`, `--index-url=https://…`). */
  address?: Word;
  /** Run straight away (`deno run`, `npm exec`, `pnpm dlx`), not only installed. */
  runs: boolean;
}

const base = (w: Word | undefined) => (w ? constantText(w)?.split(/[\\/]/).pop() : undefined);

/** The install a call amounts to, from its program name and words (prefixes such as `sudo` already taken off). */
export function installOf(name: string | undefined, args: Word[]): Install | undefined {
  // `python -m pip install …`: the module is the program.
  if (name !== undefined && /^python[0-9.]*$/.test(name) && constantText(args[0] ?? { parts: [] }) === '-m' && args[1]) {
    name = base(args[1]);
    args = args.slice(2);
  }
  if (name === undefined) return undefined;
  const texts = args.map(constantText);
  for (const rule of INSTALLERS) {
    if (!rule.program.test(name)) continue;
    let from = 0;
    if (rule.sub) {
      // `uv pip install`, `npm exec`: the subcommand among the first words.
      from = texts.findIndex((t, i) => i < 3 && t !== undefined && rule.sub!.test(t));
      if (from < 0) continue;
      from++;
    }
    const words = args.slice(from);
    const address = words.find((a) => INSTALL_ADDRESS.test(shownText(a).replace(/^--?[\w-]+=/, '')));
    return { words, ...(address ? { address } : {}), runs: rule.runs };
  }
  return undefined;
}
