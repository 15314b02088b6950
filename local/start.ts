// `npm start`: the reference service with demo data, the skill as a local web endpoint, a stand-in for
// Alexa's device APIs, and a console to talk to the skill as the demo user, whose account is linked
// through the service's real OAuth flow.
import type { ResponseEnvelope } from 'ask-sdk-model';
import { parseArgs } from 'node:util';
import { type AddressInfo, createServer } from 'node:net';
import { logOptions, startService } from '../service/app';
import { alexaRedirectUris, DEFAULT_VENDOR_ID } from '../service/config';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from '../service/demo/demo-data';
import { openDatabase } from '../service/db/database';
import { jsonLogger, silentLogger } from '../lambda/log';
import { skillConfig } from '../lambda/config';
import { isKnownTimeZone } from '../lambda/dates/time-zone';
import { buildSkill } from '../lambda/skill';
import { createWebEndpoint } from '../lambda/web-endpoint';
import { startAlexaApi } from './alexa-api';
import { runConsole } from './console';
import { loadInteractionModel } from './interaction-model';
import { SimulatedAlexa } from './simulated-alexa';

const SKILL_ID = 'amzn1.ask.skill.local-console';

async function linkDemoAccount(serviceUrl: string, email: string): Promise<string> {
  const redirectUri = alexaRedirectUris(DEFAULT_VENDOR_ID)[0];
  const query = new URLSearchParams({ response_type: 'code', client_id: 'alexa-skill', redirect_uri: redirectUri, state: 'console' });
  const signIn = await fetch(`${serviceUrl}/oauth/authorize?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD, decision: 'accept' }),
    redirect: 'manual',
  });
  const code = new URL(signIn.headers.get('location') ?? 'http://x/').searchParams.get('code');
  if (!code) throw new Error(`signing in as ${email} failed (${signIn.status})`);
  const token = await fetch(`${serviceUrl}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`alexa-skill:${process.env.OAUTH_CLIENT_SECRET || 'alexa-skill-secret'}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri }),
  });
  const body = (await token.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`the token exchange failed (${token.status})`);
  return body.access_token;
}

/** A port number from an option: 0 (any free port) to 65535. */
function portOption(text: string, option: string): number {
  const port = Number(text);
  if (!/^\d+$/.test(text.trim()) || port > 65535) throw new Error(`${option} must be a port number from 0 to 65535 (0 picks a free one), not "${text}"`);
  return port;
}

const portInUse = (port: number, option: string, what: string) =>
  new Error(`port ${port}, for ${what}, is already in use: choose another with ${option} N (or ${option} 0 for any free port)`);

/**
 * Refuses a port already taken before the seconds of opening and seeding the database, not after them.
 * Another process may still take it in between: listening says so again then.
 */
async function checkPortFree(port: number, option: string, what: string): Promise<void> {
  if (port === 0) return;
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(port, '127.0.0.1', resolve)).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE' ? portInUse(port, option, what) : error;
  });
  await new Promise((resolve) => probe.close(resolve));
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      'skill-port': { type: 'string', default: process.env.SKILL_PORT ?? '3000' },
      data: { type: 'string' },
      user: { type: 'string', default: DEMO_USERS.first },
      'time-zone': { type: 'string', default: process.env.TZ || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' },
      verbose: { type: 'boolean', default: false },
      // The console's device has a screen (APL), shown as text; --no-screen makes it a speaker only.
      'no-screen': { type: 'boolean', default: false },
    },
  });
  const quiet = !process.stdin.isTTY;
  const timeZone = values['time-zone']!;
  if (!isKnownTimeZone(timeZone)) throw new Error(`unknown time zone "${timeZone}": give an IANA name, for example --time-zone Europe/London or --time-zone America/New_York`);
  const port = portOption(values.port!, '--port');
  const skillPort = portOption(values['skill-port']!, '--skill-port');
  await checkPortFree(port, '--port', 'the service');
  await checkPortFree(skillPort, '--skill-port', "the skill's endpoint");
  // The demo's data is always the embedded PGlite's, in --data DIR or in memory: DATABASE_URL is for
  // `npm run service` and the tests, and a demo must not seed a shared database.
  const database = await openDatabase({ dataDir: values.data });
  await seedDemoData(database.db);
  // Logs, the service's and the skill's, go to standard error: standard output is the conversation.
  const toStderr = { write: (line: string) => process.stderr.write(line.endsWith('\n') ? line : `${line}\n`) };
  const service = await startService({ database, port, logger: values.verbose ? logOptions('info', toStderr) : false }).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE' ? portInUse(port, '--port', 'the service') : error;
  });
  const alexaApi = await startAlexaApi(timeZone);
  const skill = buildSkill(skillConfig({ apiBaseUrl: service.url, log: values.verbose ? jsonLogger({ service: 'skill' }, (line) => toStderr.write(line)) : silentLogger }));
  const endpoint = createWebEndpoint(skill, { verifyRequests: false });
  const skillServer = endpoint.listen(skillPort, '127.0.0.1');
  await new Promise((resolve, reject) => skillServer.once('listening', resolve).once('error', reject)).catch(async (error: NodeJS.ErrnoException) => {
    await Promise.all([alexaApi.close(), service.close()]);
    throw error.code === 'EADDRINUSE' ? portInUse(skillPort, '--skill-port', "the skill's endpoint") : error;
  });
  const skillUrl = `http://127.0.0.1:${(skillServer.address() as AddressInfo).port}/`;

  const accessToken = await linkDemoAccount(service.url, values.user!);
  const alexa = new SimulatedAlexa({
    transport: async (envelope) => {
      const answer = await fetch(skillUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(envelope) });
      if (!answer.ok) throw new Error(`the skill endpoint answered ${answer.status}: ${await answer.text()}`);
      return (await answer.json()) as ResponseEnvelope;
    },
    device: {
      skillId: SKILL_ID,
      userId: 'amzn1.ask.account.LOCAL',
      deviceId: 'amzn1.ask.device.LOCAL',
      locale: 'en-US',
      accessToken,
      apiEndpoint: alexaApi.url,
      apiAccessToken: 'local-alexa-api-token',
      screen: !values['no-screen'],
    },
    model: loadInteractionModel('en-US'),
    timeZone,
  });

  if (!quiet) {
    console.log(`Time-Tracking API v2 (reference) ${service.url}    sign in: ${DEMO_USERS.first} / ${DEMO_PASSWORD}`);
    console.log(`Skill endpoint                    ${skillUrl}`);
    console.log(`Talking as ${values.user}, linked; device time zone ${timeZone}.`);
    console.log('Type what you would say to Alexa, for example:');
    console.log('  open time tracker | start a timer for apollo | what am i working on | stop my timer');
    console.log('  log an hour and a half on the nimbus audit for yesterday | list my projects | exit');
    console.log('  how much did i log this week | what did i do yesterday | resume my timer | remind me about my timers');
    console.log('Ctrl-D (or "quit" outside a session) leaves.\n');
  }
  await runConsole(alexa, process.stdin, process.stdout, alexaApi);
  skillServer.closeAllConnections();
  skillServer.close();
  await alexaApi.close();
  await service.close();
}

main().catch((error: Error) => {
  console.error(`start: ${error.message}`);
  process.exit(1);
});
