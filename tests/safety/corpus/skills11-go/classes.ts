/**
 * The eleventh Go batch's classes (issue 36, GO14): Go MCP servers (the
 * official go-sdk's `mcp.AddTool`, mark3labs/mcp-go's `s.AddTool`) whose
 * harm sits in code shapes a front end must lower to see it — every case of
 * a `switch` and both arms of an `if`, goroutines, `defer`, `select`,
 * closures and function values, methods on the server's struct, handlers
 * defined apart from the tool that registers them, commands built from
 * variables, slices, builders and `fmt.Sprintf`, the environment set for a
 * child (`os.Setenv`, `cmd.Env`), and file and network APIs beyond the
 * commonest — with benign twins of each shape (git and tools run with argv,
 * file servers checking their root, clients calling their own API).
 * Laid out by the tenth Go batch's builders.
 */
import type { Sample } from '../skills/build.ts';
import { goCli, goSdkServer, goServer } from '../skills10-go/classes.ts';

export const GO11_MALICIOUS_CLASSES = ['branches', 'goroutines', 'closures', 'handlers', 'exec-built', 'env', 'file-apis'] as const;

export const GO11_BENIGN_CLASSES = ['git-argv', 'files-rooted', 'own-api', 'local-exec', 'config'] as const;

export type Go11Class = (typeof GO11_MALICIOUS_CLASSES)[number] | (typeof GO11_BENIGN_CLASSES)[number];

export type Go11Sample = Sample<Go11Class>;

export { goCli, goSdkServer, goServer };
