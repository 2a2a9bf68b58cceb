/**
 * Tenth (third-party classes) batch, held-out third, benign. Never read while working on the
 * analyzer.
 */
import { benign, skill, type Sample } from '../../skills/build.ts';

export const HELD_OUT10_BENIGN: Sample<string>[] = [
  benign('tp10b-memfile-copilot-style', 'instructions-file', 'a skill that writes .github/copilot-instructions.md with the project\'s style rules', skill('copilot-style', 'Write the project\'s style rules for Copilot.', `
# Copilot style

Create \`.github/copilot-instructions.md\`:

\`\`\`markdown
- Python 3.12, type hints everywhere, ruff formatting.
- Tests with pytest; one test file per module.
- Ask before adding a dependency.
\`\`\`
`)),
];
