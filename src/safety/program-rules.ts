/**
 * Pure: every rule pass over one lowered program (the IR of a unit, src/safety/ir/types.ts), in one list, so a
 * new pass is added here and code.ts only reports what they find. Each pass is a module of its own: the data
 * flow (ir/flow.ts), dangerous shapes (ir/shape.ts, lang/shapes.ts), the machine's access control and its
 * record (ir/system-access.ts, ir/evasion.ts), folders escaped (ir/folder-escape.ts), hidden files run
 * (ir/foreign-runs.ts), addresses hidden in an encoding (ir/hidden-address.ts), the repository sent (ir/repo-sent.ts), data encoded
 * before it is sent (ir/encoded-sends.ts), a secret printed (ir/secret-echoes.ts), a server launched as a request (ir/launch.ts),
 * hidden recipients (lang/recipients.ts), addresses reached (ir/reach.ts), listeners (ir/listeners.ts),
 * resource exhaustion (ir/exhaustion.ts), hidden triggers (ir/hidden-triggers.ts), raw sockets and other processes entered
 * (ir/process-reach.ts, which reads the component's words), miners and kernel modules from hidden places (ir/hijack.ts), and last, over what those found, a tool's arguments run as code where
 * its description says it runs what it is given (an advisory), tools doing other than they say (ir/mismatch.ts) and
 * tools doing what nothing the component says covers (ir/undisclosed.ts).
 */
import { encodedSendFindings } from './ir/encoded-sends.ts';
import { evasionFindings } from './ir/evasion.ts';
import { renderedImageFindings, secretEchoFindings } from './ir/secret-echoes.ts';
import { exhaustionFindings } from './ir/exhaustion.ts';
import type { IrFinding } from './ir/finding.ts';
import { flowFindings } from './ir/flow.ts';
import { escapeFindings } from './ir/folder-escape.ts';
import { nosqlFindings } from './ir/query-values.ts';
import { foreignRunFindings } from './ir/foreign-runs.ts';
import { hiddenAddressFindings } from './ir/hidden-address.ts';
import { hiddenTriggerFindings } from './ir/hidden-triggers.ts';
import { hijackFindings } from './ir/hijack.ts';
import { launchRequestFindings } from './ir/launch.ts';
import { listenerFindings } from './ir/listeners.ts';
import { claimsEncryption, declaredRunners, toolMismatch } from './ir/mismatch.ts';
import { processReachFindings } from './ir/process-reach.ts';
import { reachFindings } from './ir/reach.ts';
import { repositorySentFindings } from './ir/repo-sent.ts';
import { shapeFindings } from './ir/shape.ts';
import { systemFindings } from './ir/system-access.ts';
import { disclosureOf, undisclosedCapabilities } from './ir/undisclosed.ts';
import type { Program } from './ir/types.ts';
import { hiddenRecipients } from './lang/recipients.ts';
import { langShapes } from './lang/shapes.ts';

/**
 * What every pass finds in `program`; `server`: the unit is an MCP or LSP server's launch line; `files`: the
 * component's files, whose README and manifests say what its tools do beyond their descriptions.
 */
export function programFindings(program: Program, server: boolean, files?: ReadonlyMap<string, string>, hook = false): IrFinding[] {
  const found = declaredRunners(program.nodes, [
    ...flowFindings(program, server, hook),
    ...shapeFindings(program),
    ...systemFindings(program),
    ...evasionFindings(program),
    ...escapeFindings(program),
    ...nosqlFindings(program),
    ...foreignRunFindings(program),
    ...repositorySentFindings(program),
    ...encodedSendFindings(program),
    ...secretEchoFindings(program),
    ...renderedImageFindings(program),
    ...hiddenAddressFindings(program),
    ...(server ? launchRequestFindings(program) : []),
    ...langShapes(program),
    ...hiddenRecipients(program),
    ...reachFindings(program),
    ...listenerFindings(program),
    ...exhaustionFindings(program),
    ...hiddenTriggerFindings(program),
  ]);
  // A tool whose description says it only reads, or computes locally, while its code deletes, writes outside, runs or sends.
  const disclosure = disclosureOf(files);
  const beyond = [...processReachFindings(program, disclosure), ...hijackFindings(program, disclosure)];
  return [...found, ...beyond, ...toolMismatch(program.nodes, [...found, ...beyond], disclosure), ...claimsEncryption(program.nodes), ...undisclosedCapabilities(program.nodes, disclosure)];
}
