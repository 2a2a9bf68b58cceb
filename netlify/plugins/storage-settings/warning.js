/**
 * `netlify build` warns when no database setting is visible: deployed
 * functions then answer a configuration 500 (src/storage/index.ts,
 * embeddedDatabaseRefusal), since the embedded database cannot work on
 * Netlify. Plain JavaScript: Netlify's build image may run a Node without
 * type stripping. The setting names are those of src/storage/index.ts.
 */
export function storageWarning(env) {
  const set = (name) => typeof env[name] === 'string' && env[name] !== '';
  if (set('DATABASE_URL') || (set('SUPABASE_URL') && set('SUPABASE_SERVICE_ROLE_KEY'))) return undefined;
  return (
    'Toolshed: no database is configured for the functions. Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY, ' +
    'or DATABASE_URL, in the site\'s environment variables (scope: Functions). Without them download tracking ' +
    'and the release check answer a configuration error (500); the embedded database is for npm start only. ' +
    '(A value scoped to Functions alone is not visible to the build: then ignore this warning.)'
  );
}
