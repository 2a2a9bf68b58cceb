/**
 * Pure: the machine's own protection switched off, over the IR, in every
 * front end that lowers a Windows command (PowerShell, shell, cmd): Defender's
 * real-time, behaviour, script or cloud protection turned off
 * (`Set-MpPreference -DisableRealtimeMonitoring $true`, the policy value
 * `DisableAntiSpyware` set by `Set-ItemProperty` or `reg add`), exclusions
 * wide enough to hide anything (a process, a file extension, the home folder,
 * a drive, the temporary folder), its service stopped (`sc stop WinDefend`,
 * `Stop-Service WinDefend`), the firewall turned off (`netsh advfirewall set
 * … state off`, `Set-NetFirewallProfile -Enabled False`), and AMSI — the
 * interface through which Defender reads every script PowerShell runs —
 * disabled through reflection on its internals (`AmsiUtils`,
 * `amsiInitFailed`, `AmsiScanBuffer`); WinRM's remoting opened to whoever is
 * on the path (every host trusted, unencrypted traffic or Basic
 * authentication allowed). No installer or tool needs any of
 * these; malware does it before what it runs next. An exclusion of one
 * project folder (a build-speed tip) is not counted.
 */
import { homePath } from './places.ts';
import { constantText, type Call, type Word } from './types.ts';

/** Defender settings that switch a protection off when set to these values. */
const OFF_VALUES: Record<string, RegExp> = {
  mapsreporting: /^(?:0|disabled?)$/i,
  submitsamplesconsent: /^(?:2|neversend)$/i,
  enablecontrolledfolderaccess: /^(?:0|disabled?)$/i,
  enablenetworkprotection: /^(?:0|disabled?)$/i,
  puaprotection: /^(?:0|disabled?)$/i,
};
const TRUE = /^(?:true|1|\$true)$/i;
/** Exclusions that hide anything of a kind: every file a process touches, every file of an extension, traffic of an address. */
const WIDE_EXCLUSION = /^exclusion(?:process|extension|ipaddress)$/;
/** Places whose exclusion hides whatever is put there: the home folder and its top folders, temporary folders, a drive, the system's folders. */
const WIDE_PLACE = /^(?:\/|~|~\/(?:AppData(?:\/(?:Roaming|Local|LocalLow))?|Downloads|Desktop|Documents)|\/tmp|\/Users(?:\/[^/]+)?|\/Windows(?:\/(?:System32|Temp))?|\/ProgramData|\/Program Files(?: \(x86\))?)\/?\*?$/i;
/** Defender's and the security center's services. */
const SECURITY_SERVICE = /^(?:WinDefend|WdNisSvc|WdFilter|WdBoot|Sense|SecurityHealthService|wscsvc|MpsSvc)$/i;
/** .NET reflection into AMSI's internals, or its scan function looked up to be patched. */
const AMSI_INTERNALS = /^(?:System\.Management\.Automation\.)?AmsiUtils$|^amsi(?:InitFailed|Context|Session)$|^AmsiScanBuffer$|^AmsiOpenSession$/i;
/** A Defender policy value under `…\Windows Defender\…` that turns a protection off when 1. */
const DEFENDER_POLICY = /Windows Defender/i;
const POLICY_OFF = /^Disable(?:AntiSpyware|AntiVirus|RealtimeMonitoring|BehaviorMonitoring|OnAccessProtection|ScanOnRealtimeEnable|IOAVProtection|ScriptScanning)$/i;

/**
 * WinRM settings that hand the machine's remote administration to whoever is on the path: every host trusted with
 * the user's credentials, traffic allowed unencrypted, passwords sent by Basic authentication. Matched on the
 * setting's path with its separators dropped (`WSMan:\localhost\Client\TrustedHosts`, `winrm/config/service` +
 * `AllowUnencrypted`; a bash reading drops the backslashes), with the value that opens it.
 */
const WINRM_OPEN: ReadonlyArray<readonly [RegExp, RegExp, string]> = [
  [/trustedhosts$/, /^\*$/, 'every host trusted for remoting'],
  [/allowunencrypted$/, TRUE, 'remoting allowed unencrypted'],
  [/authbasic$/, TRUE, 'remoting with Basic authentication'],
];
const flat = (t: string) => t.toLowerCase().replace(/[\\/:\s]/g, '');
const winrmOpened = (path: string, value: string | undefined) => (value === undefined ? undefined : WINRM_OPEN.find(([key, open]) => key.test(flat(path)) && open.test(value.trim()))?.[2]);

const lower = (w: Word | undefined) => (w === undefined ? undefined : constantText(w));

