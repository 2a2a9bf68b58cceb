/**
 * The Astro configuration of the catalog site, from an environment record:
 * astro.config.mjs passes process.env, and `npm run build -- --strict` passes
 * a copy with TOOLSHED_STRICT set, so no entry point writes to process.env.
 */
import type { AstroIntegration, AstroUserConfig } from 'astro';
import { catalogIntegration, outputLimitsIntegration } from './integration.ts';
import type { AllowPathsOf } from './listing.ts';

/**
 * `more`: integrations that run after the catalog's (the marketplace's,
 * src/plugins/integration.ts); the check of the output's folders runs last.
 * `allowPaths`: the installer's catalogAllowPaths (src/install/plan.ts),
 * passed in because the catalog does not import the installer.
 */
export function siteConfig(env: Record<string, string | undefined>, more: AstroIntegration[], allowPaths: AllowPathsOf): AstroUserConfig {
  return {
    output: 'static',
    trailingSlash: 'ignore',
    // Pages rendered four at a time: while one page's file is written, the next renders (Astro's default waits on each write).
    build: { format: 'directory', concurrency: 4 },
    integrations: [catalogIntegration(env, allowPaths), ...more, outputLimitsIntegration()],
  };
}
