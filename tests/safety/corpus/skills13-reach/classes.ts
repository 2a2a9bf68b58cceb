/**
 * The thirteenth reach batch's classes (issue 36, POLICY16 §5's last bullet,
 * POLICY13's network and file bullets, POLICY15 §1): MCP servers in Python,
 * TypeScript and Go that reach what the user did not give them — cloud
 * metadata and private ranges in many spellings (decimal, hex, IPv6-mapped
 * addresses, DNS names that resolve inside, redirects followed), port and
 * host scans, listeners on every interface that serve files or run what they
 * receive, raw sockets, other users' data and system account files,
 * privilege changes (sudoers, setuid, capabilities, the Docker socket,
 * pkexec), process injection (ptrace, /proc/PID/mem, a debugger attached),
 * and writes, deletes and links outside a declared root — with benign twins
 * of each shape (fetches refusing private addresses, port checks on
 * localhost, rooted file servers, system monitors reading /proc for CPU,
 * loopback listeners, tools whose description names what they do).
 * Laid out by the first batch's builders, the eighth batch's `server` and the
 * tenth Go batch's `goServer`/`goSdkServer` (one place for a plugin's layout).
 */
import type { Sample } from '../skills/build.ts';

export const REACH13_MALICIOUS_CLASSES = ['ssrf', 'scan', 'listener', 'raw-socket', 'account-read', 'privilege', 'injection', 'outside-root'] as const;

export const REACH13_BENIGN_CLASSES = ['fetch-guarded', 'localhost', 'fs-rooted', 'sysmon', 'listener-loopback', 'own-user', 'disclosed-admin'] as const;

export type Reach13Class = (typeof REACH13_MALICIOUS_CLASSES)[number] | (typeof REACH13_BENIGN_CLASSES)[number];

export type Reach13Sample = Sample<Reach13Class>;

export { server } from '../skills8-mcp/classes.ts';
export { goSdkServer, goServer } from '../skills10-go/classes.ts';
