/**
 * The small HTTP client under `api()` (client.ts): what the site and the studio used of ky, over
 * `fetch`, in a fraction of its bytes (issue 39: ky was 4.7 KB brotli of a fan's first download).
 * As ky did here: a path under a prefix, `json` bodies, `searchParams` (undefined values left out),
 * no retry, a timeout, and an `HTTPError` holding the response for any status outside 2xx, whose
 * body the caller reads (client.ts: the server's `{ code, message }`).
 */

export type SearchParams = Readonly<Record<string, string | number | boolean | undefined>>;

export interface RequestOptions {
  readonly json?: unknown;
  readonly body?: BodyInit;
  readonly searchParams?: SearchParams | URLSearchParams;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
  /** This call's timeout in ms, or false for none (a long download); the client's otherwise. */
  readonly timeout?: number | false;
}

/** A call under way: await it for the Response, or read its body as ky's did. */
export interface ResponsePromise extends Promise<Response> {
  /** The body as JSON; '' for an empty body or a 204, as ky answered. */
  json<T = unknown>(): Promise<T>;
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
  blob(): Promise<Blob>;
}

export interface HttpClient {
  get(path: string, options?: RequestOptions): ResponsePromise;
  post(path: string, options?: RequestOptions): ResponsePromise;
  put(path: string, options?: RequestOptions): ResponsePromise;
  patch(path: string, options?: RequestOptions): ResponsePromise;
  delete(path: string, options?: RequestOptions): ResponsePromise;
}

/** The server answered with a status outside 2xx: its response is here, body unread. */
export class HTTPError extends Error {
  constructor(
    readonly response: Response,
    readonly request: Request,
  ) {
    super(`Request failed with status code ${response.status}: ${request.method} ${request.url}`);
    this.name = "HTTPError";
  }
}

/** No answer came within the client's timeout. */
export class TimeoutError extends Error {
  constructor(readonly request: Request) {
    super(`Request timed out: ${request.method} ${request.url}`);
    this.name = "TimeoutError";
  }
}

export interface HttpClientOptions {
  /** Where paths start (no trailing slash): "/api". */
  readonly prefixUrl: string;
  readonly timeout: number;
  readonly fetch?: typeof fetch;
  /** Sets each call's headers (a token, the studio's mark) before it goes. */
  readonly prepareHeaders?: (headers: Headers) => void;
}

function urlOf(prefixUrl: string, path: string, searchParams: RequestOptions["searchParams"]): string {
  const url = new URL(`${prefixUrl.replace(/\/$/, "")}/${path}`, globalThis.location?.href ?? "http://localhost");
  if (searchParams) {
    const entries = searchParams instanceof URLSearchParams ? [...searchParams] : Object.entries(searchParams);
    const query = new URLSearchParams();
    for (const [name, value] of entries) if (value !== undefined) query.append(name, String(value));
    url.search = query.toString();
  }
  return url.href;
}

/** An HTTP client over `fetch` with ky's behaviour as the app used it (see the module's comment). */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const call = (method: string, path: string, request: RequestOptions = {}): ResponsePromise => {
    const headers = new Headers(request.headers);
    const body = request.json !== undefined ? JSON.stringify(request.json) : request.body;
    if (request.json !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
    // Started in a microtask, so `.json()` and the like can still ask for their type (ky's `accept`).
    const response = Promise.resolve().then(async () => {
      options.prepareHeaders?.(headers);
      // One signal for the caller's abort and the timeout (AbortSignal.any is too new for some browsers).
      const timeout = new AbortController();
      const { signal } = request;
      if (signal?.aborted) timeout.abort(signal.reason);
      signal?.addEventListener("abort", () => timeout.abort(signal.reason), { once: true });
      const sent = new Request(urlOf(options.prefixUrl, path, request.searchParams), {
        method,
        headers,
        body: body ?? null,
        signal: timeout.signal,
      });
      const limit = request.timeout ?? options.timeout;
      const timer = limit === false ? undefined : setTimeout(() => timeout.abort(new TimeoutError(sent)), limit);
      try {
        const answer = await (options.fetch ?? globalThis.fetch)(sent);
        if (!answer.ok) throw new HTTPError(answer, sent);
        return answer;
      } catch (error) {
        throw timeout.signal.aborted ? timeout.signal.reason : error;
      } finally {
        clearTimeout(timer);
      }
    });
    const read = <T>(accept: string, as: (answer: Response) => Promise<T>) => {
      if (!headers.has("accept")) headers.set("accept", accept);
      return response.then(as);
    };
    return Object.assign(response, {
      json: <T>() =>
        read("application/json", async (answer) => {
          const text = answer.status === 204 ? "" : await answer.text();
          return (text === "" ? "" : JSON.parse(text)) as T;
        }),
      text: () => read("text/*", (answer) => answer.text()),
      arrayBuffer: () => read("*/*", (answer) => answer.arrayBuffer()),
      blob: () => read("*/*", (answer) => answer.blob()),
    });
  };
  return {
    get: (path, request) => call("GET", path, request),
    post: (path, request) => call("POST", path, request),
    put: (path, request) => call("PUT", path, request),
    patch: (path, request) => call("PATCH", path, request),
    delete: (path, request) => call("DELETE", path, request),
  };
}
