// What a device with a screen shows (APL): the running timer with a clock that counts up on its own, and
// totals and recaps as a short list. Nothing is sent to a device without a screen.
import { getSupportedInterfaces } from 'ask-sdk-core';
import type { interfaces } from 'ask-sdk-model';
import { TIMER_TOKEN, timerDocument } from '../apl/timer-document';
import { TOTALS_TOKEN, totalsDocument } from '../apl/totals-document';
import { ssmlToText } from '../speech/ssml';
import { type ProjectTotal, projectTime } from './totals';
import type { Turn } from './turn';

/** The most rows a totals screen lists. */
const MAX_ROWS = 10;

export const hasScreen = (turn: Turn) => Boolean(getSupportedInterfaces(turn.input.requestEnvelope)?.['Alexa.Presentation.APL']);

function render(turn: Turn, token: string, document: object, payload: object) {
  const directive: interfaces.alexa.presentation.apl.RenderDocumentDirective = {
    type: 'Alexa.Presentation.APL.RenderDocument',
    token,
    document: document as interfaces.alexa.presentation.apl.RenderDocumentDirective['document'],
    datasources: payload as interfaces.alexa.presentation.apl.RenderDocumentDirective['datasources'],
  };
  turn.input.responseBuilder.addDirective(directive);
}

/** Shows the running timer; `ranSeconds` is what it had run when this answer was made. */
export function showTimer(turn: Turn, project: string, ranSeconds: number): void {
  if (!hasScreen(turn)) return;
  render(turn, TIMER_TOKEN, timerDocument, { timer: { heading: turn.t('screen.timerHeading'), project, ranMs: Math.max(0, ranSeconds) * 1000 } });
}

/** Shows a total and its projects: "Today: 5 hours", then each project and its time. */
export function showTotals(turn: Turn, heading: string, seconds: number, projects: ProjectTotal[]): void {
  if (!hasScreen(turn)) return;
  const text = (s: string) => ssmlToText(s);
  // Rows that are all "no time" under a title of "less than a minute" would disagree with each other.
  const total = projectTime(turn.t, { seconds, running: projects.some((p) => p.running) });
  const title = text(turn.t('screen.totalsTitle', { when: heading.charAt(0).toUpperCase() + heading.slice(1), total }));
  const rows = projects.slice(0, MAX_ROWS).map((p) => ({ project: p.project.name, time: text(projectTime(turn.t, p)) + (p.running ? ' ⏱' : '') }));
  render(turn, TOTALS_TOKEN, totalsDocument, { totals: { title, rows } });
}
