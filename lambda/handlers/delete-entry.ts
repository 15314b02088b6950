// "Delete that entry": the entry meant by "that" (the one the skill last changed, else the running timer,
// else the newest entry), asked about first, then deleted with the delete endpoint (confirm-delete.ts); "undo that" recovers it.
// "Delete my Greenleaf entry from yesterday": that entry, found as LastEntry finds it (several that day are
// read out and one asked for), then asked about the same way.
import type { RequestHandler } from 'ask-sdk-core';
import { askToDelete, entryMeant } from '../conversation/edits';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { entrySaid, findEntry, newestEntry } from './last-entry';

export const DeleteEntryHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'DeleteEntry'),
  async handle(input) {
    const turn = turnOf(input);
    if (entrySaid(input)) return findEntry(input, 'delete');
    // With nothing touched in the last hour, "delete my last entry" is the newest from anywhere: it is named
    // and asked about before anything is deleted.
    const entry = (await entryMeant(turn)) ?? (await newestEntry(turn));
    if (!entry) return tell(turn, turn.t('delete.nothing'));
    return askToDelete(turn, entry);
  },
};
