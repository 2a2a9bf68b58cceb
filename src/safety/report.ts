/**
 * The safety report's shape, once: what a component will do (capabilities)
 * and what looks dangerous in it (findings), computed by the analyzer over
 * exactly the bytes the catalog's sha256 covers (`{content, files}`).
 *
 * Published in `component-content/{type}/{category}/{name}.json` as `safety`,
 * recorded in the project's lock file, shown on the component page, in the
 * installer's prompt, by `toolshed scan`, `toolshed check/update`, the stack's
 * pre-flight, the marketplace's descriptions and Discord `/info`. Every text
 * field holds display-safe text (src/text/visible.ts), never raw catalog bytes.
 */
import { z } from 'zod';

/**
 * blocking: near-certain danger (the installer refuses it unless the user
 * names the rule with `--allow-risk`); advisory: heuristic, shown, never
 * refused.
 */
export const SeveritySchema = z.enum(['advisory', 'blocking']);
export type Severity = z.infer<typeof SeveritySchema>;

/** The report's level: its worst finding, or none. */
export const SafetyLevelSchema = z.enum(['none', 'advisory', 'blocking']);
export type SafetyLevel = z.infer<typeof SafetyLevelSchema>;

export const FindingSchema = z.strictObject({
  /** A stable rule id (`pipe-to-shell`, `hidden-unicode`, …), listed on the site's rules page. */
  rule: z.string().regex(/^[a-z0-9-]+$/),
  severity: SeveritySchema,
  /** The file inside the component (`content` for a single-file component's entry). */
  file: z.string(),
  /** 1-based line in that file. */
  line: z.int().positive(),
  /** The offending text, shortened and escaped. */
  evidence: z.string(),
  /**
   * true: the text is in something that runs or that the model reads as
   * instructions (a script, a hook or MCP command, settings, an agent's
   * prompt); false: in documentation (a fenced example, a README describing
   * an attack), which is reported but never blocks.
   */
  inCode: z.boolean(),
});
export type Finding = z.infer<typeof FindingSchema>;

export const HookCapabilitySchema = z.strictObject({
  event: z.string(),
  /** The matcher as written; '' when there is none. */
  matcher: z.string(),
  /** An empty or `*` matcher: the hook runs on every tool call of its event. */
  everyToolCall: z.boolean(),
  /** What it runs: the command, or `prompt hook` / `agent hook`. */
  runs: z.string(),
});

export const McpCapabilitySchema = z.strictObject({
  name: z.string(),
  /** The command line or URL it starts or connects to. */
  runs: z.string(),
  /** Whether the package it fetches is pinned to a version (`pkg@1.2.3`); null when it fetches none. */
  pinned: z.boolean().nullable(),
});

export const FileAccessSchema = z.strictObject({
  /** As written in the code (`~/.ssh/id_rsa`, `$HOME/.zshrc`). */
  path: z.string(),
  access: z.enum(['read', 'write']),
});

export const ContainerSchema = z.strictObject({
  file: z.string(),
  privileged: z.boolean(),
  dockerSocket: z.boolean(),
});

export const CapabilitiesSchema = z.strictObject({
  hooks: z.array(HookCapabilitySchema),
  /** Every command and script that runs (the lines of src/catalog/executables.ts). */
  runs: z.array(z.string()),
  /** Hosts named in code that runs (`api.example.com`), sorted, unique. */
  network: z.array(z.string()),
  /** Files read or written outside the project. */
  files: z.array(FileAccessSchema),
  /** Environment variables read, sorted, unique. */
  env: z.array(z.string()),
  /** Permissions granted (`allow Bash(*)`, `defaultMode: bypassPermissions`, `skipDangerousModePermissionPrompt`). */
  permissions: z.array(z.string()),
  mcpServers: z.array(McpCapabilitySchema),
  containers: z.array(ContainerSchema),
  /**
   * Tools an agent (`tools:`), command or skill (`allowed-tools:`) is granted
   * that run shell commands, change files or fetch (`Bash(git:*)`, `Write`,
   * `WebFetch`), as written. Absent from reports recorded before it existed.
   */
  tools: z.array(z.string()).default([]),
});
export type Capabilities = z.infer<typeof CapabilitiesSchema>;

/** A catalog maintainer's reviewed exception for one blocking rule (src/safety/exceptions.ts). */
export const ReviewedExceptionSchema = z.strictObject({
  rule: z.string(),
  reason: z.string(),
  reviewed: z.string(),
});

export const SafetyReportSchema = z.strictObject({
  level: SafetyLevelSchema,
  capabilities: CapabilitiesSchema,
  findings: z.array(FindingSchema),
  /**
   * Set by the catalog build only: blocking findings its maintainers reviewed
   * and accepted for exactly these bytes. `level` stays what the analyzer
   * found; the installer still asks for `--allow-risk`.
   */
  exceptions: z.array(ReviewedExceptionSchema).optional(),
});
export type SafetyReport = z.infer<typeof SafetyReportSchema>;
