import ky, { HTTPError, type KyInstance } from "ky";

import { localStorageToken, type TokenStore } from "../../machines/auth/tokenStore";

/** A store that never holds a token: before `initApi` (the server's render) and in the studio, whose session is a cookie. */
export const NO_TOKEN: TokenStore = Object.freeze({ read: () => null, write: () => {} });

let httpClient: KyInstance | null = null;
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
 * `/api`, carries the artist's profile id, and the fan's token as a bearer token when there is one.
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
  httpClient = ky.create({
    prefixUrl: options.baseUrl ?? "/api",
    retry: 0,
    timeout: 20_000,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        // A Request's URL cannot change, so the hook makes a new one. Its body is read into memory
        // first: passing the stream along would make it a streamed upload, which Chromium allows
        // only over HTTP/2.
        async (request) => {
          const url = new URL(request.url);
          // Before the artist is known (the first call in development), the server goes by the host.
          if (profileId && !url.searchParams.has("profileId") && !namesProfileInPath(url)) url.searchParams.set("profileId", profileId);
          const headers = new Headers(request.headers);
          for (const [name, value] of Object.entries(fixedHeaders)) headers.set(name, value);
          const token = tokens.read();
          if (token && !headers.has("authorization")) headers.set("authorization", `Bearer ${token}`);
          const body = request.body ? await request.arrayBuffer() : undefined;
          return new Request(url, { method: request.method, headers, body, signal: request.signal });
        },
      ],
    },
  });
}

/** Editors' routes (`/profiles/{id}/…`) carry the profile in their path, and their queries refuse unknown names. */
function namesProfileInPath(url: URL): boolean {
  return /\/api\/profiles\/[^/]+/.test(url.pathname);
}

/** The client; a developer error (SPEC §8) before `initApi`. */
export function api(): KyInstance {
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

/** The server's `{ message }` of a failed call, or null. */
export async function serverMessage(error: unknown): Promise<string | null> {
  if (!(error instanceof HTTPError)) return null;
  try {
    const body = (await error.response.clone().json()) as { message?: unknown };
    return typeof body.message === "string" && body.message ? body.message : null;
  } catch {
    return null;
  }
}

/** A failed call: the server's message (when it sent one) and the status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "ApiError";
  }
}

/** The error to show for a failed call: its message is the server's when there is one. */
export async function withServerMessage(error: unknown): Promise<ApiError> {
  const status = error instanceof HTTPError ? error.response.status : null;
  const message = (await serverMessage(error)) ?? (error instanceof Error ? error.message : String(error));
  return new ApiError(message, status, { cause: error });
}
