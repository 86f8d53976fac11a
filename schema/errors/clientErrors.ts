/**
 * Codes the browser gives failures the server did not explain: no answer at all, or one without
 * an error body. Never sent by the server, and none is one of its codes.
 */
export const CLIENT_ERRORS = {
  upload_failed: {
    messages: {
      status: (status: number) => `The upload failed (${status}).`,
      connectionLost: "The upload failed: the connection was lost.",
    },
  },
} as const;

export type ClientErrorCode = keyof typeof CLIENT_ERRORS;

/** The browser's code for an upload the storage refused without saying why, or that the connection cut off. */
export const UPLOAD_FAILED: ClientErrorCode = "upload_failed";

/** SPEC §8: what a form shows when the server gives no message of its own. */
export const DEFAULT_ERROR_MESSAGE = "An error occurred";

/**
 * The message a failure carries for people: the error's `message` when it is a non-empty string
 * (the API client puts the server's message there), else `fallback`. The one function the site,
 * the studio and the machines turn an error into words with.
 */
export function errorMessageOf(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  if (typeof error === "object" && error !== null && "message" in error) {
    const { message } = error;
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  return fallback;
}

/** An error body as the server sends it (`{ code, message, ... }`): its code (null when it has none) and message; null for anything else. */
export function errorBodyOf(body: unknown): { code: string | null; message: string } | null {
  if (body === null || typeof body !== "object") return null;
  const { code, message } = body as { code?: unknown; message?: unknown };
  if (typeof message !== "string" || message === "") return null;
  return { code: typeof code === "string" && code !== "" ? code : null, message };
}
