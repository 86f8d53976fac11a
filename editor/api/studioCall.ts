import { withServerMessage } from "../../client/api/client";

/** Runs one of the studio's calls; a refusal becomes an ApiError in the server's words. */
export async function studioCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await withServerMessage(error);
  }
}
