/**
 * Pure: what a container run on this machine is handed of it (`docker run`,
 * `podman run`, `… create`, the way an MCP server or a hook is often started):
 * the folders bound into it (`-v src:dst`, `--volume=…`, `--mount
 * type=bind,source=…`) and its privileges. A container sees what is bound in
 * and, unless started with `--network none`, the network: the whole home
 * folder (or the disk's root) bound in hands its image every key and token
 * the user has, and it can send them anywhere — a credential store moved off
 * the machine as surely as a `curl` of it. A credential folder alone
 * (`~/.ssh` for a git server) is a grant worth showing; the Docker socket or
 * `--privileged` gives the host itself (`privileged-container`).
 */
import { isCredentialPath } from '../files.ts';
import type { IrFinding } from './finding.ts';
import { homePath } from './places.ts';
import { constantText, type Call, type Word } from './types.ts';

/** The home folder, another user's, every user's, or the disk's root: a mount of all the user's secrets. */
const WHOLE_HOME = /^(?:~|\/|\/home|\/Users|\/root)\/?$/;
const DOCKER_SOCKET = /^\/(?:var\/)?run\/docker\.sock$|^~\/\.docker\/run\/docker\.sock$/;
/** Options of `docker run` whose value is the next word (so it is not the image). */
const VALUE = /^(?:-[ehlmpuvw]|--(?:env|env-file|name|network|net|volume|mount|user|workdir|entrypoint|label|memory|cpus|platform|pull|add-host|cap-add|cap-drop|device|hostname|restart|runtime|shm-size|publish|expose|ulimit|log-driver|security-opt|tmpfs|volumes-from))$/;

/**
 * A word as a path: `${HOME}` written literally counts as the home folder too (an MCP server's `args` are
 * expanded by the client, not a shell, and reach here quoted), any other variable as unknown.
 */
const pathOf = (w: Word, skip = 0) => homePath(w).slice(skip).replace(/(^|[=,])\$\{?(?:HOME|USERPROFILE)\}?(?=[/:,]|$)/g, '$1~').replace(/\$\{?\w+\}?/g, '\0');

/** The source of each bind mount of a `run`/`create`, as homePath reads it (`${HOME}` as `~`), and whether the network is off. */
function mountsOf(args: Word[]): { sources: string[]; offline: boolean; privileged: boolean } {
  const texts = args.map(constantText);
  const sources: string[] = [];
  let offline = false;
  let privileged = false;
  for (let i = 1; i < args.length; i++) {
    const t = texts[i];
    const next = args[i + 1];
    if (t === '--privileged' || t === '--privileged=true') privileged = true;
    if (t === '--network=none' || t === '--net=none' || (/^--net(?:work)?$/.test(t ?? '') && texts[i + 1] === 'none')) offline = true;
    const volume = /^(?:-v|--volume)$/.test(t ?? '') && next ? pathOf(next) : /^--volume=/.test(t ?? '') ? pathOf(args[i]!, '--volume='.length) : /^-v./.test(t ?? '') ? pathOf(args[i]!, 2) : undefined;
    if (volume !== undefined) sources.push(volume.split(':')[0]!);
    const mount = t === '--mount' && next ? pathOf(next) : /^--mount=/.test(t ?? '') ? pathOf(args[i]!, '--mount='.length) : undefined;
    if (mount !== undefined && !/(?:^|,)type=(?:volume|tmpfs)\b/.test(mount)) {
      const source = /(?:^|,)(?:source|src)=([^,]*)/.exec(mount)?.[1];
      if (source !== undefined) sources.push(source);
    }
    if (t !== undefined && VALUE.test(t)) i++;
  }
  return { sources, offline, privileged };
}

/** What a container run is handed of this machine, as findings; [] for any other call. */
export function containerGrants(call: Call, name: string | undefined, args: Word[], evidence: string): IrFinding[] {
  if (name === undefined || !/^(?:docker|podman|nerdctl)$/.test(name) || !/^(?:run|create)$/.test(constantText(args[0] ?? { parts: [] }) ?? '')) return [];
  const { sources, offline, privileged } = mountsOf(args);
  const found: IrFinding[] = [];
  const at = { origin: call.origin, ...(call.later ? { later: true } : {}) };
  const home = sources.find((s) => WHOLE_HOME.test(s.replace(/\0.*$/, '')) && !s.includes('\0'));
  if (home !== undefined && !offline) found.push({ rule: 'credential-exfiltration', ...at, evidence: `${evidence}: the container is handed ${home === '~' || home === '~/' ? 'the whole home folder' : `\`${home}\``} (every key and token in it) and the network` });
  const store = sources.find((s) => s !== home && !s.includes('\0') && (isCredentialPath(s.replace(/\/$/, '')) || /^~\/\.(?:ssh|aws|gnupg|kube|docker|config\/gh)\/?$/.test(s)));
  if (store !== undefined) found.push({ rule: 'reads-sensitive-file', ...at, evidence: `${evidence}: the container is handed \`${store}\`` });
  if (privileged || sources.some((s) => DOCKER_SOCKET.test(s))) found.push({ rule: 'privileged-container', ...at, evidence });
  return found;
}
