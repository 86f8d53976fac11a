import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_ERROR_MESSAGE } from "../../schema/errors";
import {
  ApiError,
  api,
  apiErrorMessage,
  currentProfileId,
  initApi,
  NO_TOKEN,
  tokenStore,
  withFanMessage,
  withServerMessage,
} from "./client";
import { endpoints } from "./endpoints";
import { fakeApi } from "./fakeApi";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the site's HTTP client", () => {
  it("is a developer error before initApi (SPEC §8)", async () => {
    vi.resetModules();
    const fresh = await import("./client");
    expect(() => fresh.api()).toThrow("httpClient is not initialized");
    expect(() => fresh.currentProfileId()).toThrow("profile is not initialized");
  });

  it("sends every call to /api on the artist's address, naming no profile id, with the stored token as a bearer token", async () => {
    const storage = new Map<string, string>([["public-access-token", "token-123"]]);
    vi.stubGlobal("localStorage", { getItem: (key: string) => storage.get(key) ?? null });
    const seen = fakeApi([]);
    await endpoints.membershipTiers();
    const request = seen[0] as Request;
    expect(request.url).toBe("http://site.test/api/public/membership-tiers");
    expect(request.headers.get("authorization")).toBe("Bearer token-123");
    expect(currentProfileId()).toBe("artist-1");
    expect(api().get).toBeTypeOf("function");
  });

  it("reads the token from the one store the auth machine writes, and sends none with NO_TOKEN (the studio)", async () => {
    const storage = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
      removeItem: (key: string) => storage.delete(key),
    });
    const seen = fakeApi([]);
    tokenStore().write("fresh-token");
    expect(storage.get("public-access-token")).toBe("fresh-token");
    await endpoints.membershipTiers();
    expect(seen[0]?.headers.get("authorization")).toBe("Bearer fresh-token");
    tokenStore().write(null);
    await endpoints.membershipTiers();
    expect(seen[1]?.headers.get("authorization")).toBeNull();

    const studio: Request[] = [];
    initApi({
      profileId: "artist-1",
      baseUrl: "http://site.test/api",
      tokenStore: NO_TOKEN,
      fetch: async (input) => {
        studio.push(input as Request);
        return new Response("[]", { headers: { "content-type": "application/json" } });
      },
    });
    storage.set("public-access-token", "a-fan-token");
    await endpoints.membershipTiers();
    expect(studio[0]?.headers.get("authorization")).toBeNull();
  });

  it("leaves the profile id out of editors' routes, which name the profile in their path", async () => {
    vi.stubGlobal("localStorage", { getItem: () => null });
    const seen = fakeApi([]);
    await api().get("profiles/artist-1/media", { searchParams: { parent: "website", type: "image" } });
    expect(seen[0]?.url).toBe("http://site.test/api/profiles/artist-1/media?parent=website&type=image");
  });

  it("sends filters in the bracket form the server reads", async () => {
    vi.stubGlobal("localStorage", { getItem: () => null });
    const seen = fakeApi({ data: [], page: 2, pageSize: 10, total: 0 });
    await endpoints.products({ page: 2, limit: 10, query: "night", releaseType: "album", category: "Music" });
    const url = new URL(seen[0]?.url ?? "");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: "2",
      limit: "10",
      category: "Music",
      "filter[query]": "night",
      "filter[releaseType]": "album",
    });
  });

  it("turns a failed call into an ApiError with the server's message and status", async () => {
    vi.stubGlobal("localStorage", { getItem: () => null });
    fakeApi({ message: "Email or password is incorrect." }, 401);
    const error = await endpoints.logIn({ email: "a@b.co", password: "x" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: "Email or password is incorrect.", status: 401 });
  });

  it("sends a JSON body whole (read into memory: Chromium streams uploads only over HTTP/2, which the e2e login proves)", async () => {
    vi.stubGlobal("localStorage", { getItem: () => null });
    const seen = fakeApi({ ok: true });
    await endpoints.joinEmailList({ email: "fan@example.com", emailListId: "news" });
    const bodies = await Promise.all(seen.map(async (request) => `${request.method} ${await request.text()}`));
    expect(bodies).toEqual(['POST {"email":"fan@example.com","emailListId":"news"}']);
  });

  it("logs out with the token it is given, even after the stored one is gone", async () => {
    vi.stubGlobal("localStorage", { getItem: () => null });
    const seen = fakeApi({ ok: true });
    await endpoints.logOut("token-456");
    expect(seen[0]?.method).toBe("DELETE");
    expect(seen[0]?.headers.get("authorization")).toBe("Bearer token-456");
  });

  it("keeps an error's own message when the server sent none", async () => {
    expect((await withServerMessage(new Error("Failed to fetch"))).message).toBe("Failed to fetch");
    expect((await withServerMessage(new Error("Failed to fetch"))).code).toBeNull();
  });

  it("gives a failed call the server's code, to branch on", async () => {
    vi.stubGlobal("localStorage", { getItem: () => null });
    fakeApi({ code: "payment_required", message: "This tier is paid." }, 402);
    const error = await endpoints.setMyMembership("tier-1").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "payment_required", message: "This tier is paid.", status: 402 });
    expect(new ApiError("Offline", null).code).toBeNull();
  });

  it("tells a fan the server's message, else SPEC §8's 'An error occurred', never the HTTP client's text", async () => {
    vi.stubGlobal("localStorage", { getItem: () => null });
    fakeApi({ code: "not_found", message: "Email list not found." }, 404);
    const join = withFanMessage(endpoints.joinEmailList);
    await expect(join({ email: "fan@example.com", emailListId: "none" })).rejects.toThrow("Email list not found.");
    fakeApi("Bad gateway", 502);
    const failed = await endpoints.membershipTiers().catch((caught: unknown) => caught);
    expect(await apiErrorMessage(failed)).toBe(DEFAULT_ERROR_MESSAGE);
    expect(await apiErrorMessage(new Error("Failed to fetch"))).toBe(DEFAULT_ERROR_MESSAGE);
  });
});
