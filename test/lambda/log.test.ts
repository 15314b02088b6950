// Log lines of a Lambda invocation wait until its answer is handed back, then come out whole and in order;
// an error, or an invocation still going after a second, lets them out at once.
import type { RequestEnvelope } from 'ask-sdk-model';
import { holdLogs, jsonLogger, releaseLogs } from '../../lambda/log';
import { loadInteractionModel } from '../../local/interaction-model';
import { SimulatedAlexa } from '../../local/simulated-alexa';
import { SKILL_ID } from '../support/conversation';

let written: string[];
let spy: jest.SpyInstance;

beforeEach(() => {
  written = [];
  spy = jest.spyOn(console, 'log').mockImplementation((line: string) => void written.push(line));
});

afterEach(() => {
  releaseLogs();
  spy.mockRestore();
  jest.useRealTimers();
});

const events = () => written.map((line) => JSON.parse(line).event);

test('without holding, every line is written as it is logged', () => {
  const log = jsonLogger({ service: 'test' });
  log.info('one');
  expect(events()).toEqual(['one']);
  expect(JSON.parse(written[0])).toMatchObject({ level: 'info', event: 'one', service: 'test' });
});

test('held lines are written on release, in order, with their fields, and lines after it at once', () => {
  const log = jsonLogger({ service: 'test' }).child({ requestId: 'r1' });
  holdLogs();
  log.info('request', { type: 'LaunchRequest' });
  log.warn('time_zone_unknown');
  log.info('response');
  expect(written).toEqual([]);
  releaseLogs();
  expect(events()).toEqual(['request', 'time_zone_unknown', 'response']);
  expect(JSON.parse(written[0])).toMatchObject({ level: 'info', requestId: 'r1', type: 'LaunchRequest' });
  log.info('later');
  expect(events()).toEqual(['request', 'time_zone_unknown', 'response', 'later']);
});

test('an error lets out what was held, then itself', () => {
  const log = jsonLogger();
  holdLogs();
  log.info('request');
  log.error('request_failed');
  expect(events()).toEqual(['request', 'request_failed']);
});

test('lines are held a second at most', () => {
  jest.useFakeTimers();
  const log = jsonLogger();
  holdLogs();
  log.info('request');
  jest.advanceTimersByTime(999);
  expect(written).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(events()).toEqual(['request']);
});

test('a logger with its own sink is never held', () => {
  const lines: string[] = [];
  const log = jsonLogger({}, (line) => lines.push(line));
  holdLogs();
  log.info('one');
  expect(lines).toHaveLength(1);
  expect(written).toEqual([]);
});

test("the Lambda handler's lines come out just after it answers", async () => {
  process.env.TIMETRACKING_API_URL = 'http://127.0.0.1:9';
  const { handler } = await import('../../lambda/index');
  let envelope: RequestEnvelope | undefined;
  const alexa = new SimulatedAlexa({
    transport: async (request) => {
      envelope = request;
      return { version: '1.0', response: {} };
    },
    device: { skillId: SKILL_ID, userId: 'amzn1.ask.account.LOG', deviceId: 'amzn1.ask.device.LOG', locale: 'en-US', apiEndpoint: 'http://127.0.0.1:9', apiAccessToken: 'x' },
    model: loadInteractionModel('en-US'),
    timeZone: 'UTC',
  });
  await alexa.say('open time tracker');
  const response = await handler(envelope!);
  // Not linked: the skill asks to link the account, having made no call.
  expect(response.response.card?.type).toBe('LinkAccount');
  expect(written).toEqual([]);
  await new Promise((resolve) => setImmediate(resolve));
  expect(events()).toEqual(['request', 'response']);
  expect(JSON.parse(written[0])).toMatchObject({ requestId: envelope!.request.requestId, linked: false });
});
