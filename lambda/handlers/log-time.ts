// "Log two hours on Apollo for yesterday": a complete activity with the duration in seconds and the date
// as a timestamp with the person's UTC offset. Asks for what is missing or unclear, never guesses a day.
import type { RequestHandler } from 'ask-sdk-core';
import type { Response } from 'ask-sdk-model';
import type { Ref } from '../../models';
import { findProject } from '../conversation/find-project';
import { isIntent, slotOf, slotText, turnOf } from '../conversation/requests';
import { elicit, tell } from '../conversation/respond';
import { afterFailedCreate } from '../conversation/timers';
import type { Turn } from '../conversation/turn';
import { dayToLog } from '../dates/days';
import { durationSeconds, MAX_LOGGED_SECONDS } from '../dates/durations';
import { timestampFor } from '../dates/time-zone';
import { spokenDay, spokenDuration } from '../speech/spoken';

export const LogTimeHandler: RequestHandler = {
  canHandle: (input) => isIntent(input, 'LogTime'),
  async handle(input) {
    const turn = turnOf(input);
    const { t } = turn;
    const spokenLength = slotText(input, 'duration');
    if (!spokenLength) return elicit(turn, 'duration', t('log.askDuration'));
    const seconds = durationSeconds(spokenLength);
    if (seconds === null) return elicit(turn, 'duration', t('log.durationUnclear'));
    if (seconds === 0) return elicit(turn, 'duration', t('log.durationZero'));
    if (seconds > MAX_LOGGED_SECONDS) return elicit(turn, 'duration', t('log.durationTooLong', { duration: spokenDuration(t, seconds) }));

    const logDay = dayToLog(slotText(input, 'date'), await turn.today());
    if ('unclear' in logDay) return elicit(turn, 'date', t('log.askDay'));

    const heard = slotText(input, 'project');
    if (!heard) return elicit(turn, 'project', t('log.askProject'));
    const description = slotText(input, 'description');
    const found = await findProject(turn, heard, slotOf(input, 'project'), { intent: 'LogTime', seconds, day: logDay.day, description });
    if ('response' in found) return found.response;
    return logTimeFor(turn, found.project, seconds, logDay.day, description);
  },
};

export async function logTimeFor(turn: Turn, project: Ref, seconds: number, day: string, description?: string): Promise<Response> {
  const { t } = turn;
  const zone = await turn.timeZone();
  const duration = spokenDuration(t, seconds);
  const date = timestampFor(day, zone, turn.now);
  try {
    await turn.api.activities.create({
      source: 'alexa',
      project_id: project.id,
      description: description ?? t('descriptions.logged', { project: project.name }),
      duration: seconds,
      date,
    });
  } catch (error) {
    const outcome = await afterFailedCreate(
      turn,
      error,
      (a) => a.project.id === project.id && a.duration === seconds && a.source === 'alexa' && Date.parse(a.date) === Date.parse(date),
      ['status:complete', 'source:alexa'],
    );
    if (outcome !== 'landed') return tell(turn, t(outcome === 'unknown' ? 'log.unsure' : 'log.failed', { duration, project: project.name }));
  }
  return tell(turn, t('log.logged', { duration, project: project.name, day: spokenDay(t, day, await turn.today()) }));
}
