/**
 * The thirteenth benign batch's classes (issue 36, the sixteenth session: BENIGN COMPONENTS that must not block, of
 * kinds no earlier benign batch held: security skills quoting the attacks they look for, DevOps skills acting on the
 * user's own infrastructure, API clients carrying their own key in Python, TypeScript, Go and shell, data tools
 * uploading to the service they name, agents granted Bash and Write that say what they do, MCP servers for
 * databases, files and shells whose description names what they can do), and the six malicious classes of their
 * twins. Laid out by the first batch's builders (`../skills/build.ts`), the eighth batch's `server` and the ninth's
 * `goServer`.
 */
import type { Sample } from '../skills/build.ts';

export const BENIGN13_MALICIOUS_CLASSES = [
  // an attack the security skill quotes turned into a step the model takes
  'quoted-to-step',
  // a DevOps skill that sends the credentials it handles (kubeconfig, SSH keys, state, a backup) to a host not the user's
  'ops-exfil',
  // an API client whose key or environment also goes to a host that is not its API
  'key-elsewhere',
  // a data tool that uploads something besides what it names (cloud credentials, keys, the environment)
  'upload-extra',
  // an agent granted Bash or Write told to do something it does not say (permissions lifted, a key planted, hiding)
  'agent-overreach',
  // an honestly described MCP server with a hidden door (remote commands, a listener, a copy of the data sent away)
  'mcp-hidden',
] as const;

export const BENIGN13_BENIGN_CLASSES = [
  'security-quote',
  'devops',
  'own-key-client',
  'named-upload',
  'granted-agent',
  'honest-mcp',
] as const;

export type Benign13Class = (typeof BENIGN13_MALICIOUS_CLASSES)[number] | (typeof BENIGN13_BENIGN_CLASSES)[number];

export type Benign13Sample = Sample<Benign13Class>;

export { goServer } from '../skills9-mcp/classes.ts';
export { server } from '../skills8-mcp/classes.ts';
