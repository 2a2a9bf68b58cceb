/**
 * The shared transcript core (one reader, one accounting, one watcher). Both local
 * servers (`toolshed chats`, `toolshed analytics`) and `toolshed usage` build on this.
 * See docs/transcripts.md.
 */
export { readLines, type ReadResult } from './reader.ts';
export {
  parseLine,
  classify,
  blocksOf,
  entryTimestamp,
  entryCwd,
  UsageSchema,
  UserLineSchema,
  AssistantLineSchema,
  SummaryLineSchema,
  CustomTitleLineSchema,
  SystemLineSchema,
  type Entry,
  type Usage,
  type UserLine,
  type AssistantLine,
  type SystemLine,
} from './schemas.ts';
export {
  DEFAULT_PRICES,
  findPrice,
  normalizeModel,
  loadPriceTable,
  PriceTableSchema,
  ModelPriceSchema,
  type PriceTable,
  type ModelPrice,
} from './prices.ts';
export {
  Ledger,
  summarizeUsage,
  groupUsage,
  dayOf,
  usageToCounts,
  totalTokens,
  costOf,
  addCounts,
  addCost,
  zeroCounts,
  zeroCost,
  accountingKey,
  SYNTHETIC_MODEL,
  type TokenCounts,
  type Cost,
  type AccountedMessage,
  type UsageSummary,
  type ModelUsage,
} from './accounting.ts';
export {
  MessageBuilder,
  BLOCK_LIMIT_BYTES,
  cutText,
  type BuilderOptions,
  snapshotOf,
  sameSnapshot,
  messageText,
  entryText,
  rawSearchText,
  flattenToolResult,
  type Message,
  type MessageBlock,
  type MessageSnapshot,
  type ToolResultView,
} from './messages.ts';
export { EntryClassifier, LineOwners, isInjected, isCopiedLine, usageOwner, assistantMessageId, type Classified, type ClassifierOptions, type ToolCall, type ToolResultRef } from './entry-classifier.ts';
export { classifyState, statusOf, isWorking, STATE_THRESHOLDS, CONVERSATION_STATES, type ConversationState, type ActivitySignals, type StateThresholds } from './state.ts';
export { SegmentFilters, GramFilter, queryTerms } from './segment-filters.ts';
export { classifyPath, resolveAssistantDir, projectsDirOf, SAFE_ID, type TranscriptFile } from './paths.ts';
export { listTranscriptFiles, statOldestFirst, peekSessionId, type StatedFile } from './file-scanner.ts';
export {
  TranscriptIndex,
  ConversationRecord,
  type ConversationSummary,
  type IndexOptions,
  type IndexEvent,
  type ScanReport,
  type Logger,
  type LogLevel,
  type FileState,
} from './conversations.ts';
export { transcriptCacheDir, snapshotPath, SNAPSHOT_FORMAT } from './index-snapshot.ts';
export { watchTranscripts, type TranscriptWatcher, type WatcherOptions } from './watcher.ts';
export { startTranscriptService, type TranscriptService, type ServiceOptions, type StateChange } from './live.ts';
export {
  searchConversations,
  searchInConversation,
  SearchRequestSchema,
  inDateRange,
  matchesMetadata,
  previewAround,
  countMatches,
  type SearchRequest,
  type SearchResultItem,
  type InConversationMatch,
} from './search.ts';
export { exportConversation, messageMarkdown, fenceFor, EXPORT_LIMITS, type ExportResult, type ExportLimits } from './export.ts';
export { analyzeConversation, AnalyticsAccumulator, computeTips, IDLE_GAP_MS, type ConversationAnalytics, type Tip, type NamedCount } from './conversation-analytics.ts';
