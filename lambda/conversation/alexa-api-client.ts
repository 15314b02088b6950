// The client ask-sdk uses to call Alexa's own APIs (device settings, progressive responses). The SDK's
// default has no timeout; a stalled call would eat the whole time Alexa gives a skill.
import axios from 'axios';
import type { services } from 'ask-sdk-model';
import { httpAdapter } from '../api/http-adapter';

export class TimedApiClient implements services.ApiClient {
  constructor(private readonly timeoutMs: number) {}

  async invoke(request: services.ApiClientRequest): Promise<services.ApiClientResponse> {
    const headers: Record<string, string> = {};
    for (const { key, value } of request.headers ?? []) headers[key] = value;
    const response = await axios.request({
      url: request.url,
      method: request.method,
      headers,
      data: request.body,
      timeout: this.timeoutMs,
      signal: AbortSignal.timeout(this.timeoutMs),
      validateStatus: () => true,
      // Alexa's APIs answer where they are asked: no redirects or proxies (which would load more code).
      maxRedirects: 0,
      proxy: false,
      transformResponse: (body) => body,
      // The skill's own transport: axios's is left out of the Lambda bundle (see api/http-adapter.ts).
      adapter: httpAdapter,
    });
    return {
      statusCode: response.status,
      body: typeof response.data === 'string' ? response.data : JSON.stringify(response.data ?? ''),
      headers: Object.entries(response.headers).map(([key, value]) => ({ key, value: String(value) })),
    };
  }
}
