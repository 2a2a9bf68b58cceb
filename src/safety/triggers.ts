/**
 * Pure: which families of code rules can match a text at all, in one pass.
 * Most code is plain; one case-insensitive scan per unit finds the words
 * every pattern of a family needs, and the families that found none are not
 * run on it. Each family's words are a superset of what its patterns match
 * (the corpus tests run every rule through this gate), so skipping never
 * hides a finding. Markdown's own checks have their gates in hidden.ts.
 */

export type Family = 'download' | 'decode' | 'reverse' | 'remove';

const FAMILIES: Array<[Family, string]> = [
  [
    'download',
    String.raw`curl|wget|fetch|aria2c|\biwr\b|\birm\b|invoke-(?:webrequest|restmethod)|downloadstring|\bnc(?:at)?\s|s_client|urlopen|requests\.get|httpx\.get|axios\.get|\bgot\s*[(.]|webclient|uri\.open|net::http|https?\s+(?:get\s+)?\S+://|open\s*\(\s*['"]https?:|file_get_contents|urlretrieve|https?\.(?:get|request)\s*\(|needle|superagent|\bget\s*\(\s*(?:qq?\s*[{(]|['"])\s*https?:|(?:^|\n)\s*add\s+(?:--\S+\s+)*["']?https?://`,
  ],
  [
    'decode',
    String.raw`base64|xxd|uudecode|openssl|a-za-z|\\x[0-9a-f]{2}|\\[0-7]{3}|decode|fromhex|unhexlify|a2b_|zlib|marshal|bz2|lzma|atob|buffer\.from|pack\s*\(?\s*['"]h\*|unescape|fromcharcode|powershell|pwsh|__import__`,
  ],
  ['reverse', String.raw`/dev/(?:tcp|udp)|\bnc(?:at)?\s|netcat|mkfifo|socat|pty\.spawn|net\.(?:connect|socket)|createconnection|socket\.socket|os\.dup2|fsockopen|tcpsocket|io::socket|socket\s*\(\s*s\s*,|tcpclient|socket\.tcp`],
  ['remove', String.raw`\brm\s+-|\brm\s+[^\n;|&]*--no-preserve-root|rmtree|rmsync|fs\.rm\(|\bmkfs|\bdd\b[^\n;|]*of=/dev/|remove_tree|\brm_rf?\b|remove_dir|remove_entry|remove-item`],
];

export const ALL_FAMILIES: ReadonlySet<Family> = new Set(FAMILIES.map(([f]) => f));

/** One regex per set of families still to find, built when first needed (at most 2^8). */
const cache = new Map<number, RegExp>();

function regexFor(mask: number): RegExp {
  let re = cache.get(mask);
  if (!re) {
    const parts = FAMILIES.filter((_, i) => mask & (1 << i)).map(([name, source]) => `(?<${name}>${source})`);
    re = new RegExp(parts.join('|'), 'g');
    cache.set(mask, re);
  }
  return re;
}

/**
 * The families whose words appear in `text`: one scan, restarted without a
 * family once it is found, so a word that recurs on every line costs nothing more.
 */
export function triggers(original: string): Set<Family> {
  // Lower case and a plain alternation: several times faster than the `i` flag.
  const text = original.toLowerCase();
  const found = new Set<Family>();
  let mask = (1 << FAMILIES.length) - 1;
  let at = 0;
  while (mask !== 0) {
    const re = regexFor(mask);
    re.lastIndex = at;
    const m = re.exec(text);
    if (!m) break;
    FAMILIES.forEach(([name], i) => {
      if (m.groups![name] !== undefined) {
        found.add(name);
        mask &= ~(1 << i);
      }
    });
    // From the same place: another family's words may start inside this match (`nc ` is download and reverse).
    at = m.index;
  }
  return found;
}
