// A stand-in for an Alexa device and its session, for the console and the conversation tests: it turns
// what a person types into the request envelope Alexa would send, sends it to the skill by whatever
// transport it is given (HTTP to the web endpoint, the skill object, the built Lambda bundle), and keeps
// the session as Alexa does: attributes, elicited slots, dynamic entities.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { dialog, Directive, Intent, interfaces, RequestEnvelope, ResponseEnvelope, ui } from 'ask-sdk-model';
import { connectionsResponse, type Device, intentRequest, launchRequest, newSession, sessionEndedRequest, type SessionInfo } from './envelopes';
import type { InteractionModel, ModelType } from './interaction-model';
import { asHeard, Understanding } from './understanding';

dayjs.extend(utc);
dayjs.extend(timezone);

export type Transport = (envelope: RequestEnvelope) => Promise<ResponseEnvelope>;

export interface Reply {
  /** What Alexa says, as plain text. */
  speech: string;
  reprompt?: string;
  card?: { type: string; title?: string; content?: string };
  endsSession: boolean;
  directives: Directive[];
  /** The intent the words were understood as (undefined for launch and session end). */
  intent?: Intent;
  request: RequestEnvelope;
  response: ResponseEnvelope;
  /** When the skill had Alexa ask for a permission (AskFor): the skill's reply before it, and the person's answer. */
  before?: Reply;
  permission?: { scopes: string[]; granted: boolean };
}

const plain = (ssml: string | undefined) =>
  (ssml ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!)
    .trim();

// The model's samples compiled once per model read: a test that starts a conversation per test compiled them each time.
const understood = new WeakMap<InteractionModel, Map<string, Understanding>>();
function understandingOf(model: InteractionModel, skillId: string): Understanding {
  let bySkill = understood.get(model);
  if (!bySkill) understood.set(model, (bySkill = new Map()));
  let understanding = bySkill.get(skillId);
  if (!understanding) bySkill.set(skillId, (understanding = new Understanding(model, skillId)));
  return understanding;
}

export class SimulatedAlexa {
  private session: SessionInfo | null = null;
  private elicit?: { intent: Intent; slot: string };
  private dynamic = new Map<string, ModelType['values']>();
  private readonly understanding: Understanding;
  private readonly invocation: string;

  constructor(
    private readonly options: {
      transport: Transport;
      device: Device;
      model: InteractionModel;
      timeZone: string;
      now?: () => number;
      /**
       * The person's answer when Alexa asks them for a permission the skill wants (yes by default); 'NOT_ANSWERED'
       * when the question went unanswered or the device could not ask it.
       */
      consent?: (scopes: string[]) => boolean | 'NOT_ANSWERED';
    },
  ) {
    this.understanding = understandingOf(options.model, options.device.skillId);
    this.invocation = asHeard(options.model.interactionModel.languageModel.invocationName);
  }

  get device(): Device {
    return this.options.device;
  }

  get sessionOpen(): boolean {
    return this.session !== null;
  }

  get sessionAttributes(): Record<string, unknown> {
    return this.session?.attributes ?? {};
  }

  private now = () => (this.options.now ?? Date.now)();

