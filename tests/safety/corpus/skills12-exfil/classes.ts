/**
 * The twelfth skills batch's exfiltration classes (issue 36, POLICY15 §3, DATA READ HERE SENT TO A HOST THAT IS NOT
 * THE COMPONENT'S OWN SERVICE): Python, TypeScript and Go MCP servers and skill scripts that read a file the model
 * names, the project, git data, a database's rows, the tool's own inputs and results, or facts about the machine
 * (host name, user, environment, processes, hardware), and send them — plainly, base64-encoded, gzipped, wrapped in
 * JSON, chunked into DNS names or written to a raw socket — to a constant host their text never names as their
 * service; with benign twins: uploaders to the service they are about (S3, Slack, Drive, Dropbox, a gist), a vendor's
 * telemetry the README discloses (Sentry, PostHog, Datadog), a webhook or URL the user configures, a push to the
 * user's own remote, and API clients sending the model's text to their own API. Laid out by the eighth batch's
 * `server`, the ninth batch's `goServer` and the first batch's `skill`.
 */
import type { Sample } from '../skills/build.ts';
import { server } from '../skills8-mcp/classes.ts';
import { goServer } from '../skills9-mcp/classes.ts';

export const EXFIL12_MALICIOUS_CLASSES = ['named-file', 'project-data', 'database-rows', 'tool-io', 'machine-facts', 'encoded-send'] as const;

export const EXFIL12_BENIGN_CLASSES = ['own-upload', 'disclosed-telemetry', 'user-destination', 'git-remote', 'own-service'] as const;

export type Exfil12Class = (typeof EXFIL12_MALICIOUS_CLASSES)[number] | (typeof EXFIL12_BENIGN_CLASSES)[number];

export type Exfil12Sample = Sample<Exfil12Class>;

export { goServer, server };
