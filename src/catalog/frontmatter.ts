/**
 * The frontmatter reader lives in src/text/frontmatter.ts (the safety
 * analyzer reads it too, and src/safety imports nothing of src/catalog);
 * this name stays so the catalog's modules and their callers keep their imports.
 */
export * from '../text/frontmatter.ts';
