// The transport for the skill's axios calls (to the service and to Alexa's own APIs): one request over
// Node's http or https, and its whole answer as text. axios's own Node adapter does the same but brings
// with it redirects, proxies, HTTP/2, streams, forms and data: URLs, and some 12 ms of a cold start in
// loading and running them; the skill asks for none of them (no redirects, no proxy, JSON both ways), so
// the Lambda bundle leaves that adapter out (scripts/build.ts) and every call names this one.
// What a caller sees is axios's: the same URL and headers sent, the same response, the same errors
// (AxiosError with Node's code, CanceledError on abort, ECONNABORTED on `timeout`), validateStatus applied.
import axios, { type AxiosAdapter, AxiosError, AxiosHeaders, type AxiosResponse, CanceledError, type InternalAxiosRequestConfig } from 'axios';
import http, { type IncomingMessage } from 'node:http';
import type https from 'node:https';
import type zlib from 'node:zlib';

// What axios asks for by default; a compressed answer is rare for JSON this small, so zlib is loaded only then.
const ACCEPT_ENCODING = 'gzip, compress, deflate, br';

/** Node's modules, loaded when first asked for: https and zlib cost a cold start that needs neither. */
const lazy = <T>(name: string): (() => T) => {
  let loaded: T | undefined;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
  return () => (loaded ??= require(name) as T);
};
const httpsModule = lazy<typeof https>('node:https');
const zlibModule = lazy<typeof zlib>('node:zlib');

/** The request body as bytes, as axios's adapter accepts it after its transforms. */
function bodyOf(data: unknown): Buffer | undefined {
  if (data === undefined || data === null) return undefined;
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (Buffer.isBuffer(data)) return data;
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (data instanceof ArrayBuffer) return Buffer.from(data);
  throw new TypeError('Data after transformation must be a string, an ArrayBuffer, a Buffer');
}

/** The answer's bytes as sent, whatever compression the service chose; axios removes the header it undid. */
function decoded(body: Buffer, headers: IncomingMessage['headers'], config: InternalAxiosRequestConfig): Buffer {
  const encoding = (headers['content-encoding'] ?? '').toLowerCase();
  if (!encoding || config.decompress === false) return body;
  if (body.length === 0) {
    delete headers['content-encoding'];
    return body;
  }
  const z = zlibModule();
  // As axios's streams do: a body cut short yields what arrived rather than an error.
  const options = { flush: z.constants.Z_SYNC_FLUSH, finishFlush: z.constants.Z_SYNC_FLUSH };
  let plain: Buffer;
  if (encoding === 'gzip' || encoding === 'x-gzip' || encoding === 'compress' || encoding === 'x-compress') plain = z.unzipSync(body, options);
  // "deflate" comes with a zlib header or, from some servers, raw.
  else if (encoding === 'deflate') plain = (body[0] & 0x0f) === 0x08 ? z.unzipSync(body, options) : z.inflateRawSync(body, options);
  else if (encoding === 'br') plain = z.brotliDecompressSync(body, { flush: z.constants.BROTLI_OPERATION_FLUSH, finishFlush: z.constants.BROTLI_OPERATION_FLUSH });
  else return body;
  delete headers['content-encoding'];
  return plain;
}

export const httpAdapter: AxiosAdapter = (config) =>
  new Promise<AxiosResponse>((resolve, reject) => {
    let url: URL;
    let body: Buffer | undefined;
    try {
      url = new URL(axios.getUri(config));
      body = bodyOf(config.data);
    } catch (error) {
      reject(AxiosError.from(error as Error, AxiosError.ERR_BAD_REQUEST, config));
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      reject(new AxiosError(`Unsupported protocol ${url.protocol}`, AxiosError.ERR_BAD_REQUEST, config));
      return;
    }
    const secure = url.protocol === 'https:';
    const headers = AxiosHeaders.from(config.headers).normalize(false);
    headers.set('User-Agent', `axios/${axios.VERSION}`, false);
    headers.set('Accept-Encoding', ACCEPT_ENCODING, false);
    if (body) headers.set('Content-Length', String(body.length), false);

    let done = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      done = true;
      if (timer) clearTimeout(timer);
      config.signal?.removeEventListener?.('abort', onAbort);
    };
    const fail = (error: AxiosError) => {
      if (done) return;
      finish();
      request.destroy();
      reject(error);
    };
    function onAbort() {
      fail(new CanceledError(undefined, config, request));
    }

    const request = (secure ? httpsModule().request : http.request)(
      url,
      {
        method: (config.method ?? 'get').toUpperCase(),
        headers: headers.toJSON() as http.OutgoingHttpHeaders,
        agent: secure ? config.httpsAgent : config.httpAgent,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let length = 0;
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          length += chunk.length;
          const max = config.maxContentLength ?? -1;
          if (max > -1 && length > max) fail(new AxiosError(`maxContentLength size of ${max} exceeded`, AxiosError.ERR_BAD_RESPONSE, config, request));
        });
        response.on('error', (error) => fail(AxiosError.from(error, undefined, config, request)));
        // A connection dropped mid-answer, as axios words it.
        response.on('close', () => fail(new AxiosError('stream has been aborted', AxiosError.ERR_BAD_RESPONSE, config, request)));
        response.on('end', () => {
          if (done) return;
          finish();
          try {
            const bytes = decoded(Buffer.concat(chunks, length), response.headers, config);
            let data: unknown = bytes;
            if (config.responseType !== 'arraybuffer') {
              const text = bytes.toString((config.responseEncoding as BufferEncoding | undefined) ?? 'utf8');
              // axios drops a byte-order mark from UTF-8 text.
              data = !config.responseEncoding || config.responseEncoding === 'utf8' ? text.replace(/^\uFEFF/, '') : text;
            }
            const answer: AxiosResponse = {
              data,
              status: response.statusCode ?? 0,
              statusText: response.statusMessage ?? '',
              headers: new AxiosHeaders(response.headers as Record<string, string>),
              config,
              request,
            };
            const valid = !config.validateStatus || config.validateStatus(answer.status);
            if (valid) resolve(answer);
            else {
              const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
              reject(new AxiosError(`Request failed with status code ${answer.status}`, code, config, request, answer));
            }
          } catch (error) {
            reject(AxiosError.from(error as Error, AxiosError.ERR_BAD_RESPONSE, config, request));
          }
        });
      },
    );
    request.on('error', (error) => fail(AxiosError.from(error, undefined, config, request)));

    if (config.signal?.aborted) return onAbort();
    config.signal?.addEventListener?.('abort', onAbort);
    if (config.timeout && config.timeout > 0) {
      const message = config.timeoutErrorMessage ?? `timeout of ${config.timeout}ms exceeded`;
      const code = config.transitional?.clarifyTimeoutError ? AxiosError.ETIMEDOUT : AxiosError.ECONNABORTED;
      // A wall clock, as axios keeps: the socket's own timeout does not run while it connects.
      timer = setTimeout(() => fail(new AxiosError(message, code, config, request)), config.timeout);
    }
    request.end(body);
  });
