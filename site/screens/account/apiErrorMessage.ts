import { ApiError, serverMessage } from "../../../client/api/client";
import { DEFAULT_ERROR_MESSAGE } from "../../../machines/errorMessage";

/**
 * What a fan reads when a call fails (SPEC §8): the server's own message when it sent one, else
 * 'An error occurred'. Never the HTTP client's text ("Request failed with status code 500…").
 */
export async function apiErrorMessage(error: unknown): Promise<string> {
  if (error instanceof ApiError && error.cause !== undefined) return (await serverMessage(error.cause)) ?? DEFAULT_ERROR_MESSAGE;
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
