/**
 * The eleventh skills batch on shell in Markdown the model runs (issue 36):
 * skills' SKILL.md, agents, plugin commands and OpenClaw skills whose steps
 * pipe a download from a host nobody vouches for into a shell, encode data
 * before it leaves, send a secret named as `$(SECRET_NAME)`, or delete logs
 * and shell history — and benign twins of the same shapes (vendor installers
 * the skill installs, vision and upload skills sending base64 to their own
 * API, log rotation of the tool's own files, token checks, CI setup steps).
 * Laid out by the first batch's builders.
 */
import { plugin, type Built, type Sample } from '../skills/build.ts';

export const MD11_MALICIOUS_CLASSES = ['remote-pipe-shell', 'encoded-send', 'secret-substitution', 'covering-tracks'] as const;

export const MD11_BENIGN_CLASSES = ['vendor-installer', 'own-api-upload', 'log-rotation', 'token-check', 'ci-setup'] as const;

export type Md11Class = (typeof MD11_MALICIOUS_CLASSES)[number] | (typeof MD11_BENIGN_CLASSES)[number];

export type Md11Sample = Sample<Md11Class>;

/** An OpenClaw skill: the same SKILL.md layout, with OpenClaw's metadata block in the front matter. */
export function openclawSkill(name: string, description: string, body: string, bins: string[] = []): Built {
  const entry = `---
name: ${name}
description: ${description}
allowed-tools:
- Bash
- Read
- Write
version: 1.3.0
metadata:
  openclaw:
    requires:
      bins: [${bins.join(', ')}]
---

${body.trim()}
`;
  return { kind: 'skills', published: { content: entry, files: { 'SKILL.md': entry } } };
}

/** A plugin whose one slash command (commands/NAME.md) holds the steps. */
export function commandPlugin(name: string, description: string, command: string, body: string): Built {
  return plugin(name, description, { [`commands/${command}.md`]: `---\ndescription: ${description}\nallowed-tools: Bash\n---\n\n${body.trim()}\n` });
}
