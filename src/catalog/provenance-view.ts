/**
 * Pure: an imported component's provenance as the component page states it,
 * every part of it untrusted text made visible (src/text/visible.ts), and the
 * address of a repository at a commit where the host is known to show one.
 */
import { visible } from '../text/visible.ts';
import type { Provenance } from './imports.ts';

/** `https://host/owner/repo.git, cli-tool/components/agents/x/y.md at commit 0123456789ab`. */
export function provenanceLine(p: Pick<Provenance, 'repository' | 'path' | 'commit'>): string {
  return `${visible(p.repository)}, ${visible(p.path)}${p.commit ? ` at commit ${p.commit.slice(0, 12)}` : ''}`;
}

/**
 * A web page of `repository` at `commit` (and `path` in it): GitHub's and
 * GitLab's address forms for https addresses of those hosts; undefined for
 * any other address (a mirror, a folder), which is shown as text.
 */
export function commitLink(repository: string, commit: string | undefined, path = ''): string | undefined {
  if (!commit) return undefined;
  let url: URL;
  try {
    url = new URL(repository);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined;
  const repo = url.pathname.replace(/\.git$/, '').replace(/\/+$/, '');
  if (!/^\/[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+$/.test(repo) && url.hostname !== 'gitlab.com') return undefined;
  const tail = path && path !== '.' ? `/${path.split('/').map(encodeURIComponent).join('/')}` : '';
  if (url.hostname === 'github.com') return `https://github.com${repo}/tree/${commit}${tail}`;
  if (url.hostname === 'gitlab.com') return `https://gitlab.com${repo}/-/tree/${commit}${tail}`;
  return undefined;
}
