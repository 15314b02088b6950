// "Merge my Apollo entries from today": the spec's group endpoint, on every completed entry of one project
// on one day (running timers are left out: the service groups only what has stopped). "Split that again"
// is split-entry.ts. Both can be undone.
import dayjs from 'dayjs';
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Activity, Ref } from '../../models';
import { findProject } from '../conversation/find-project';
import { rememberChange } from '../conversation/last-change';
import { activitiesIn } from '../conversation/totals';
import { isIntent, projectText, slotOf, slotText, turnOf, weekdaySlot } from '../conversation/requests';
import { ask, tell } from '../conversation/respond';
import type { Turn } from '../conversation/turn';
import { entryDaySaid } from '../dates/days';
import { spokenDay, spokenDuration } from '../speech/spoken';

export const MergeEntriesHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'MergeEntries'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const heard = projectText(input);
    if (!heard) return ask(turn, t('merge.askProject'), t('merge.askProject'));
    const today = await turn.today();
    // Read as an entry's day is ("from Wednesday" the one just past; a weekday has its slot, so a date is taken as
    // said). A day that is unclear, to come, or only a guess at what was said ("the 2nd", which Alexa sends as next
    // month's) merges nothing: today's entries were merged in its place.
    const date = slotText(input, 'date');
    const weekday = weekdaySlot(input);
    const read = date || weekday ? entryDaySaid({ weekday, date }, today, { literal: true }) : { day: today };
    if ('future' in read) return tell(turn, t('merge.future', { day: spokenDay(t, read.future, today) }));
    if (!('day' in read)) {
      const [one, other] = read.either ?? [];
      return tell(turn, one && other ? t('merge.whichOfTwo', { one: spokenDay(t, one, today), other: spokenDay(t, other, today) }) : t('merge.whichDay'));
    }
    if (read.guessed) return tell(turn, t('merge.whichDate', { day: dayjs(read.day).format('MMMM Do') }));
    const { day } = read;
    // The day's stopped entries do not depend on which project was meant: asked for beside its lookup.
    const entries = entriesOf(turn, day);
    entries.catch(() => undefined); // awaited below, unless the skill has to ask which project first
    const found = await findProject(turn, heard, slotOf(input, 'project'), { intent: 'MergeEntries', day });
    if ('response' in found) return found.response;
    return mergeEntries(turn, found.project, day, entries);
  },
};

/** Every entry of the day, oldest first, by the person's clock (`activitiesIn`). */
const entriesOf = (turn: Turn, day: string): Promise<Activity[]> => activitiesIn(turn, { from: day, to: day });

/** Groups the project's stopped entries of the day, once the project is settled. */
export async function mergeEntries(turn: Turn, project: Ref, day: string, dayEntries = entriesOf(turn, day)): Promise<Response> {
  const { t } = turn;
  const [all, today] = await Promise.all([dayEntries, turn.today()]);
  // Only stopped entries are merged, and only those whose date is written on the day (the service groups by the date
  // as written; the website writes UTC, a day ahead in an American evening).
  const ofProject = all.filter((entry) => entry.project.id === project.id);
  const entries = ofProject.filter((entry) => entry.status === 'complete' && entry.date.slice(0, 10) === day);
  const spoken = { project: project.name, day: spokenDay(t, day, today) };
  // One still running is said to be (it was "You have just one Greenleaf Yoga Studio entry", beside the timer).
  if (entries.length < 2 && ofProject.some((entry) => entry.status === 'pending')) return tell(turn, t('merge.timerRunning', spoken));
  if (entries.length < 2) return tell(turn, t('merge.notEnough', { ...spoken, count: entries.length }));
  const merged = await turn.api.activities.group(entries.map((entry) => entry.id));
  rememberChange(turn, { kind: 'grouped', id: merged.id, at: turn.now, project });
  return tell(turn, t('merge.merged', { ...spoken, count: entries.length, duration: spokenDuration(t, merged.duration) }));
}
