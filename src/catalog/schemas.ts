/**
 * The source schema of each kind: what a file in components-source/ must hold.
 * TypeScript types are inferred from these. The shapes of what the build
 * writes are in `output-schemas.ts`.
 */
import { z } from 'zod';
import type { ComponentType } from './kinds.ts';
import { namedRecord } from './record-schema.ts';

// ---------- shared pieces of source files ----------

/** `author: "Ada"` or `author: {name: "Ada", email: ...}`. */
const authorField = z.union([z.string(), z.looseObject({ name: z.string() })]);
/** `keywords: [a, b]` or `keywords: "a, b"` (tags is read the same way). */
const keywordsField = z.union([z.array(z.union([z.string(), z.number()])), z.string()]);
/** Scalars YAML may type (`version: 1.0`) but that we read as text. */
const textField = z.union([z.string(), z.number(), z.boolean()]);

const metadataShape = {
  author: authorField.optional(),
  repo: z.string().optional(),
  repository: z.union([z.string(), z.looseObject({ url: z.string() })]).optional(),
  version: textField.optional(),
  license: z.string().optional(),
  keywords: keywordsField.optional(),
  tags: keywordsField.optional(),
};

/** `argument-hint: [file]` is a YAML list, though the author meant text. */
const hintField = z.union([textField, z.array(textField)]);

/** A tool list: comma-separated text, `*`, or a YAML list. */
const toolsField = z.union([z.string(), z.array(z.string())]);

// ---------- one source schema per kind ----------

const agentSource = z.looseObject({
  ...metadataShape,
  name: textField.optional(),
  description: z.string().min(1, 'an agent needs a description'),
  tools: toolsField.optional(),
  model: z.string().optional(),
  color: z.string().optional(),
});

const commandSource = z.looseObject({
  ...metadataShape,
  description: z.string().optional(),
  'argument-hint': hintField.optional(),
  'allowed-tools': toolsField.optional(),
  model: z.string().optional(),
});

const loopSource = z.looseObject({
  ...metadataShape,
  description: z.string().optional(),
  interval: z
    .string()
    .regex(/^\d+\s*[smhd]$/, 'interval is a number and a unit such as 10m, 2h or 1d')
    .optional(),
  'argument-hint': hintField.optional(),
  'allowed-tools': toolsField.optional(),
});

/** A skill without a description still loads (as a slash command only); the loader says so. */
const skillSource = z.looseObject({
  ...metadataShape,
  name: textField.optional(),
  description: z.string().optional(),
  'allowed-tools': toolsField.optional(),
});

const readmeSource = z.looseObject({
  ...metadataShape,
  name: textField.optional(),
  description: z.string().optional(),
});

/** One handler inside a Claude Code hooks matcher group: the five types the client runs (2.1.330). */
const hookHandler = z.union([
  z.looseObject({ type: z.literal('command'), command: z.string().min(1), timeout: z.number().positive().optional() }),
  z.looseObject({ type: z.enum(['prompt', 'agent']), prompt: z.string().min(1), timeout: z.number().positive().optional() }),
  z.looseObject({ type: z.literal('http'), url: z.string().min(1) }),
  z.looseObject({ type: z.literal('mcp_tool'), server: z.string().min(1), tool: z.string().min(1) }),
]);
/** Claude Code settings' `hooks` object: event name -> matcher groups. */
const hooksObject = z.record(
  z.string().regex(/^[A-Z][A-Za-z]+$/, 'hook events are names such as PreToolUse'),
  z.array(z.looseObject({ matcher: z.string().optional(), hooks: z.array(hookHandler).min(1) })),
);

const supportingFile = z.object({
  source: z.string().min(1),
  destination: z.string().min(1),
  executable: z.boolean().optional(),
});

const hookSource = z.looseObject({
  ...metadataShape,
  description: z.string().min(1, 'a hook needs a description'),
  hooks: hooksObject.refine((h) => Object.keys(h).length > 0, 'no hook Claude Code would run'),
  supportingFiles: z.array(supportingFile).optional(),
});

const mcpServer = z.union([
  z.looseObject({
    type: z.literal('stdio').optional(),
    command: z.string().min(1),
    args: z.array(z.string()).optional(),
    env: z.record(z.string(), z.string()).optional(),
    description: z.string().optional(),
  }),
  z.looseObject({
    type: z.enum(['http', 'sse']),
    url: z.string().min(1),
    headers: z.record(z.string(), z.string()).optional(),
    description: z.string().optional(),
  }),
]);
const mcpServers = namedRecord(mcpServer);

const mcpSource = z.looseObject({
  ...metadataShape,
  description: z.string().optional(),
  mcpServers: mcpServers.refine((s) => Object.keys(s).length > 0, 'mcpServers is empty'),
});

const settingsSource = z.looseObject({
  ...metadataShape,
  description: z.string().optional(),
  permissions: z
    .looseObject({
      allow: z.array(z.string()).optional(),
      deny: z.array(z.string()).optional(),
      ask: z.array(z.string()).optional(),
      additionalDirectories: z.array(z.string()).optional(),
      defaultMode: z.string().optional(),
    })
    .optional(),
  env: z.record(z.string(), z.string()).optional(),
  hooks: hooksObject.optional(),
  model: z.string().optional(),
});

/** `.claude-plugin/plugin.json` of a mod. */
const modSource = z.looseObject({
  ...metadataShape,
  name: z.string().min(1),
  description: z.string().optional(),
  hooks: z.union([z.string(), hooksObject, z.array(z.string())]).optional(),
  mcpServers: z.union([z.string(), mcpServers, z.array(z.string())]).optional(),
});

/** The schema of each kind's entry (frontmatter or JSON), keyed by plural type. */
export const SOURCE_SCHEMAS = {
  agents: agentSource,
  commands: commandSource,
  skills: skillSource,
  hooks: hookSource,
  mcps: mcpSource,
  settings: settingsSource,
  loops: loopSource,
  mods: modSource,
  sandbox: readmeSource,
  templates: readmeSource,
} satisfies Record<ComponentType, z.ZodType>;

