// A local stand-in for the Alexa APIs a skill calls back: the device's time zone setting, the
// progressive-response directive endpoint, and the Reminders API (which keeps the reminders set, so tests
// and the console can see them). The console and the tests point the request envelope's
// apiEndpoint here. It can be told to fail or to stall, as Alexa's APIs sometimes do.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredReminder {
  alertToken: string;
  createdTime: string;
  /** What the skill sent: trigger, alertInfo, pushNotification. */
  request: { trigger?: { type?: string; offsetInSeconds?: number; scheduledTime?: string }; alertInfo?: { spokenInfo?: { content?: { locale?: string; text?: string }[] } } };
}

export interface AlexaApiStandIn {
  /** Reminders the skill has set and not deleted. */
  reminders: StoredReminder[];
  url: string;
  /** Every call received: method, path, and for directives the body. */
  calls: { method: string; path: string; body?: unknown }[];
  timeZone: string;
  /** 'ok' answers; 'fail' answers 500; 'stall' never answers. */
  behaviour: 'ok' | 'fail' | 'stall';
  close(): Promise<void>;
}

export async function startAlexaApi(timeZone: string): Promise<AlexaApiStandIn> {
  const state = { calls: [] as AlexaApiStandIn['calls'], timeZone, behaviour: 'ok' as AlexaApiStandIn['behaviour'], reminders: [] as StoredReminder[] };
  let made = 0;
  const json = (response: http.ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      state.calls.push({ method: request.method ?? 'GET', path, body: text ? JSON.parse(text) : undefined });
      if (state.behaviour === 'stall') return;
      if (state.behaviour === 'fail') return response.writeHead(500).end();
      if (request.method === 'GET' && /^\/v2\/devices\/[^/]+\/settings\/System\.timeZone$/.test(path)) {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(state.timeZone));
      } else if (request.method === 'POST' && path === '/v1/directives') {
        response.writeHead(204).end();
      } else if (path === '/v1/alerts/reminders' && request.method === 'POST') {
        const reminder: StoredReminder = { alertToken: `reminder-${++made}`, createdTime: new Date().toISOString(), request: text ? JSON.parse(text) : {} };
        state.reminders.push(reminder);
        json(response, 201, { alertToken: reminder.alertToken, createdTime: reminder.createdTime, status: 'ON', version: '1', href: `/v1/alerts/reminders/${reminder.alertToken}` });
      } else if (path === '/v1/alerts/reminders' && request.method === 'GET') {
        const alerts = state.reminders.map((r) => ({ alertToken: r.alertToken, createdTime: r.createdTime, status: 'ON', ...r.request }));
        json(response, 200, { totalCount: String(alerts.length), alerts, links: null });
      } else if (path.startsWith('/v1/alerts/reminders/') && request.method === 'DELETE') {
        const token = decodeURIComponent(path.slice('/v1/alerts/reminders/'.length));
        const before = state.reminders.length;
        state.reminders = state.reminders.filter((r) => r.alertToken !== token);
        if (state.reminders.length === before) json(response, 404, { code: 'NOT_FOUND', message: 'no such reminder' });
        else response.writeHead(200).end();
      } else {
        response.writeHead(404).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
