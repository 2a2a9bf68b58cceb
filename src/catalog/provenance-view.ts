/**
 * Pure: an imported component's provenance as the component page states it,
 * every part of it untrusted text made visible (src/text/visible.ts).
 */
import { visible } from '../text/visible.ts';
import type { Provenance } from './imports.ts';

/** `https://host/owner/repo.git, cli-tool/components/agents/x/y.md at commit 0123456789ab`. */
export function provenanceLine(p: Provenance): string {
  return `${visible(p.repository)}, ${visible(p.path)}${p.commit ? ` at commit ${p.commit.slice(0, 12)}` : ''}`;
}
