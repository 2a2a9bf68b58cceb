/**
 * Data: the names of well-known official components — Anthropic's published
 * skills, the official plugin marketplace's plugins and the agents they ship,
 * and widely used MCP servers — from which own-name.ts measures how close a
 * component's own name is. Written from those public listings, not fetched: a
 * name added here is a reviewed decision, as in popular-packages.ts. A name
 * listed here is known, never a look-alike of another (`code-review` and
 * `code-reviewer` are both official). Names of the language-server plugins
 * (`csharp-lsp`, `php-lsp`) are left out: real servers sit one letter from them
 * (`csharp-ls`).
 */

const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

export const OFFICIAL_NAMES: readonly string[] = words(`
  algorithmic-art brand-guidelines canvas-design doc-coauthoring frontend-design internal-comms mcp-builder
  skill-creator slack-gif-creator theme-factory web-artifacts-builder artifacts-builder webapp-testing template-skill

  agent-sdk-dev claude-opus-4-5-migration code-review commit-commands explanatory-output-style feature-dev hookify
  learning-output-style plugin-dev pr-review-toolkit ralph-wiggum ralph-loop security-guidance code-simplifier
  claude-md-management code-modernization claude-code-setup agent-teams-pipeline browser-verify

  code-reviewer code-explorer code-architect silent-failure-hunter type-design-analyzer pr-test-analyzer
  comment-analyzer agent-sdk-verifier-py agent-sdk-verifier-ts skill-reviewer plugin-validator agent-creator
  conversation-analyzer

  filesystem sequential-thinking sequentialthinking brave-search puppeteer playwright context7 everything
  google-maps github-mcp-server desktop-commander firecrawl-mcp browser-tools chrome-devtools mcp-server-fetch
  mcp-server-git mcp-server-time mcp-server-sqlite server-filesystem server-memory server-github
`);
