// Structured JSON logs, one line an event. Callers pass only what is safe to log: never tokens,
// passwords, secrets or whole request bodies.
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  warn(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

type Sink = (line: string) => void;

export function jsonLogger(base: Record<string, unknown> = {}, sink: Sink = (line) => console.log(line)): Logger {
  const write = (level: string, event: string, fields: Record<string, unknown> = {}) =>
    sink(JSON.stringify({ time: new Date().toISOString(), level, event, ...base, ...fields }));
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
