// @ts-check
import { defineConfig } from 'astro/config';
import { catalogIntegration } from './src/catalog/integration.ts';

export default defineConfig({
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [catalogIntegration()],
});
