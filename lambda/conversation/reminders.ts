// Reminders about running timers, with the person's permission (alexa::alerts:reminders:skill:readwrite):
// starting a timer sets one a workday ahead ("Your Apollo timer has been running for a workday..."), and
// stopping the timer removes it. Without the permission nothing is set and nothing else changes; a
// failure of the Reminders API is logged, never spoken over what the person asked for. The permission
// is asked for by voice (Connections.SendRequest, AskFor) when the person asks for reminders.
import type { Directive, interfaces, services } from 'ask-sdk-model';
import { describeError } from '../log';
import type { Turn } from './turn';

/** A workday: a reminder fires after a timer has run this long, and a timer past it looks forgotten. */
export const WORKDAY_MS = 8 * 3_600_000;

export const REMINDERS_SCOPE = 'alexa::alerts:reminders:skill:readwrite';

/** Whether the person has let the skill set reminders (as the request tells). */
export function remindersPermitted(turn: Turn): boolean {
  return turn.input.requestEnvelope.context?.System?.user?.permissions?.scopes?.[REMINDERS_SCOPE]?.status === 'GRANTED';
}

const reminderText = (turn: Turn, project: string) => turn.t('reminder.text', { project });

function client(turn: Turn): services.reminderManagement.ReminderManagementServiceClient | undefined {
  return turn.input.serviceClientFactory?.getReminderManagementServiceClient();
}

/**
 * Sets the reminder for a timer just started; does nothing without permission. `granted`: the person has
 * just said yes to Alexa's question, which the request's own permissions may not show yet.
 */
export async function remindAboutTimer(turn: Turn, project: string, granted = remindersPermitted(turn)): Promise<void> {
  const reminders = granted ? client(turn) : undefined;
  if (!reminders) return;
  const text = reminderText(turn, project);
  try {
    await reminders.createReminder({
      requestTime: new Date(turn.now).toISOString().replace('Z', ''),
      trigger: { type: 'SCHEDULED_RELATIVE', offsetInSeconds: WORKDAY_MS / 1000 },
      alertInfo: { spokenInfo: { content: [{ locale: turn.locale, text }] } },
      pushNotification: { status: 'ENABLED' },
    });
  } catch (error) {
    turn.log.warn('reminder_not_set', describeError(error));
  }
}

/** Removes the reminders of the timers just stopped (the skill's own reminders, found by their words). */
export async function forgetTimerReminders(turn: Turn, projects: string[]): Promise<void> {
  const reminders = remindersPermitted(turn) && projects.length ? client(turn) : undefined;
  if (!reminders) return;
  try {
    const texts = new Set(projects.map((project) => reminderText(turn, project)));
    const { alerts = [] } = await reminders.getReminders();
    const mine = alerts.filter((alert) => alert.alertToken && alert.status !== 'COMPLETED' && alert.alertInfo?.spokenInfo?.content?.some((c) => texts.has(c.text ?? '')));
    await Promise.all(mine.map((alert) => reminders.deleteReminder(alert.alertToken!)));
  } catch (error) {
    turn.log.warn('reminder_not_removed', describeError(error));
  }
}

/** The directive that has Alexa ask the person, by voice, for the reminders permission. */
export function askForReminders(): Directive {
  return {
    type: 'Connections.SendRequest',
    name: 'AskFor',
    payload: {
      '@type': 'AskForPermissionsConsentRequest',
      '@version': '2',
      permissionScopes: [{ permissionScope: REMINDERS_SCOPE, consentLevel: 'ACCOUNT' }],
    },
    token: 'reminders',
  } as interfaces.connections.SendRequestDirective;
}
