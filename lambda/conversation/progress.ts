// A progressive response: when a request is still working after about a second, Alexa says "One moment"
// while the person waits, rather than leaving them in silence. Alexa plays one only if it arrives before
// the full response, so the full response waits for a send under way (the send has its own short timeout).
import { getRequestType, type HandlerInput } from 'ask-sdk-core';
import { describeError, type Logger } from '../log';

export class ProgressiveResponse {
  private timer?: NodeJS.Timeout;
  private sending?: Promise<void>;

  /** `speech` is SSML content, already escaped. */
  constructor(input: HandlerInput, afterMs: number, speech: string, log: Logger) {
    const envelope = input.requestEnvelope;
    const factory = input.serviceClientFactory;
    // Alexa accepts progressive responses only for these two, and only with its API token.
    const allowed = ['LaunchRequest', 'IntentRequest'].includes(getRequestType(envelope)) && !!envelope.context?.System?.apiAccessToken;
    if (!allowed || !factory) return;
    this.timer = setTimeout(() => {
      this.sending = factory
        .getDirectiveServiceClient()
        .enqueue({ header: { requestId: envelope.request.requestId }, directive: { type: 'VoicePlayer.Speak', speech: `<speak>${speech}</speak>` } })
        .then(() => log.info('progressive_response_sent'))
        .catch((error: unknown) => log.warn('progressive_response_failed', describeError(error)));
    }, afterMs);
    this.timer.unref?.();
  }

  /** Called as the full response goes: no progressive response after it, and one under way finished first. */
  async settle(): Promise<void> {
    clearTimeout(this.timer);
    await this.sending;
  }
}