  /**
   * What the person says. "open time tracker" launches; "ask time tracker to ..." and "tell time tracker
   * ..." start a new session with a request; "exit" ends the session; anything else goes to the open
   * session, or, with none open, is taken as a one-shot request to the skill.
   */
  async say(text: string): Promise<Reply> {
    const words = asHeard(text).replace(/^alexa /, '');
    const inv = this.invocation.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`^(open|launch|start|begin|load|run) ${inv}$`).test(words)) return this.launch();
    const oneShot = new RegExp(`^(?:ask|tell|use) ${inv}(?: (?:to|that|for|if|whether|about))? (.+)$`).exec(words);
    if (oneShot) {
      this.close();
      return this.intent(oneShot[1]);
    }
    if (this.session && /^(exit|quit|goodbye|good bye)$/.test(words)) return this.end('USER_INITIATED');
    return this.intent(words);
  }

  async launch(): Promise<Reply> {
    this.close();
    this.session = newSession();
    return this.send(launchRequest(this.device, this.session, this.now()));
  }

  /** Ends the session as Alexa does when the person leaves or stays silent. */
  async end(reason: 'USER_INITIATED' | 'EXCEEDED_MAX_REPROMPTS' | 'ERROR', error?: { type: string; message: string }): Promise<Reply> {
    const session = this.session ?? newSession();
    const reply = await this.send(sessionEndedRequest(this.device, session, reason, error, this.now()));
    this.close();
    return reply;
  }

  /** Sends an intent made by hand (for a test that needs exact slots). */
  async sendIntent(intent: Intent, dialogState?: string): Promise<Reply> {
    this.session ??= newSession();
    return this.send(intentRequest(this.device, this.session, intent, dialogState, this.now()), intent);
  }

  /** Sends a request again exactly as it was, as when a person's words reach the skill twice. */
  async replay(reply: Reply): Promise<Reply> {
    return this.send(reply.request, reply.intent);
  }

  private async intent(words: string): Promise<Reply> {
    this.session ??= newSession();
    const today = dayjs(this.now()).tz(this.options.timeZone).format('YYYY-MM-DD');
    const elicit = this.elicit;
    const intent = this.understanding.understand(words, { today, dynamic: this.dynamic, elicit });
    const continuing = elicit && intent.name === elicit.intent.name;
    return this.send(intentRequest(this.device, this.session, intent, continuing ? 'IN_PROGRESS' : undefined, this.now()), intent);
  }

  private close() {
    this.session = null;
    this.elicit = undefined;
    this.dynamic.clear(); // dynamic entities last only as long as the session
  }

  private async send(request: RequestEnvelope, intent?: Intent): Promise<Reply> {
    const response = await this.options.transport(request);
    const body = response.response ?? {};
    const directives = (body.directives ?? []) as Directive[];
    this.elicit = undefined;
    for (const directive of directives) {
      if (directive.type === 'Dialog.ElicitSlot') {
        const d = directive as dialog.ElicitSlotDirective;
        this.elicit = { intent: d.updatedIntent ?? intent!, slot: d.slotToElicit };
      }
      if (directive.type === 'Dialog.UpdateDynamicEntities') {
        const d = directive as dialog.DynamicEntitiesDirective;
        if (d.updateBehavior === 'CLEAR') this.dynamic.clear();
        else for (const type of d.types ?? []) this.dynamic.set(type.name!, (type.values ?? []) as ModelType['values']);
      }
    }
    const endsSession = request.request.type === 'SessionEndedRequest' || body.shouldEndSession !== false;
    if (this.session) {
      this.session.isNew = false;
      this.session.attributes = (response.sessionAttributes as Record<string, unknown>) ?? {};
    }
    if (endsSession) this.close();
    const card = body.card as ui.Card | undefined;
    const reply: Reply = {
      speech: plain((body.outputSpeech as ui.SsmlOutputSpeech | undefined)?.ssml ?? (body.outputSpeech as ui.PlainTextOutputSpeech | undefined)?.text),
      reprompt: body.reprompt ? plain((body.reprompt.outputSpeech as ui.SsmlOutputSpeech).ssml) : undefined,
      card: card ? { type: card.type, title: 'title' in card ? card.title : undefined, content: 'content' in card ? card.content : undefined } : undefined,
      endsSession,
      directives,
      intent,
      request,
      response,
    };
    const askFor = directives.find((d) => d.type === 'Connections.SendRequest' && (d as interfaces.connections.SendRequestDirective).name === 'AskFor') as
      | interfaces.connections.SendRequestDirective
      | undefined;
    return askFor ? this.askForPermission(askFor, reply) : reply;
  }

  /** Alexa asks the person for the permission, records their answer on the device, and tells the skill. */
  private async askForPermission(directive: interfaces.connections.SendRequestDirective, before: Reply): Promise<Reply> {
    const scopes = ((directive.payload?.permissionScopes ?? []) as { permissionScope: string }[]).map((s) => s.permissionScope);
    const said = (this.options.consent ?? (() => true))(scopes);
    const granted = said === true;
    if (granted) this.device.permissions = [...new Set([...(this.device.permissions ?? []), ...scopes])];
    this.session ??= newSession();
    const status = said === 'NOT_ANSWERED' ? said : granted ? 'ACCEPTED' : 'DENIED';
    const answer = await this.send(connectionsResponse(this.device, this.session, 'AskFor', directive.token ?? '', status, this.now()));
    return { ...answer, before, permission: { scopes, granted } };
  }
}
