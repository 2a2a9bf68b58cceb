/**
 * When the parsers' grammars load: all of them as grammars.ts is first imported (the
 * default: the build, the installer and the chat analyse every language), or shell's and
 * Python's at once and TypeScript's and TSX's only when an analysis asks for them
 * (`lazyGrammars()`), for a process that checks one component and would otherwise inflate
 * and compile grammars its files never use (`toolshed scan`'s own process, started by
 * bin/toolshed.mjs: docs/benchmarks.md).
 * Kept apart from grammars.ts so the choice is made before that module loads them.
 */
export const grammarLoading = { eager: true };

/** Grammars load when asked for: call before grammars.ts is first imported; analyses must then run inside its withGrammars(). */
export function lazyGrammars(): void {
  grammarLoading.eager = false;
}
