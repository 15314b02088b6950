// A local stand-in for the Alexa APIs a skill calls back: the device's time zone setting and the
// progressive-response directive endpoint. The console and the tests point the request envelope's
// apiEndpoint here. It can be told to fail or to stall, as Alexa's APIs sometimes do.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AlexaApiStandIn {
  url: string;
  /** Every call received: method, path, and for directives the body. */
  calls: { method: string; path: string; body?: unknown }[];
  timeZone: string;
  /** 'ok' answers; 'fail' answers 500; 'stall' never answers. */
  behaviour: 'ok' | 'fail' | 'stall';
  close(): Promise<void>;
}

export async function startAlexaApi(timeZone: string): Promise<AlexaApiStandIn> {
  const state = { calls: [] as AlexaApiStandIn['calls'], timeZone, behaviour: 'ok' as AlexaApiStandIn['behaviour'] };
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
