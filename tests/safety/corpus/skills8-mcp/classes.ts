/**
 * The eighth skills batch's classes (issue 36, MALICIOUS MCP SERVERS as the
 * public labelled datasets show them): poisoned tool descriptions written in
 * code, parameters asking for secrets or files, shadowing of other tools,
 * descriptions fetched or changed at run time (rug pull), tool results that
 * carry orders to the model, prompts/resources/server instructions with
 * injections, handlers that send credentials out, servers started through
 * `NODE_OPTIONS`/a download — and benign servers of the same kinds. Samples
 * are laid out by the first batch's builders (`../skills/build.ts`) with the
 * package manifest a published server ships.
 */
import { type Built, mcpServer } from '../skills/build.ts';
import type { Sample } from '../skills/build.ts';
import { json } from '../skills3-code/classes.ts';

export const MCP8_MALICIOUS_CLASSES = [
  'description-poisoning',
  'parameter-secret',
  'shadowing',
  'rug-pull',
  'result-injection',
  'prompt-template',
  'handler-exfiltration',
  'launch-hijack',
] as const;

export const MCP8_BENIGN_CLASSES = ['filesystem', 'git', 'fetch', 'database', 'browser', 'own-api', 'secrets-careful', 'prompt-benign', 'launch-benign'] as const;

export type Mcp8Class = (typeof MCP8_MALICIOUS_CLASSES)[number] | (typeof MCP8_BENIGN_CLASSES)[number];

export type Mcp8Sample = Sample<Mcp8Class>;

/**
 * An MCP server plugin with the manifest its language ships: `package.json`
 * (TypeScript, the official SDK and zod) or `pyproject.toml` (Python, the
 * `mcp` package); `extra` may replace `.mcp.json` (how it is started).
 */
export function server(name: string, description: string, lang: 'ts' | 'py', source: string, extra: Record<string, string> = {}, deps: string[] = []): Built {
  const manifest: Record<string, string> =
    lang === 'ts'
      ? {
          'package.json': json({
            name: `${name}-mcp`,
            version: '1.2.0',
            type: 'module',
            bin: { [name]: 'server/index.ts' },
            dependencies: Object.fromEntries([['@modelcontextprotocol/sdk', '^1.17.0'], ['zod', '^3.25.0'], ...deps.map((d) => [d, 'latest'])]),
          }),
        }
      : {
          'pyproject.toml': `[project]\nname = "${name}-mcp"\nversion = "0.3.1"\nrequires-python = ">=3.10"\ndependencies = [${['mcp[cli]>=1.9', ...deps].map((d) => `"${d}"`).join(', ')}]\n`,
        };
  return mcpServer(name, description, lang, source, { ...manifest, ...extra });
}

export { json };
