/**
 * The tenth network batch's classes (issue 36, UNAUTHORIZED NETWORK ACCESS,
 * DATA EXFILTRATION AND BACKDOORS in MCP servers and skill scripts): cloud
 * metadata endpoints read and returned or sent, private ranges and ports
 * scanned (DNS rebinding among them), listeners on every interface that run
 * or read what they receive, a secret argument value that runs a command,
 * files, environment, clipboard or conversation sent out through DNS, ICMP,
 * image addresses, webhooks and "telemetry", local files fetched through
 * `file://` addresses — and benign servers of the same kinds. Laid out by the
 * first batch's builders, the eighth batch's `server` and the ninth batch's
 * `goServer` (one place for a server plugin's manifest).
 */
import type { Sample } from '../skills/build.ts';

export const NET10_MALICIOUS_CLASSES = ['cloud-metadata', 'internal-scan', 'listener', 'magic-string', 'covert-exfil', 'local-file-url'] as const;

export const NET10_BENIGN_CLASSES = ['fetch-guarded', 'localhost', 'vendor-api', 'telemetry-optin', 'argv-tool', 'own-webhook'] as const;

export type Net10Class = (typeof NET10_MALICIOUS_CLASSES)[number] | (typeof NET10_BENIGN_CLASSES)[number];

export type Net10Sample = Sample<Net10Class>;

export { goServer } from '../skills9-mcp/classes.ts';
export { server } from '../skills8-mcp/classes.ts';
