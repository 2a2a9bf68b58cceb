/**
 * The dashboard's three live states, derived from the monitor's four (one state
 * machine, in src/transcripts/state.ts): Active → active, Idle → idle (the session is
 * open, waiting for the user), Recently active and Inactive → stopped.
 */
import type { ConversationState } from '../transcripts/index.ts';

const LIVE_STATES = ['active', 'idle', 'stopped'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

const MAP: Record<ConversationState, LiveState> = {
  Active: 'active',
  Idle: 'idle',
  'Recently active': 'stopped',
  Inactive: 'stopped',
};

export function liveStateOf(state: ConversationState): LiveState {
  return MAP[state];
}
