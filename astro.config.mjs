// @ts-check
import { defineConfig } from 'astro/config';
import { siteConfig } from './src/catalog/site-config.ts';
import { marketplaceIntegration } from './src/plugins/integration.ts';
import { catalogAllowPaths } from './src/install/plan.ts';

// `npm run build` does not read this file: it passes the same siteConfig() inline (scripts/build.ts).
export default defineConfig(siteConfig(process.env, [marketplaceIntegration(process.env)], catalogAllowPaths));
