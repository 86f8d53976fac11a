import { describe, expect, it } from "vitest";
import {
  emailTrackingToken,
  isTrackedLinkSigned,
  isWebAddress,
  readEmailTrackingToken,
  trackCopyHtml,
  trackedLinkSignature,
} from "./emailTracking";

const secret = "a-test-secret";
const recipient = { sendId: "nl_1", email: "Ada@Example.com" };
const origin = "https://band.example";
const html = [
  "<html><body>",
  '<a href="https://tickets.example/?a=1&amp;b=%22x%22">Tickets</a>',
  '<a href="mailto:band@example.com">Write</a>',
  '<a href="https://band.example/unsubscribe/TOKEN">Unsubscribe</a>',
  '<img src="https://band.example/cover.jpg" alt="">',
  "</body></html>",
].join("");

describe("the tracking token (issue 38)", () => {
  it("names the send and the recipient, exactly, and only when this server signed it", () => {
    const token = emailTrackingToken(secret, recipient);
    expect(readEmailTrackingToken(secret, token)).toEqual(recipient);
    expect(readEmailTrackingToken("another-secret", token)).toBeNull();
    const [payload] = token.split(".");
    const forged = Buffer.from(JSON.stringify(["nl_1", "bo@example.com"])).toString("base64url");
    expect(readEmailTrackingToken(secret, `${forged}.${token.split(".")[1]}`)).toBeNull();
    expect(readEmailTrackingToken(secret, `${payload}`)).toBeNull();
    expect(readEmailTrackingToken(secret, `${token}.more`)).toBeNull();
  });

  it("signs a link's exact address with its token", () => {
    const token = emailTrackingToken(secret, recipient);
    const signature = trackedLinkSignature(secret, token, "https://tickets.example/");
    expect(isTrackedLinkSigned(secret, token, "https://tickets.example/", signature)).toBe(true);
    expect(isTrackedLinkSigned(secret, token, "https://tickets.example", signature)).toBe(false);
    expect(
      isTrackedLinkSigned(secret, emailTrackingToken(secret, { ...recipient, sendId: "nl_2" }), "https://tickets.example/", signature),
    ).toBe(false);
  });

  it("follows only web addresses", () => {
    expect(isWebAddress("https://tickets.example/x")).toBe(true);
    expect(isWebAddress("HTTP://tickets.example")).toBe(true);
    for (const other of ["javascript:alert(1)", "data:text/html,hi", "mailto:a@b.c", "//evil.example", "/relative", " https://x.example"])
      expect(isWebAddress(other), other).toBe(false);
  });
});

describe("a tracked copy's HTML", () => {
  it("is the copy as it was when tracking is off", () => {
    expect(trackCopyHtml(html, { opens: false, clicks: false, origin, secret, recipient })).toBe(html);
  });

  it("sends web links through the site, signed over the address as written before escaping, and leaves the rest", () => {
    const tracked = trackCopyHtml(html, { opens: false, clicks: true, origin, secret, recipient });
    const href = /href="(https:\/\/band\.example\/e\/c\/[^"]+)"/.exec(tracked)?.[1] ?? "";
    const link = new URL(href.replaceAll("&amp;", "&"));
    const token = link.pathname.slice("/e/c/".length);
    expect(link.searchParams.get("u")).toBe("https://tickets.example/?a=1&b=%22x%22");
    expect(isTrackedLinkSigned(secret, token, link.searchParams.get("u") ?? "", link.searchParams.get("s") ?? "")).toBe(true);
    expect(tracked).toContain('href="mailto:band@example.com"');
    expect(tracked).toContain('href="https://band.example/unsubscribe/TOKEN"');
    expect(tracked).toContain('src="https://band.example/cover.jpg"');
    expect(tracked).not.toContain("/e/o/");
  });

  it("ends the body with the pixel when opens are counted", () => {
    const tracked = trackCopyHtml(html, { opens: true, clicks: false, origin, secret, recipient });
    const token = emailTrackingToken(secret, recipient);
    expect(tracked).toContain(
      `<img src="https://band.example/e/o/${token}.gif" width="1" height="1" alt="" style="display:block;border:0"></body></html>`,
    );
    expect(tracked).toContain('href="https://tickets.example/?a=1&amp;b=%22x%22"');
  });
});