/** What a call switches off, in a few words; undefined when it switches nothing off. */
export function protectionOff(call: Call, name: string | undefined): string | undefined {
  const callee = name ?? lower(call.callee);
  if (callee === undefined) return undefined;
  const texts = call.args.map(lower);
  const named = call.named ?? {};
  const cmd = callee.replace(/\.exe$/i, '').toLowerCase();
  if (cmd === 'set-mppreference' || cmd === 'add-mppreference') {
    for (const [key, word] of Object.entries(named)) {
      const value = lower(word);
      if (key.startsWith('disable') && value !== undefined && TRUE.test(value)) return `Defender's ${key.slice(7)} switched off`;
      if (OFF_VALUES[key] && value !== undefined && OFF_VALUES[key].test(value)) return `Defender's ${key} switched off`;
      if (WIDE_EXCLUSION.test(key)) return `a Defender exclusion of ${value ?? 'a computed value'}`;
      if (key === 'exclusionpath' && (word.items ?? [word]).some((w) => WIDE_PLACE.test(homePath(w)))) return `a Defender exclusion of ${homePath(word)}`;
    }
    return undefined;
  }
  if (/^(?:set-itemproperty|new-itemproperty)$/.test(cmd)) {
    const path = lower(named.path ?? call.args[0]);
    const valueName = lower(named.name ?? call.args[1]);
    const value = lower(named.value ?? call.args[2]);
    return path !== undefined && DEFENDER_POLICY.test(path) && valueName !== undefined && POLICY_OFF.test(valueName) && value !== undefined && TRUE.test(value) ? `the policy ${valueName} set` : undefined;
  }
  if (cmd === 'reg') {
    const at = texts.findIndex((t) => t !== undefined && /^\/v$/i.test(t));
    const data = texts.findIndex((t) => t !== undefined && /^\/d$/i.test(t));
    return /^add$/i.test(texts[0] ?? '') && DEFENDER_POLICY.test(texts[1] ?? '') && at > 0 && POLICY_OFF.test(texts[at + 1] ?? '') && data > 0 && TRUE.test(texts[data + 1] ?? '') ? `the policy ${texts[at + 1]} set` : undefined;
  }
  if (cmd === 'sc' || cmd === 'net') {
    const verb = (texts[0] ?? '').toLowerCase();
    const service = texts[1];
    if (service === undefined || !SECURITY_SERVICE.test(service)) return undefined;
    if (verb === 'stop' || verb === 'delete') return `the ${service} service stopped`;
    if (verb === 'config' && texts.some((t, i) => t !== undefined && /^start=$/i.test(t) && /^disabled$/i.test(texts[i + 1] ?? ''))) return `the ${service} service disabled`;
    return undefined;
  }
  if (/^(?:stop-service|set-service|remove-windowsfeature|uninstall-windowsfeature)$/.test(cmd)) {
    const target = lower(named.name ?? call.args[0]);
    if (target === undefined || !(SECURITY_SERVICE.test(target) || /^Windows-Defender/i.test(target))) return undefined;
    if (cmd === 'set-service' && !/^disabled$/i.test(lower(named.startuptype) ?? '')) return undefined;
    return `${target} stopped`;
  }
  if (cmd === 'netsh' && texts[0]?.toLowerCase() === 'advfirewall' && texts.some((t) => t?.toLowerCase() === 'state') && texts.at(-1)?.toLowerCase() === 'off') return 'the firewall turned off';
  if (cmd === 'set-netfirewallprofile' && /^(?:false|0)$/i.test(lower(named.enabled) ?? '')) return 'the firewall turned off';
  // `Set-Item WSMan:\localhost\Client\TrustedHosts -Value *` (PowerShell's parameters, or the words a shell reading leaves).
  if (cmd === 'set-item') {
    // A shell reading keeps `-Path`/`-Value` as words and takes `$true` for a variable of its own.
    const after = (flag: RegExp) => call.args[texts.findIndex((t) => t !== undefined && flag.test(t)) + 1];
    const said = (w: Word | undefined) => lower(w) ?? (w?.parts.length === 1 && 'ref' in w.parts[0]! && 'env' in w.parts[0].ref ? `$${w.parts[0].ref.env}` : undefined);
    const operands = texts.filter((t) => t !== undefined && !t.startsWith('-'));
    const path = lower(named.path) ?? (texts.some((t) => t !== undefined && /^-path$/i.test(t)) ? lower(after(/^-path$/i)) : operands[0]);
    const value = said(named.value) ?? (texts.some((t) => t !== undefined && /^-value$/i.test(t)) ? said(after(/^-value$/i)) : operands[1]);
    return path !== undefined && flat(path).startsWith('wsman') ? winrmOpened(path, value) : undefined;
  }
  // `winrm set winrm/config/service '@{AllowUnencrypted="true"}'`: the setting's pairs, each under the path given.
  if (cmd === 'winrm' && /^(?:set|s)$/i.test(texts[0] ?? '') && texts[1] !== undefined) {
    for (const [, key, value] of (texts[2] ?? '').matchAll(/(\w+)\s*=\s*["']?([^"';}]*)/g)) {
      const opened = winrmOpened(`${texts[1]}/${key}`, value);
      if (opened) return opened;
    }
    return undefined;
  }
  // `[Ref].Assembly.GetType('…AmsiUtils').GetField('amsiInitFailed', …)`, `GetProcAddress(h, 'AmsiScanBuffer')`.
  if (/^Reflection\.|GetProcAddress$/i.test(callee) && texts.some((t) => t !== undefined && AMSI_INTERNALS.test(t))) return 'AMSI disabled through its internals';
  return undefined;
}
