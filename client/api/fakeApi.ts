import { initApi } from "./client";

/**
 * For tests: points the client at a fake server that answers every call with `body` (JSON, with
 * `status`), and returns the requests it received, as copies whose bodies can still be read.
 */
export function fakeApi(body: unknown = {}, status = 200): Request[] {
  const seen: Request[] = [];
  initApi({
    profileId: "artist-1",
    baseUrl: "http://site.test/api",
    fetch: async (input) => {
      seen.push((input as Request).clone());
      return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    },
  });
  return seen;
}
