// "What was my last entry?", "what did I just log?": the entry "that" means (the skill's last change in the
// last hour, else the one running timer), else the person's newest entry from anywhere, read back with its
// length, project and day, so the person can check it before fixing it by voice. One read back from the
// service becomes "that" for the next words ("delete that", "make that two hours") when the skill has no
// change of its own in the last hour, which it would otherwise still mean.
import type { RequestHandler } from 'ask-sdk-core';
import { entryMeant } from '../conversation/edits';
import { lastChange, recentAlexaActivities, rememberChange } from '../conversation/last-change';
import { isIntent, turnOf } from '../conversation/requests';
import { tell } from '../conversation/respond';
import { localDate } from '../dates/time-zone';
import { spokenDay, spokenDuration } from '../speech/spoken';

export const LastEntryHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'LastEntry'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    // The client first: an unlinked account fails here, before either call is under way.
    const { api } = turn;
    const [recent, newest] = await Promise.all([recentAlexaActivities(turn), api.activities.list({ order_by: '-created_at', per_page: 1 })]);
    const meant = await entryMeant(turn, recent);
    const entry = meant ?? newest.data[0];
    if (!entry) return tell(turn, t('lastEntry.none'));
    if (!meant && !(await lastChange(turn, recent))) rememberChange(turn, { kind: 'named', id: entry.id, at: turn.now, project: entry.project });
    const project = entry.project.name;
    if (entry.status === 'pending') return tell(turn, t('lastEntry.running', { project, elapsed: spokenDuration(t, entry.duration) }));
    const day = spokenDay(t, localDate(Date.parse(entry.date), await turn.timeZone()), await turn.today());
    return tell(turn, t('lastEntry.complete', { project, duration: spokenDuration(t, entry.duration), day }));
  },
};
