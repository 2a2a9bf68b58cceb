/** `/stack-facts/{type}/{category}.json`: what the stack page's pre-flight reads (src/stack/outputs.ts). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { sharedCatalog } from '../../../catalog/shared.ts';
import { stackFactsDocument, stackFactsGroups } from '../../../stack/outputs.ts';
import type { CatalogComponent } from '../../../catalog/component.ts';

export const getStaticPaths = (async () => {
  const { catalog } = await sharedCatalog();
  return stackFactsGroups(catalog.components).map((g) => ({ params: { type: g.type, category: g.category }, props: { components: g.components } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(JSON.stringify(stackFactsDocument((props as { components: CatalogComponent[] }).components)), {
    headers: { 'content-type': 'application/json' },
  });
