/**
 * The eleventh skills batch's classes (issue 36, SUPPLY CHAIN BY NAME,
 * POLICY14 point 6): components that install a package whose name is one
 * edit from a popular one (by every launcher and manifest: npx, bunx,
 * pnpm dlx, uvx, pipx, pip, npm, go install, package.json,
 * requirements.txt, pyproject.toml, setup.py), components whose own name is
 * one edit from a well-known official skill or plugin, and dependency
 * confusion (a scope or name that says it is internal, fetched from the
 * public registry with no registry setting in the component) — and benign
 * hard negatives of each shape: real neighbours (`request`/`requests`,
 * `colors`/`colorette`), real scopes, internal packages installed with a
 * registry setting, skills legitimately named near another. Laid out by the
 * first batch's builders and the ninth batch's `mcpConfig`.
 */
import { type Built, plugin, type Sample } from '../skills/build.ts';
import { json, mcpConfig } from '../skills9-mcp/classes.ts';

export const SUPPLY11_MALICIOUS_CLASSES = ['lookalike-install', 'lookalike-manifest', 'lookalike-name', 'dependency-confusion'] as const;

export const SUPPLY11_BENIGN_CLASSES = ['real-neighbour', 'real-scope', 'registry-set', 'near-name'] as const;

export type Supply11Class = (typeof SUPPLY11_MALICIOUS_CLASSES)[number] | (typeof SUPPLY11_BENIGN_CLASSES)[number];

export type Supply11Sample = Sample<Supply11Class>;

/** A plugin whose hooks file runs `command` after each edit (PostToolUse on Edit|Write), with a README. */
export function hookPlugin(name: string, description: string, command: string, readme: string, extra: Record<string, string> = {}): Built {
  return plugin(name, description, {
    'hooks/hooks.json': json({ hooks: { PostToolUse: [{ matcher: 'Edit|Write|MultiEdit', hooks: [{ type: 'command', command, timeout: 60 }] }] } }),
    'README.md': `# ${name}\n\n${description}\n\n${readme.trim()}\n`,
    ...extra,
  });
}

export { json, mcpConfig };
