/** The part of jqjs (`@michaelhomer/jqjs`, which ships no types) that lang/jq-edits.ts uses: its README's `compile`. */
declare module '@michaelhomer/jqjs' {
  interface Compiled {
    (input: unknown): Iterable<unknown>;
    /** The parsed filter ("`func.ast`"): node objects with `apply(input, conf)` and, for paths, `paths(input, conf)`. */
    ast: object;
  }
  const jq: { compile(filter: string): Compiled };
  export default jq;
}
