import type { CliIO } from './io.ts';

// Placeholder until the issue that owns this command lands.
export async function run(io: CliIO): Promise<number> {
  io.stderr('toolshed: this command is not available yet\n');
  return 1;
}
