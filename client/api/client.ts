import { localStorageToken, type TokenStore } from "../../machines/auth/tokenStore";
import { DEFAULT_ERROR_MESSAGE, errorBodyOf } from "../../schema/errors/clientErrors";
import { createHttpClient, HTTPError, type HttpClient } from "./http";

/** A store that never holds a token: before `initApi` (the server's render) and in the studio, whose session is a cookie. */
export const NO_TOKEN: TokenStore = Object.freeze({ read: () => null, write: () => {} });

let httpClient: HttpClient | null = null;
let profileId: string | null = null;
let tokens: TokenStore = NO_TOKEN;

/**
 * The fan's token, in the one store both the auth machine (which writes it at log-in and log-out)
 * and this client (which sends it) use: localStorage 'public-access-token' in the site's browser.
 */
export function tokenStore(): TokenStore {
  return tokens;
}

/**
 * Sets up the one HTTP client of the site (DESIGN.md, "Effects at the edges"): every call goes to
 * `/api` on the artist's own address, which names the artist (issue 31: no call or link carries
 * `profileId`), with the fan's token as a bearer token when there is one.
 */
export function initApi(options: {
  profileId: string | null;
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Where the bearer token is kept: the fan's local storage by default; the studio has none (its session is an HttpOnly cookie). */
  tokenStore?: TokenStore;
  /** Headers every call carries (the studio's marks its calls as the studio's). */
  headers?: Readonly<Record<string, string>>;
}): void {
  profileId = options.profileId;
  tokens = options.tokenStore ?? localStorageToken();
  const fixedHeaders = options.headers ?? {};
  httpClient = createHttpClient({
    prefixUrl: options.baseUrl ?? "/api",
    timeout: 20_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    prepareHeaders: (headers) => {
      for (const [name, value] of Object.entries(fixedHeaders)) headers.set(name, value);
      const token = tokens.read();
      if (token && !headers.has("authorization")) headers.set("authorization", `Bearer ${token}`);
    },
  });
}

/** The client; a developer error (SPEC §8) before `initApi`. */
export function api(): HttpClient {
  if (!httpClient) throw new Error("httpClient is not initialized");
  return httpClient;
}

/** The artist's id; a developer error (SPEC §8) before `initApi`. */
export function currentProfileId(): string {
  if (!profileId) throw new Error("profile is not initialized");
  return profileId;
}

/** A call the server refused: its status and its JSON body (`{}` when it sent none); null for any other failure. */
export async function refusal(error: unknown): Promise<{ status: number; body: Record<string, unknown> } | null> {
  if (!(error instanceof HTTPError)) return null;
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => ({}));
  return { status: error.response.status, body: body !== null && typeof body === "object" ? (body as Record<string, unknown>) : {} };
}

/** The server's error body (`{ code, message }`) of a failed call, or null. */
async function serverError(error: unknown): Promise<{ code: string | null; message: string } | null> {
  if (!(error instanceof HTTPError)) return null;
  try {
    return errorBodyOf(await error.response.clone().json());
  } catch {
    return null;
  }
}

/**
 * A failed call: its message (the server's when it sent one), its status, and its code: the
 * server's (schema/errors/ API_ERRORS) or the browser's own (CLIENT_ERRORS), null when none was
 * given. Branch on `code`, never on the message's words.
 */
export class ApiError extends Error {
  readonly code: string | null;

  constructor(
    message: string,
    readonly status: number | null,
    { code = null, ...options }: ErrorOptions & { code?: string | null } = {},
  ) {
    super(message, options);
    this.name = "ApiError";
    this.code = code;
  }
}

/** The error to show for a failed call: its message and code are the server's when it sent them. */
export async function withServerMessage(error: unknown): Promise<ApiError> {
  const status = error instanceof HTTPError ? error.response.status : null;
  const body = await serverError(error);
  const message = body?.message ?? (error instanceof Error ? error.message : String(error));
  return new ApiError(message, status, { cause: error, code: body?.code ?? null });
}

/**
 * What a fan reads when a call fails (SPEC §8): the server's own message when it sent one, else
 * 'An error occurred'. Never the HTTP client's text ("Request failed with status code 500…").
 */
export async function apiErrorMessage(error: unknown): Promise<string> {
  if (error instanceof ApiError && error.cause !== undefined) return (await serverError(error.cause))?.message ?? DEFAULT_ERROR_MESSAGE;
  return DEFAULT_ERROR_MESSAGE;
}

/**
 * The call, failing with an Error whose message is what the fan should read, for machines that show
 * `error.message` (the auth machine's `errorMessage`, the email-list form).
 */
export function withFanMessage<Args extends unknown[], Result>(
  call: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    try {
      return await call(...args);
    } catch (error) {
      throw new Error(await apiErrorMessage(error), { cause: error });
    }
  };
}
