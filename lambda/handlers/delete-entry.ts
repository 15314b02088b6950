// "Delete that entry": the entry meant by "that" (the one the skill last changed, else the running timer,
// else the newest entry), asked about first, then deleted with the delete endpoint (confirm-delete.ts); "undo that" recovers it.
// "Delete my Greenleaf entry from yesterday": that entry, found as LastEntry finds it (several that day are
// read out and one asked for), then asked about the same way; "delete the two hours I logged yesterday", the one of
// that length.
import type { RequestHandler } from 'ask-sdk-core';
import { askToDelete, entryMeant, newestEntry } from '../conversation/edits';
import { isIntent, slotText, turnOf } from '../conversation/requests';
import { durationSeconds } from '../dates/durations';
import { tell } from '../conversation/respond';
import { entrySaid, findEntry } from './last-entry';

export const DeleteEntryHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'DeleteEntry'),
  async handle(input) {
    const turn = turnOf(input);
    // "Delete the two hours I logged yesterday": the entry of that length (it was not understood).
    const seconds = durationSeconds(slotText(input, 'length')) ?? undefined;
    if (entrySaid(input) || seconds) return findEntry(input, 'delete', seconds);
    // With nothing touched in the last hour, "delete my last entry" is the newest from anywhere: it is named
    // and asked about before anything is deleted.
    const entry = (await entryMeant(turn)) ?? (await newestEntry(turn));
    if (!entry) return tell(turn, turn.t('delete.nothing'));
    return askToDelete(turn, entry);
  },
};
