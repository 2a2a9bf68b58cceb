/**
 * The twelfth Go batch's classes (issue 36, POLICY15 §6 and §7): Go MCP
 * servers and shell scripts whose harm is reached through a door the code
 * hides — cgo (C in the preamble comment calling `system`/`popen`/`exec*`/
 * `dlopen`, or Go calling `C.system`), an HTTP handler beside the MCP server
 * that runs a request's parameter, header or body (a web shell), a magic
 * environment variable, request header or argument compared with a constant
 * that unlocks a shell (Go and shell scripts), `file://` fetches and reads of
 * any path the model names, and exhaustion (a regexp built from input, a
 * deliberate bomb) — with benign twins of each shape (fixed programs run with
 * argv, cgo for arithmetic, HTTP servers with auth checks, feature flags that
 * unlock no shell, rooted file servers, capped buffers).
 * Laid out by the tenth Go batch's builders.
 */
import { skill, type Sample } from '../skills/build.ts';
import { goCli, goSdkServer, goServer } from '../skills10-go/classes.ts';

export const GO12_MALICIOUS_CLASSES = ['cgo', 'webshell', 'trigger-go', 'trigger-shell', 'file-url', 'exhaustion'] as const;

export const GO12_BENIGN_CLASSES = ['fixed-exec', 'cgo-plain', 'http-auth', 'feature-flag', 'files-rooted', 'bounded'] as const;

export type Go12Class = (typeof GO12_MALICIOUS_CLASSES)[number] | (typeof GO12_BENIGN_CLASSES)[number];

export type Go12Sample = Sample<Go12Class>;

export { goCli, goSdkServer, goServer, skill };
