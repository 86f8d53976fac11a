/** SPEC §8: what a form shows when the server gives no message of its own. */
export const DEFAULT_ERROR_MESSAGE = "An error occurred";

/**
 * The message a failed effect carries for the user: the error's `message` when it is a non-empty
 * string (the site's API client puts the server's response message there), else `fallback`.
 */
export function errorMessageOf(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  if (typeof error === "object" && error !== null && "message" in error) {
    const { message } = error;
    if (typeof message === "string" && message.trim() !== "") return message;
  }
  return fallback;
}
