// Alexa sends a request again when it got no answer in time: the same envelope, the same request id. Creates are
// made once by their Idempotency-Key, but a change worked out from an entry as it is now (a break taken off, time
// added, a log's time taken off a timer) was made twice, for the entry had changed since. A request whose writes
// took effect, or may have (its answer lost), is answered again, in this container and within minutes, with the
// answer it had; one that changed nothing is run again (it may have failed, and may now succeed). One still running
// when its repeat comes (the web service takes requests side by side) is waited for.
import type { RequestEnvelope, ResponseEnvelope } from 'ask-sdk-model';

/** How long an answer is kept for a repeat: Alexa's own wait for an answer is seconds. */
const KEPT_MS = 5 * 60_000;
/** Answers kept at most, the oldest forgotten first. */
const MAX_KEPT = 200;

interface Answered {
  at: number;
  answer: Promise<ResponseEnvelope>;
  /** Whether the request changed anything at the service; known once it is answered. */
  changed?: boolean;
}

const answered = new Map<string, Answered>();
const writesOf = new Map<string, { landed: number; unsure: number }>();

/** One request of one person: a request id alone could be sent by anyone. */
const keyOf = (envelope: RequestEnvelope) => {
  const id = envelope?.request?.requestId;
  const user = envelope?.context?.System?.user?.userId;
  return typeof id === 'string' && typeof user === 'string' ? `${user}\n${id}` : undefined;
};

/** The writes of the request with this id, as the turn counts them: read once it is answered. */
export function noteWrites(envelope: RequestEnvelope, writes: { landed: number; unsure: number }) {
  const key = keyOf(envelope);
  if (key) writesOf.set(key, writes);
}

/** The request answered by `run`, or, sent again after its writes took effect (or may have), the answer it had. */
export async function answerOnce(envelope: RequestEnvelope, now: number, run: () => Promise<ResponseEnvelope>, onRepeat: () => void): Promise<ResponseEnvelope> {
  const key = keyOf(envelope);
  if (!key) return run();
  for (const [old, kept] of answered) {
    if (now - kept.at <= KEPT_MS && answered.size <= MAX_KEPT) break;
    answered.delete(old);
  }
  const before = answered.get(key);
  if (before) {
    const answer = await before.answer.catch(() => undefined);
    if (answer && before.changed) {
      onRepeat();
      return answer;
    }
  }
  const kept: Answered = { at: now, answer: run() };
  answered.set(key, kept);
  try {
    return await kept.answer;
  } finally {
    // A write whose answer was lost may have landed: run again, a relative change would be made twice.
    const writes = writesOf.get(key);
    kept.changed = (writes?.landed ?? 0) + (writes?.unsure ?? 0) > 0;
    writesOf.delete(key);
    if (!kept.changed && answered.get(key) === kept) answered.delete(key);
  }
}
