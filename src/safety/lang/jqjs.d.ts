/** The part of jqjs (`@michaelhomer/jqjs`, which ships no types) that lang/jq-edits.ts uses: its README's `compile`. */
declare module '@michaelhomer/jqjs' {
  interface Compiled {
    (input: unknown): Iterable<unknown>;
    /** The parsed filter ("`func.ast`"): a tree of node objects, each of a class per form with that form's fields. */
    ast: object;
  }
  const jq: { compile(filter: string): Compiled };
  export default jq;
}
