// Complete Alexa request envelopes, as a device sends them.
import { randomUUID } from 'node:crypto';
import type { Intent, RequestEnvelope } from 'ask-sdk-model';

export interface Device {
  skillId: string;
  userId: string;
  deviceId: string;
  locale: string;
  /** The linked account's token; absent when the account is not linked. */
  accessToken?: string;
  /** Where Alexa's own APIs (device settings, progressive responses) answer. */
  apiEndpoint: string;
  apiAccessToken: string;
  /** Permission scopes the person has granted the skill (alexa::alerts:reminders:skill:readwrite). */
  permissions?: string[];
  /** A device with a screen: it says it supports APL. */
  screen?: boolean;
}

export interface SessionInfo {
  sessionId: string;
  isNew: boolean;
  attributes: Record<string, unknown>;
}

const requestId = () => `amzn1.echo-api.request.${randomUUID()}`;
// Alexa's timestamps carry seconds, without milliseconds.
const timestamp = (now: number) => new Date(Math.floor(now / 1000) * 1000).toISOString().replace('.000Z', 'Z');

function envelope(device: Device, session: SessionInfo | null, request: Record<string, unknown>, now: number): RequestEnvelope {
  const application = { applicationId: device.skillId };
  const granted = device.permissions ?? [];
  const permissions = granted.length
    ? { permissions: { consentToken: device.apiAccessToken, scopes: Object.fromEntries(granted.map((scope) => [scope, { status: 'GRANTED' }])) } }
    : {};
  const user = { userId: device.userId, ...(device.accessToken ? { accessToken: device.accessToken } : {}), ...permissions };
  const supportedInterfaces = device.screen ? { 'Alexa.Presentation.APL': { runtime: { maxVersion: '2023.3' } } } : {};
  return {
    version: '1.0',
    ...(session ? { session: { new: session.isNew, sessionId: session.sessionId, application, attributes: session.attributes, user } } : {}),
    context: {
      System: {
        application,
        user,
        device: { deviceId: device.deviceId, supportedInterfaces },
        ...(device.screen ? { Viewport: { shape: 'RECTANGLE', pixelWidth: 1280, pixelHeight: 800, dpi: 160 } } : {}),
        apiEndpoint: device.apiEndpoint,
        apiAccessToken: device.apiAccessToken,
      },
    },
    request: { requestId: requestId(), timestamp: timestamp(now), locale: device.locale, ...request },
  } as unknown as RequestEnvelope;
}

export const newSession = (): SessionInfo => ({ sessionId: `amzn1.echo-api.session.${randomUUID()}`, isNew: true, attributes: {} });

export const launchRequest = (device: Device, session: SessionInfo, now = Date.now()) =>
  envelope(device, session, { type: 'LaunchRequest', shouldLinkResultBeReturned: false }, now);

export const intentRequest = (device: Device, session: SessionInfo, intent: Intent, dialogState?: string, now = Date.now()) =>
  envelope(device, session, { type: 'IntentRequest', intent, ...(dialogState ? { dialogState } : {}) }, now);

export const sessionEndedRequest = (device: Device, session: SessionInfo, reason: string, error?: { type: string; message: string }, now = Date.now()) =>
  envelope(device, session, { type: 'SessionEndedRequest', reason, ...(error ? { error } : {}) }, now);

/** Alexa's answer to the skill's Connections.SendRequest (AskFor): the person's yes or no to a permission. */
export const connectionsResponse = (device: Device, session: SessionInfo, name: string, token: string, status: 'ACCEPTED' | 'DENIED' | 'NOT_ANSWERED', now = Date.now()) =>
  envelope(device, session, { type: 'Connections.Response', name, token, status: { code: '200', message: 'OK' }, payload: { status } }, now);
