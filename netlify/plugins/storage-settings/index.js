/** Build plugin: only event handlers may be exported from here (Netlify Build refuses other names). */
import { storageWarning } from './warning.js';

export const onPreBuild = () => {
  const warning = storageWarning(process.env);
  if (warning) console.warn(`\u26a0 ${warning}`);
};
