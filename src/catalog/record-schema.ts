/**
 * A zod record keyed by names from a catalog (files, MCP servers) that keeps
 * every own key: zod's own record and object parsers drop a `__proto__` key
 * (an MCP server or a file of that name vanished between the catalog's JSON
 * and the install). Read as a Map, given back as an object whose keys are all
 * own data properties (Object.fromEntries), so lookups go through
 * Object.hasOwn or src/text/records.ts.
 */
import { z } from 'zod';

export function namedRecord<V extends z.ZodType>(value: V) {
  return z
    .preprocess((input) => (typeof input === 'object' && input !== null && !Array.isArray(input) ? new Map(Object.entries(input)) : input), z.map(z.string(), value))
    .transform((map) => Object.fromEntries(map) as Record<string, z.output<V>>);
}
