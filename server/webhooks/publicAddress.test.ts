import { describe, expect, it } from "vitest";
import { httpError } from "../http/httpError";
import { checkEndpointUrl } from "./checkEndpointUrl";
import { checkHost, isPublicAddress } from "./publicAddress";

/**
 * Server-side request forgery (issue 40, item 4): an endpoint whose name resolves to any address
 * that is not on the public internet is refused, at registration and at each delivery, unless the
 * operator allows it (WEBHOOKS_ALLOW_PRIVATE).
 */
const NOT_PUBLIC = {
  "IPv4 loopback": "127.0.0.1",
  "IPv4 loopback, elsewhere in 127/8": "127.8.9.10",
  "IPv4 private 10/8": "10.0.0.5",
  "IPv4 private 172.16/12": "172.31.255.1",
  "IPv4 private 192.168/16": "192.168.1.1",
  "IPv4 carrier-grade NAT": "100.64.0.1",
  "IPv4 link-local (cloud metadata)": "169.254.169.254",
  "IPv4 multicast": "224.0.0.251",
  "IPv4 unspecified": "0.0.0.0",
  "IPv4 broadcast": "255.255.255.255",
  "IPv6 loopback": "::1",
  "IPv6 unspecified": "::",
  "IPv6 unique local": "fd12:3456::1",
  "IPv6 link-local": "fe80::1",
  "IPv6 multicast": "ff02::1",
  "IPv4-mapped IPv6 loopback": "::ffff:127.0.0.1",
  "IPv4-mapped IPv6 loopback, in hex": "::ffff:7f00:1",
  "IPv4-mapped IPv6 private": "::ffff:10.0.0.1",
  "IPv4-mapped IPv6 metadata": "::ffff:169.254.169.254",
  "NAT64 of loopback": "64:ff9b::7f00:1",
} as const;

const resolverTo =
  (...addresses: string[]) =>
  async () =>
    addresses;

describe("public addresses", () => {
  it.each(Object.entries(NOT_PUBLIC))("refuses %s (%s)", async (_kind, address) => {
    expect(isPublicAddress(address)).toBe(false);
    expect(await checkHost("hooks.example", resolverTo(address), false)).toEqual({ ok: false, problem: "privateAddress" });
    // Allowed by the operator, the same address is used as it is.
    expect(await checkHost("hooks.example", resolverTo(address), true)).toEqual({ ok: true, address });
  });

  it("accepts public IPv4, IPv6 and IPv4-mapped public addresses", () => {
    for (const address of ["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"])
      expect(isPublicAddress(address)).toBe(true);
  });

  it("refuses a name with one private address among public ones, and one that does not resolve", async () => {
    expect(await checkHost("mixed.example", resolverTo("93.184.215.14", "10.0.0.1"), false)).toMatchObject({
      ok: false,
      problem: "privateAddress",
    });
    expect(await checkHost("gone.example", resolverTo(), false)).toEqual({ ok: false, problem: "unresolvable" });
    const failing = async (): Promise<string[]> => {
      throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    };
    expect(await checkHost("gone.example", failing, false)).toEqual({ ok: false, problem: "unresolvable" });
  });

  it("checks a literal address without asking DNS, bracketed IPv6 included", async () => {
    const never = async (): Promise<string[]> => {
      throw new Error("asked DNS");
    };
    expect(await checkHost("[::1]", never, false)).toMatchObject({ ok: false });
    expect(await checkHost("93.184.215.14", never, false)).toEqual({ ok: true, address: "93.184.215.14" });
  });
});

describe("an endpoint's address", () => {
  const publicResolver = resolverTo("93.184.215.14");
  const refusal = (reason: string) => expect.objectContaining({ code: "webhook_url_invalid", reason });

  it("is https, without credentials, on a public host", async () => {
    expect(await checkEndpointUrl(" https://hooks.example/backline#x ", publicResolver, false)).toBe("https://hooks.example/backline");
    await expect(checkEndpointUrl("http://hooks.example/", publicResolver, false)).rejects.toEqual(refusal("notHttps"));
    await expect(checkEndpointUrl("ftp://hooks.example/", publicResolver, true)).rejects.toEqual(refusal("notHttps"));
    await expect(checkEndpointUrl("hooks.example", publicResolver, false)).rejects.toEqual(refusal("notAUrl"));
    await expect(checkEndpointUrl("https://me:pw@hooks.example/", publicResolver, false)).rejects.toEqual(refusal("withCredentials"));
    await expect(checkEndpointUrl("https://127.0.0.1/", publicResolver, false)).rejects.toEqual(refusal("privateAddress"));
    await expect(checkEndpointUrl("https://[::ffff:127.0.0.1]/", publicResolver, false)).rejects.toEqual(refusal("privateAddress"));
    await expect(checkEndpointUrl("https://rebind.example/", resolverTo("169.254.169.254"), false)).rejects.toEqual(
      refusal("privateAddress"),
    );
  });

  it("may be http:// and local when the operator allows it", async () => {
    expect(await checkEndpointUrl("http://127.0.0.1:4000/hook", publicResolver, true)).toBe("http://127.0.0.1:4000/hook");
  });

  it("names the host in the refusal", async () => {
    await expect(checkEndpointUrl("https://10.1.2.3/", publicResolver, false)).rejects.toMatchObject({
      message: httpError("webhook_url_invalid", "privateAddress", "10.1.2.3").message,
    });
  });
});
