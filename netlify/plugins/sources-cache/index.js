/**
 * Build plugin: keeps the catalog sources' cache (src/sources/: checkouts at
 * pinned commits and their imports) between Netlify builds with Netlify
 * Build's own cache utility, so a build whose pins did not move fetches and
 * imports nothing (docs/sources.md). Only event handlers may be exported from
 * here (Netlify Build refuses other names).
 */
const folder = () => process.env.TOOLSHED_SOURCES_CACHE_DIR || 'node_modules/.cache/toolshed/sources';

export const onPreBuild = async ({ utils }) => {
  if (await utils.cache.restore(folder())) console.log(`catalog sources cache restored into ${folder()}`);
  else console.log('no catalog sources cache yet: every source is fetched at its pinned commit');
};

export const onPostBuild = async ({ utils }) => {
  await utils.cache.save(folder());
};
