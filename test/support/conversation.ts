// A person talking to the skill: the real reference service, the Alexa API stand-in, the skill built as
// it is deployed, and a simulated device that turns words into request envelopes.
import type { CallRecord } from '../../lambda/api/time-tracking-client';
import { skillConfig, type SkillConfig } from '../../lambda/config';
import { jsonLogger } from '../../lambda/log';
import { buildSkill } from '../../lambda/skill';
import { type AlexaApiStandIn, startAlexaApi } from '../../local/alexa-api';
import type { Device } from '../../local/envelopes';
import { sharedInteractionModel } from '../../local/interaction-model';
import { type Reply, SimulatedAlexa, type Transport } from '../../local/simulated-alexa';
import { as, DEMO_USERS, startTestService, type TestService } from './service';

export const SKILL_ID = 'amzn1.ask.skill.00000000-0000-0000-0000-000000000000';

export interface Conversation {
  svc: TestService;
  alexa: SimulatedAlexa;
  alexaApi: AlexaApiStandIn;
  /** Calls the skill made to the service. */
  calls: CallRecord[];
  /** Every log line the skill wrote. */
  logs: string[];
  /** The service, as the person (to check what it now holds). */
  api: ReturnType<typeof as>;
  say(text: string): Promise<Reply>;
  close(): Promise<void>;
}

export interface ConversationOptions {
  timeZone?: string;
  linked?: boolean;
  email?: string;
  now?: () => number;
  skill?: Partial<SkillConfig>;
  /** Another way to reach the skill (the built bundle); by default the skill object in this process. */
  transport?: (config: SkillConfig) => Transport;
  /** A service to share; by default the conversation starts its own (on its clock) and closes it with itself. */
  service?: TestService;
  serviceOptions?: Parameters<typeof startTestService>[0];
  /** The device: one with a screen, permissions already granted. */
  device?: Partial<Pick<Device, 'screen' | 'permissions' | 'locale'>>;
  /** The person's answer when Alexa asks for a permission (yes by default). */
  consent?: (scopes: string[]) => boolean | 'NOT_ANSWERED';
}

export async function startConversation(options: ConversationOptions = {}): Promise<Conversation> {
  const svc = options.service ?? (await startTestService({ now: options.now, ...options.serviceOptions }));
  const alexaApi = await startAlexaApi(options.timeZone ?? 'America/Los_Angeles');
  const calls: CallRecord[] = [];
  const logs: string[] = [];
  const token = await svc.tokenFor(options.email ?? DEMO_USERS.first);
  const config = skillConfig({
    apiBaseUrl: svc.url,
    now: options.now ?? Date.now,
    log: jsonLogger({ service: 'test' }, (line) => logs.push(line)),
    onApiCall: (call) => calls.push(call),
    ...options.skill,
  });
  const skill = buildSkill(config);
  const device: Device = {
    skillId: SKILL_ID,
    userId: 'amzn1.ask.account.TESTUSER',
    deviceId: `amzn1.ask.device.TEST${Math.random().toString(36).slice(2)}`,
    locale: 'en-US',
    accessToken: options.linked === false ? undefined : token,
    apiEndpoint: alexaApi.url,
    apiAccessToken: 'alexa-api-token',
    ...options.device,
  };
  const alexa = new SimulatedAlexa({
    transport: options.transport?.(config) ?? ((envelope) => skill.invoke(envelope)),
    device,
    model: sharedInteractionModel('en-US'),
    timeZone: options.timeZone ?? 'America/Los_Angeles',
    now: options.now,
    consent: options.consent,
  });
  return {
    svc,
    alexa,
    alexaApi,
    calls,
    logs,
    api: as(svc.url, token),
    say: (text) => alexa.say(text),
    close: async () => {
      await alexaApi.close();
      if (!options.service) await svc.close();
    },
  };
}

/** A timer the person started elsewhere (on the website), not through the skill. */
export async function startTimerOnWeb(c: Conversation, projectName: string): Promise<any> {
  return (await c.api.post('/api/v2/activities', { description: 'x', project_id: await projectId(c, projectName), source: 'web' })).body.data;
}

/** The person's activities as the service holds them, newest first. */
export async function activities(c: Conversation, filter = ''): Promise<any[]> {
  return (await c.api.get(`/api/v2/activities?per_page=100&order_by=-created_at${filter}`)).body.data;
}

export async function projectId(c: Conversation, name: string): Promise<string> {
  const list = (await c.api.get('/api/v2/projects?list=true')).body.data;
  const found = list.find((p: any) => p.name === name);
  if (!found) throw new Error(`no project ${name}`);
  return found.id;
}

/** The person's running timers, newest first. */
export const runningTimers = (c: Conversation) => activities(c, '&filter=status:pending');

/** Stops every running timer through the API, so a test starts with none. */
export async function stopAllTimers(c: Conversation): Promise<void> {
  for (const timer of await runningTimers(c)) await c.api.post(`/api/v2/activities/${timer.id}/stop`);
}
