import { afterEach, describe, expect, it, vi } from "vitest";
import { createHttpClient, HTTPError, TimeoutError } from "./http";

afterEach(() => {
  vi.useRealTimers();
});

/** A client whose fetch records each request and answers with `answer`. */
function clientAnswering(answer: (request: Request) => Response | Promise<Response>) {
  const seen: Request[] = [];
  const client = createHttpClient({
    prefixUrl: "http://site.test/api",
    timeout: 20_000,
    fetch: async (input) => {
      seen.push(input as Request);
      return answer(input as Request);
    },
    prepareHeaders: (headers) => headers.set("x-mark", "1"),
  });
  return { client, seen };
}

describe("the HTTP client under api()", () => {
  it("sends a path under the prefix with its search params (undefined ones left out), a JSON body and its headers", async () => {
    const { client, seen } = clientAnswering(() => Response.json({ ok: true }));
    await expect(
      client.post("public/things", { searchParams: { page: 2, query: undefined, flag: true }, json: { a: 1 } }).json(),
    ).resolves.toEqual({ ok: true });
    const [request] = seen as [Request];
    expect(request.method).toBe("POST");
    expect(request.url).toBe("http://site.test/api/public/things?page=2&flag=true");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(request.headers.get("accept")).toBe("application/json");
    expect(request.headers.get("x-mark")).toBe("1");
    expect(await request.text()).toBe('{"a":1}');
  });

  it("answers '' for an empty body or a 204, as ky did, and reads text", async () => {
    const { client } = clientAnswering(
      (request) => new Response(request.url.endsWith("empty") ? "" : null, { status: request.url.endsWith("empty") ? 200 : 204 }),
    );
    await expect(client.delete("gone").json()).resolves.toBe("");
    await expect(client.get("empty").json()).resolves.toBe("");
    const text = clientAnswering(() => new Response("a,b\n1,2", { headers: { "content-type": "text/csv" } }));
    await expect(text.client.get("rows.csv").text()).resolves.toBe("a,b\n1,2");
  });

  it("fails with an HTTPError holding the unread response for a status outside 2xx", async () => {
    const { client } = clientAnswering(() => Response.json({ code: "NOPE", message: "No." }, { status: 409 }));
    const error = await client
      .get("things")
      .json()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(409);
    await expect((error as HTTPError).response.json()).resolves.toEqual({ code: "NOPE", message: "No." });
  });

  it("gives up with a TimeoutError once the timeout passes without an answer", async () => {
    vi.useFakeTimers();
    const { client } = clientAnswering(
      (request) =>
        new Promise<Response>((_resolve, reject) => request.signal.addEventListener("abort", () => reject(request.signal.reason))),
    );
    const failed = client
      .get("slow")
      .json()
      .catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await failed).toBeInstanceOf(TimeoutError);
  });

  it("waits as long as it takes for a call made with no timeout (a long download)", async () => {
    vi.useFakeTimers();
    let answer: (response: Response) => void = () => {};
    const { client } = clientAnswering(() => new Promise<Response>((resolve) => (answer = resolve)));
    const download = client.get("export.zip", { timeout: false }).text();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    answer(new Response("zip bytes"));
    expect(await download).toBe("zip bytes");
  });
});
