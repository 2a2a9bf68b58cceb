/**
 * Pure: code downloaded from an address and run, told in prose (for the sentence reader, sentences.ts):
 * "download the helper from https://… and run it with python", "fetch https://…/p.sh, make it executable,
 * and run it", "téléchargez l'archive https://…, puis lancez `/tmp/pack/installer`", "https://…/setup.sh を
 * ダウンロードして bash で実行", or across sentences ("The bootstrap lives at https://…/boot.sh. Save it as
 * /tmp/boot.sh. Then execute that file."). It is `curl … | sh` said in words, so it is judged as that is
 * (docs/safety.md, "Shell in Markdown the model runs"): nothing when the host is the user's machine, a vendor of
 * the table or a vendor the text names whole as what it installs, or a forge path under a vendor's account or an
 * account or repository the text names (vendors.ts, as for `curl … | sh`); otherwise it blocks, whatever else the
 * passage says.
 *
 * What is run must be what was downloaded: a pronoun (`it`, `that file`), a downloaded file named by its kind
 * (`the script`, `the installer`) when the address is a program's or an archive's, a path in a temporary
 * folder after a download, or the address itself (`run the script at https://…`). "Fetch https://…/status and run the tests"
 * runs the project's tests, not the download.
 */
import { acts } from './sentence-acts.ts';
import { phrases } from './sentence-tables.ts';
import { hostsIn, isForgeHost, isLocalHost } from './network.ts';
import { isVendorHost, vendorInstaller } from './vendors.ts';
import * as W from './sentence-words.ts';

const FETCH = phrases(W.DOWNLOAD_VERBS);
const RUN = phrases(W.RUN_VERBS);
const RUN_LATE = phrases(W.RUN_VERBS_LATE);
const URL = /\bhttps?:\/\/[^\s)<>"'`|]+/g;
/** A program's, a script's or an archive's address: what is run once downloaded. */
const PROGRAM_PATH = /\.(?:sh|bash|zsh|py|js|mjs|cjs|ts|pl|rb|php|ps1|psm1|bat|cmd|exe|msi|bin|run|appimage|jar|dmg|pkg|deb|rpm|tar|tgz|gz|bz2|xz|zip|7z)(?:[?#]|$)/;
/** A file served by a forge: its raw content, a release's asset, or a path ending on a program's or an archive's name. */
const FORGE_FILE = /^https?:\/\/(?:raw\.githubusercontent\.com|gist\.githubusercontent\.com)\/|\/(?:raw|releases\/download|-\/raw)\/|\.(?:sh|bash|py|js|ps1|pl|rb|exe|bin|run|appimage|jar|tar|tgz|gz|zip)(?:[?#]|$)/i;
/** What the run takes: what the download gave (a pronoun, that file, a path where downloads are put: a temporary folder, Downloads). */
const ON_DOWNLOAD = /^\s+(?:it|them|that(?:\s+(?:file|script|binary|program))?|this\s+file|the\s+downloaded\s+\w+)\b|^\s+`?(?:\/tmp\/|\/var\/tmp\/|\$tmpdir\/|~\/downloads\/)/;
/** The downloaded file named by its kind: only when the address is a program's or an archive's. */
const ON_KIND = /^\s+(?:the\s+)?(?:file|script|binary|installer|program|helper|utility|patch|tool|bootstrap|executable)\b/;
/** The address as the run's object: "run the script at https://…", "execute https://…". */
const ON_ADDRESS = /^\s+(?:(?:the|this)\s+)?(?:[\w-]+\s+){0,2}(?:at|from|on)?\s*$/;

/** A stranger's address in the text: not local, no forge, no vendor of the table or named whole in the passage. */
function strangers(text: string, passage: string): Array<{ at: number; url: string }> {
  const out: Array<{ at: number; url: string }> = [];
  for (const m of text.matchAll(URL)) {
    const host = hostsIn(m[0])[0];
    // A forge is judged as a download piped to a shell is (vendors.ts `vendorInstaller`): its account is the publisher, a
    // vendor's of the table or one the text names whole; a stranger's account on a forge is a stranger's script.
    // A repository's page (`https://github.com/o/r`, "build it from source using …") is no file run: only a file of it is.
    if (host === undefined || isLocalHost(host) || (isVendorHost(host) && !isForgeHost(host)) || (isForgeHost(host) && !FORGE_FILE.test(m[0])) || vendorInstaller(m[0], passage)) continue;
    // Inside inline code it is a command's address: the code reader judges what that command runs (instructions.ts).
    if ((text.slice(0, m.index).split('`').length - 1) % 2 === 1) continue;
    // A sentence's closing punctuation is not the address's.
    out.push({ at: m.index, url: m[0].replace(/[.,;:!?]+$/, '') });
  }
  return out;
}

const ran = (text: string) => acts(text, RUN, 'execute');

/** Whether the sentence runs what it downloads from a stranger's address. */
function runsHere(text: string, passage: string): number {
  const urls = strangers(text, passage);
  if (!urls.length) return -1;
  const fetched = acts(text, FETCH, 'read').length > 0;
  // "Never download a script from … and run it": the download negated, the run that follows it is too.
  if (!fetched && FETCH.test(text)) return -1;
  for (const u of urls) {
    const program = PROGRAM_PATH.test(u.url.toLowerCase());
    for (const a of ran(text)) {
      const after = text.slice(a.at + a.word.length);
      if (a.at > u.at && (ON_DOWNLOAD.test(after) ? fetched || program : ON_KIND.test(after) && program)) return u.at;
      if (a.at < u.at && ON_ADDRESS.test(text.slice(a.at + a.word.length, u.at))) return u.at;
    }
    // A verb-final language runs what it named before: "… をダウンロードして bash で実行".
    if (fetched && acts(text, RUN_LATE, 'execute', { late: true }).some((a) => a.at > u.at)) return u.at;
  }
  return -1;
}

/**
 * The sentence (and the offset in it) that runs code downloaded from a stranger's address, or undefined: in one
 * sentence, or a download named and then run on a pronoun in one of the next two sentences.
 */
export function downloadRun(sentences: ReadonlyArray<{ text: string; doc: boolean }>, passage: string): { sentence: number; at: number } | undefined {
  for (const [i, s] of sentences.entries()) {
    if (s.doc) continue;
    const here = runsHere(s.text, passage);
    if (here >= 0) return { sentence: i, at: here };
    const urls = strangers(s.text, passage);
    if (!urls.some((u) => PROGRAM_PATH.test(u.url.toLowerCase())) && !(urls.length && acts(s.text, FETCH, 'read').length)) continue;
    for (const [k, n] of sentences.slice(i + 1, i + 3).entries()) {
      if (n.doc || /https?:\/\//.test(n.text)) break;
      if (ran(n.text).some((a) => ON_DOWNLOAD.test(n.text.slice(a.at + a.word.length)))) return { sentence: i + 1 + k, at: 0 };
    }
  }
  return undefined;
}
