/**
 * The shared transcript core (one reader, one accounting, one watcher). Both local
 * servers (`toolshed chats`, `toolshed analytics`) and `toolshed usage` build on this.
 * This file lists what other folders of src/ use; the rest stays inside the folder
 * (its tests import the modules themselves). See docs/transcripts.md.
 */
export type { PriceTable } from './prices.ts';
export type { AccountedMessage } from './ledger.ts';
export { summarizeUsage, groupUsage } from './usage-summary.ts';
export type { Message } from './messages.ts';
export type { ConversationState } from './state.ts';
export { resolveAssistantDir, projectsDirOf, type TranscriptFile } from './paths.ts';
export { listTranscriptFiles, statOldestFirst, peekSessionId } from './file-scanner.ts';
export {
  TranscriptIndex,
  type ConversationRecord,
  type ConversationSummary,
  type Logger,
  type LogLevel,
} from './conversations.ts';
export { startTranscriptService, type TranscriptService } from './live.ts';
export { searchConversations, searchInConversation, SearchRequestSchema } from './search.ts';
export { exportConversation, EXPORT_LIMITS, ExportRequestSchema, type ExportLimits } from './export.ts';
export { analyzeConversation, type ConversationAnalytics } from './conversation-analytics.ts';
