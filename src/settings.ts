/** Raised when the environment does not satisfy a part's settings schema. */
export class ConfigurationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigurationError';
  }
}

/**
 * A zod schema as far as settings need one: zod's own or zod/mini's (the
 * Discord function loads only zod/mini, docs/discord.md), so this module
 * loads no zod itself.
 */
interface SettingsSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

/**
 * Read settings once from an environment record and validate them; each part
 * owns its schema and receives the parsed object, never process.env itself.
 */
export function parseSettings<T>(
  schema: SettingsSchema<T>,
  env: Record<string, string | undefined> = process.env,
): T {
  // Empty strings in .env files mean "unset".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.map(String).join('.') || '(settings)'}: ${i.message}`);
    throw new ConfigurationError(`Invalid settings: ${problems.join('; ')}`);
  }
  return result.data;
}
