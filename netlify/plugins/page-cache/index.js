/**
 * Build plugin: keeps the component page cache (src/catalog/page-cache.ts)
 * between Netlify builds with Netlify Build's own cache utility, so a deploy
 * renders only the pages whose inputs changed. Only event handlers may be
 * exported from here (Netlify Build refuses other names).
 */
const folder = () => process.env.TOOLSHED_PAGE_CACHE_DIR || 'node_modules/.cache/toolshed/pages';

export const onPreBuild = async ({ utils }) => {
  if (folder() === 'off') return;
  if (await utils.cache.restore(folder())) console.log(`component page cache restored into ${folder()}`);
  else console.log('no component page cache yet: every component page is rendered');
};

export const onPostBuild = async ({ utils }) => {
  if (folder() === 'off') return;
  await utils.cache.save(folder());
};
