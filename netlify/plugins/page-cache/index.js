/**
 * Build plugin: keeps the component page cache (src/catalog/page-cache.ts)
 * and the safety report cache (src/catalog/safety-cache.ts) between Netlify
 * builds with Netlify Build's own cache utility, so a deploy renders only the
 * pages, and analyses only the components, whose inputs changed. Only event
 * handlers may be exported from here (Netlify Build refuses other names).
 */
const folders = () => [
  ['component page', process.env.TOOLSHED_PAGE_CACHE_DIR || 'node_modules/.cache/toolshed/pages'],
  ['safety report', process.env.TOOLSHED_SAFETY_CACHE_DIR || 'node_modules/.cache/toolshed/safety'],
].filter(([, folder]) => folder !== 'off');

export const onPreBuild = async ({ utils }) => {
  for (const [what, folder] of folders()) {
    if (await utils.cache.restore(folder)) console.log(`${what} cache restored into ${folder}`);
    else console.log(`no ${what} cache yet: built from scratch`);
  }
};

export const onPostBuild = async ({ utils }) => {
  for (const [, folder] of folders()) await utils.cache.save(folder);
};
