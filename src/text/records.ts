/**
 * Records keyed by names that come from a catalog, a request or a file (a
 * component, a file path, an MCP server, a frontmatter key): a name such as
 * `__proto__`, `toString` or `constructor` is a name like any other. Made
 * without a prototype, so writing `__proto__` adds an entry instead of
 * replacing the prototype, and read through `ownValue`, so a record that was
 * copied (a worker thread's structured clone gives it Object.prototype back)
 * never answers with an inherited member.
 */

/** An empty record without a prototype. */
export function nameRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** `record[key]` when it is the record's own entry, else undefined. */
export function ownValue<T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
