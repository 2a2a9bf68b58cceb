/**
 * Price table shipped in the package: US dollars per million tokens. Matched by the
 * longest known prefix after removing a date suffix; an unknown model is unpriced,
 * never guessed. Override with a JSON file of the same shape (`loadPriceTable`).
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';

const ModelPriceSchema = z.object({
  input: z.number().nonnegative(),
  output: z.number().nonnegative(),
  /** Cache write with the default 5-minute lifetime (1.25x input). */
  cacheWrite5m: z.number().nonnegative(),
  /** Cache write with the 1-hour lifetime (2x input). */
  cacheWrite1h: z.number().nonnegative(),
  cacheRead: z.number().nonnegative(),
});
export type ModelPrice = z.infer<typeof ModelPriceSchema>;
const PriceTableSchema = z.record(z.string().min(1), ModelPriceSchema);
export type PriceTable = z.infer<typeof PriceTableSchema>;

export { DEFAULT_PRICES, normalizeModel, findPrice } from './price-table.ts';
import { DEFAULT_PRICES } from './price-table.ts';

/** Reads an override file; its entries replace or extend the shipped table. Throws with the file name on bad input. */
export async function loadPriceTable(path: string, base: PriceTable = DEFAULT_PRICES): Promise<PriceTable> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    throw new Error(`price table ${path}: ${(err as Error).message}`);
  }
  const parsed = PriceTableSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`price table ${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return { ...base, ...parsed.data };
}
