/**
 * Build-time syntax highlighting for the component pages: highlight.js's core
 * with the languages components are written in. It returns escaped HTML with
 * `hljs-*` classes only (the site's CSS colours them per theme), so no
 * highlighter reaches the browser.
 *
 * highlight.js rather than Shiki (which Astro ships): measured on the starter
 * catalog's 120 KB of sources, 0.53 ms/KB against 7.7 ms/KB (and 200 ms of
 * start-up) — at 10,000 components the difference between a few seconds and
 * minutes of build (docs/catalog.md, "Highlighting").
 */
import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import diff from 'highlight.js/lib/languages/diff';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import go from 'highlight.js/lib/languages/go';
import ini from 'highlight.js/lib/languages/ini';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';

const LANGUAGES = { bash, diff, dockerfile, go, ini, javascript, json, python, rust, sql, typescript, xml, yaml };
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);
hljs.registerAliases(['sh', 'shell', 'zsh', 'console'], { languageName: 'bash' });
hljs.registerAliases(['js', 'mjs', 'cjs', 'jsx'], { languageName: 'javascript' });
hljs.registerAliases(['ts', 'tsx'], { languageName: 'typescript' });
hljs.registerAliases(['py'], { languageName: 'python' });
hljs.registerAliases(['yml'], { languageName: 'yaml' });
hljs.registerAliases(['toml'], { languageName: 'ini' });
hljs.registerAliases(['html', 'svg'], { languageName: 'xml' });
hljs.registerAliases(['jsonc', 'json5'], { languageName: 'json' });

/** Larger blocks stay plain text: they bound the build's worst case, and nobody reads 32 KB of colour. */
export const HIGHLIGHT_LIMIT_CHARS = 32 * 1024;

/** Escaped, highlighted HTML for `code` in `language`; undefined for an unknown language or a block over the limit. */
export function highlight(code: string, language: string | undefined): string | undefined {
  const lang = language?.trim().toLowerCase().split(/\s+/)[0];
  if (!lang || code.length > HIGHLIGHT_LIMIT_CHARS || !hljs.getLanguage(lang)) return undefined;
  try {
    return hljs.highlight(code, { language: lang, ignoreIllegals: true }).value;
  } catch {
    return undefined;
  }
}

/** The language of a file by its name, for the file views that know only a path. */
export function languageOfFile(path: string): string | undefined {
  const ext = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
  if (!ext) return /(^|\/)Dockerfile$/.test(path) ? 'dockerfile' : undefined;
  return ({ sh: 'bash', bash: 'bash', zsh: 'bash', json: 'json', yml: 'yaml', yaml: 'yaml', js: 'javascript', mjs: 'javascript', ts: 'typescript', py: 'python', toml: 'ini' } as Record<string, string>)[ext];
}
