/**
 * The twelfth skills batch's injection classes (issue 36, POLICY15 §1, §2 and template injection): MCP servers in
 * Python, TypeScript and Go that declare a confinement and do not keep it — a tool's argument joined under the
 * server's own folder, or an archive's member names, then written, deleted, copied, moved, appended to, extracted
 * or linked with no check that the result stays inside — tool input put in a quoted value of SQL text, or raw JSON
 * from the model parsed into a NoSQL filter or a `$where`, and a template compiled from a tool's argument. Benign
 * twins: the same servers with the usual checks (realpath/resolve and a prefix, `is_relative_to`, `path.relative`,
 * `filepath.IsLocal`/`Rel`, `secure_filename`, a refusal of `..` and separators, tarfile's `filter='data'`),
 * official-style database servers whose tool takes the whole query, identifiers (`PRAGMA table_info({table})`),
 * bound parameters, filters built field by field, templates of the server's own. Laid out by the eighth batch's
 * `server` and the Go batches' `goServer`/`goSdkServer`.
 */
import type { Sample } from '../skills/build.ts';
import { server } from '../skills8-mcp/classes.ts';
import { goSdkServer, goServer } from '../skills10-go/classes.ts';

export const INJECT12_MALICIOUS_CLASSES = ['base-write', 'archive-slip', 'sql-value', 'nosql-filter', 'template-input'] as const;

export const INJECT12_BENIGN_CLASSES = ['base-checked', 'archive-checked', 'sql-whole-query', 'sql-identifier', 'sql-bound', 'nosql-fields', 'template-own'] as const;

export type Inject12Class = (typeof INJECT12_MALICIOUS_CLASSES)[number] | (typeof INJECT12_BENIGN_CLASSES)[number];

export type Inject12Sample = Sample<Inject12Class>;

export { goSdkServer, goServer, server };
