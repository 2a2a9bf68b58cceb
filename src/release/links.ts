/**
 * Addresses derived from the settings: the human changelog page, its anchor
 * for a version, the package page, and a redacted webhook address for logs.
 */

/** npm's convention: a scoped name keeps its `@` and escapes the slash. */
export function encodePackageName(name: string): string {
  return name.startsWith('@') ? `@${encodeURIComponent(name.slice(1))}` : encodeURIComponent(name);
}

/**
 * A raw file on GitHub's content host is shown to people at github.com/…/blob/…;
 * any other changelog address is linked as it is.
 */
export function changelogPageUrl(changelogUrl: string): string {
  const url = new URL(changelogUrl);
  if (url.hostname === 'raw.githubusercontent.com') {
    const [, owner, repo, ...rest] = url.pathname.split('/');
    if (owner && repo && rest.length >= 2) return `https://github.com/${owner}/${repo}/blob/${rest.join('/')}`;
  }
  url.hash = '';
  return url.toString();
}

/** GitHub's heading anchor for `## 2.1.11` is `#2111`: the version without its dots. */
export function versionAnchorUrl(pageUrl: string, version: string): string {
  return `${pageUrl}#${version.replace(/\./g, '').toLowerCase()}`;
}

/**
 * The package page for a version: the PACKAGE_PAGE_URL template when set, else
 * the registry's own document for that version (no registry host is assumed).
 */
export function packagePageUrl(template: string | undefined, registryUrl: string, name: string, version: string): string {
  if (template) {
    return template.replaceAll('{package}', name).replaceAll('{version}', encodeURIComponent(version));
  }
  return `${registryUrl}/${encodePackageName(name)}/${encodeURIComponent(version)}`;
}

/**
 * Webhook addresses carry their secret in the last path segment (Discord:
 * /api/webhooks/<id>/<token>) and sometimes in the query; keep only what
 * identifies the hook.
 */
export function redactWebhookUrl(webhookUrl: string): string {
  try {
    const url = new URL(webhookUrl);
    const parts = url.pathname.split('/');
    if (parts.length > 1 && parts[parts.length - 1]) parts[parts.length - 1] = '[redacted]';
    return `${url.origin}${parts.join('/')}`;
  } catch {
    return '[redacted]';
  }
}

/** Replace every occurrence of each secret (and its URL-encoded form) in a string. */
export function makeRedactor(secrets: Array<string | undefined>): (text: string) => string {
  const list = [...new Set(secrets.filter((s): s is string => !!s && s.length >= 6))]
    .flatMap((s) => [s, encodeURIComponent(s)])
    .sort((a, b) => b.length - a.length);
  return (text: string) => {
    let out = text;
    for (const secret of list) out = out.split(secret).join('[redacted]');
    // Credentials inside any URL (a database address in a driver's error, say).
    return out.replace(/([a-z][a-z0-9+.-]*:\/\/)[^/\s:@]+:[^@\s/]+@/gi, '$1[redacted]@');
  };
}

/** The secret parts of a webhook URL: its whole text, its last path segment, and its query. */
export function webhookSecrets(webhookUrl: string): string[] {
  try {
    const url = new URL(webhookUrl);
    const last = url.pathname.split('/').filter(Boolean).pop();
    return [webhookUrl, ...(last && last.length >= 6 ? [last] : []), ...(url.search.length > 6 ? [url.search.slice(1)] : [])];
  } catch {
    return [webhookUrl];
  }
}
