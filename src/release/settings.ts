import { z } from 'zod';
import { PUBLISHED_SITE_URL } from '../install/settings.ts';
import { ConfigurationError, parseSettings } from '../settings.ts';

export const DEFAULT_PACKAGE = '@anthropic-ai/claude-code';
/** The monitored package's own changelog, raw, on its GitHub repository (a code host). */
export const DEFAULT_CHANGELOG_URL = 'https://raw.githubusercontent.com/anthropics/claude-code/main/CHANGELOG.md';

const httpUrl = z.url({ protocol: /^https?$/ });
/** The image in `public/` the site serves for the webhook's avatar (Discord takes PNG, not SVG). */
const AVATAR_FILE = 'avatar.png';

/**
 * The release monitor's settings, read once per process. The registry address
 * is always configuration: NPM_REGISTRY_URL, or the `npm_config_registry` that
 * npm itself exports to scripts it runs.
 */
const ReleaseSettingsSchema = z
  .object({
    NPM_REGISTRY_URL: httpUrl.optional(),
    npm_config_registry: httpUrl.optional(),
    MONITORED_PACKAGE: z
      .string()
      .regex(/^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/, 'must be an npm package name')
      .max(214)
      .default(DEFAULT_PACKAGE),
    CHANGELOG_URL: httpUrl.optional(),
    /** Template for the package page link; `{package}` and `{version}` are filled in. */
    PACKAGE_PAGE_URL: z.string().includes('{package}').optional(),
    CHANGELOG_WEBHOOK_URL: httpUrl.optional(),
    WEBHOOK_URL: httpUrl.optional(),
    NODE_ENV: z.string().optional(),
    RELEASE_CHECK_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    ANTHROPIC_API_KEY: z.string().optional(),
    ANTHROPIC_BASE_URL: httpUrl.default('https://api.anthropic.com'),
    RELEASE_PARSER_MODEL: z.string().min(1).default('claude-haiku-4-5'),
    RELEASE_PARSER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(12_000),
    /** Whole-check budget; Netlify stops synchronous functions after about 26 s. */
    RELEASE_CHECK_BUDGET_MS: z.coerce.number().int().min(1_000).max(900_000).default(24_000),
    /** The webhook's avatar (spec 2 lists it in every body); default: the site's own image. */
    WEBHOOK_AVATAR_URL: httpUrl.optional(),
    SITE_URL: httpUrl.optional(),
    /** Netlify sets the site's main address in every function's environment. */
    URL: httpUrl.optional().catch(undefined),
  })
  .transform((s, ctx) => {
    const registry = s.NPM_REGISTRY_URL ?? s.npm_config_registry;
    if (!registry) {
      ctx.addIssue({
        code: 'custom',
        path: ['NPM_REGISTRY_URL'],
        message: 'set NPM_REGISTRY_URL to the package registry address (or run under npm, which sets npm_config_registry)',
      });
      return z.NEVER;
    }
    const webhook = s.CHANGELOG_WEBHOOK_URL ?? s.WEBHOOK_URL;
    if (!webhook) {
      ctx.addIssue({
        code: 'custom',
        path: ['CHANGELOG_WEBHOOK_URL'],
        message: 'set CHANGELOG_WEBHOOK_URL (or WEBHOOK_URL) to the Discord webhook address',
      });
      return z.NEVER;
    }
    if (!s.CHANGELOG_URL && s.MONITORED_PACKAGE !== DEFAULT_PACKAGE) {
      ctx.addIssue({
        code: 'custom',
        path: ['CHANGELOG_URL'],
        message: `set CHANGELOG_URL for ${s.MONITORED_PACKAGE}; the default only fits ${DEFAULT_PACKAGE}`,
      });
      return z.NEVER;
    }
    return {
      registryUrl: registry.replace(/\/+$/, ''),
      packageName: s.MONITORED_PACKAGE,
      changelogUrl: s.CHANGELOG_URL ?? DEFAULT_CHANGELOG_URL,
      packagePageTemplate: s.PACKAGE_PAGE_URL,
      webhookUrl: webhook,
      development: s.NODE_ENV === 'development',
      checkToken: s.RELEASE_CHECK_TOKEN,
      llm: s.ANTHROPIC_API_KEY
        ? {
            apiKey: s.ANTHROPIC_API_KEY,
            baseUrl: s.ANTHROPIC_BASE_URL.replace(/\/+$/, ''),
            model: s.RELEASE_PARSER_MODEL,
            timeoutMs: s.RELEASE_PARSER_TIMEOUT_MS,
          }
        : undefined,
      budgetMs: s.RELEASE_CHECK_BUDGET_MS,
      avatarUrl: s.WEBHOOK_AVATAR_URL ?? `${(s.SITE_URL ?? s.URL ?? PUBLISHED_SITE_URL).replace(/\/+$/, '')}/${AVATAR_FILE}`,
    };
  });
export type ReleaseSettings = z.infer<typeof ReleaseSettingsSchema>;

export function readReleaseSettings(env: Record<string, string | undefined> = process.env): ReleaseSettings {
  return parseSettings(ReleaseSettingsSchema, env);
}

export { ConfigurationError };
