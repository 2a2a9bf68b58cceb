/**
 * The catalog's curated stacks: `stacks/{name}.json` beside the kinds in the
 * source tree (`{description, components: ["agent:category/name", …]}`, the
 * site's stack format; docs/plugins.md). Read once per build; a file that
 * cannot be used is skipped with a warning naming it, like a component.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isSafeSegment } from '../catalog/kinds.ts';
import type { CatalogProblem } from '../catalog/load.ts';
import type { StackInput } from './plan.ts';
import { StackSourceSchema } from './schemas.ts';

const STACKS_FOLDER = 'stacks';

export async function loadStacks(sourceDir: string): Promise<{ stacks: StackInput[]; warnings: CatalogProblem[] }> {
  const warnings: CatalogProblem[] = [];
  const stacks: StackInput[] = [];
  let names: string[];
  try {
    names = (await readdir(join(sourceDir, STACKS_FOLDER), { withFileTypes: true })).filter((e) => !e.name.startsWith('.')).map((e) => (e.isFile() ? e.name : `${e.name}/`));
  } catch {
    return { stacks, warnings };
  }
  for (const entry of names.sort()) {
    const file = `${STACKS_FOLDER}/${entry}`;
    const name = entry.replace(/\.json$/, '');
    if (!entry.endsWith('.json') || entry.endsWith('/')) {
      warnings.push({ file, message: 'not a stack (stacks/{name}.json); ignored' });
      continue;
    }
    if (!isSafeSegment(name)) {
      warnings.push({ file, message: `skipped: stack name "${name}" is not a legal path segment (allowed: A-Z a-z 0-9 . _ -)` });
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(await readFile(join(sourceDir, file), 'utf8'));
    } catch (error) {
      warnings.push({ file, message: `skipped: not valid JSON (${(error as Error).message})` });
      continue;
    }
    const parsed = StackSourceSchema.safeParse(data);
    if (!parsed.success) {
      warnings.push({ file, message: `skipped: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(top level)'}: ${i.message}`).join('; ')}` });
      continue;
    }
    const { description, components, author, keywords } = parsed.data;
    stacks.push({ name, description, refs: components, ...(author ? { author } : {}), ...(keywords ? { keywords } : {}) });
  }
  return { stacks, warnings };
}
