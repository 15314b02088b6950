// Structured JSON logs, one line an event. Callers pass only what is safe to log: never tokens,
// passwords, secrets or whole request bodies.
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

type Sink = (line: string) => void;

// While a Lambda invocation is under way (index.ts), its lines wait and are written just after its answer is
// handed back: the person hears it sooner, by the first console.log's cost (some 2 ms of a cold start) and
// every line's. Lines never wait long: an error, or a request still going after HOLD_MS, lets them all out.
const HOLD_MS = 1000;
let held: { lines: string[]; timer: NodeJS.Timeout } | undefined;

/** Holds the default sink's lines until releaseLogs (or an error, or HOLD_MS). */
export function holdLogs() {
  if (held) return;
  const timer = setTimeout(releaseLogs, HOLD_MS);
  timer.unref();
  held = { lines: [], timer };
}

/** Writes the lines held, in order, and stops holding. */
export function releaseLogs() {
  if (!held) return;
  const { lines, timer } = held;
  held = undefined;
  clearTimeout(timer);
  for (const line of lines) console.log(line);
}

/** Standard output, as Lambda collects it, unless lines are held. */
function standardOutput(line: string, level: string) {
  if (level === 'error') releaseLogs();
  if (held) held.lines.push(line);
  else console.log(line);
}

export function jsonLogger(base: Record<string, unknown> = {}, sink?: Sink): Logger {
  const write = (level: string, event: string, fields: Record<string, unknown> = {}) => {
    const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...base, ...fields });
    if (sink) sink(line);
    else standardOutput(line, level);
  };
  return {
    info: (event, fields) => write('info', event, fields),
    warn: (event, fields) => write('warn', event, fields),
    error: (event, fields) => write('error', event, fields),
    child: (fields) => jsonLogger({ ...base, ...fields }, sink),
  };
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {}, child: () => silentLogger };

/** An error as it may be logged: its kind and message, no stack of request data. */
export const describeError = (error: unknown) =>
  error instanceof Error ? { error: error.name, message: error.message, ...('kind' in error ? { kind: (error as { kind: unknown }).kind } : {}) } : { error: String(error) };
