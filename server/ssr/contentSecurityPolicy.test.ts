import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./contentSecurityPolicy";

function directives(policy: string): Map<string, string> {
  return new Map(policy.split("; ").map((directive) => [directive.split(" ")[0] ?? "", directive.split(" ").slice(1).join(" ")]));
}

describe("contentSecurityPolicy", () => {
  it("runs scripts from our origin only, never inline or evaluated", () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get("script-src")).toBe("'self'");
    expect(policy.get("default-src")).toBe("'self'");
    expect(policy.get("object-src")).toBe("'none'");
    expect(contentSecurityPolicy()).not.toContain("unsafe-eval");
  });

  it("lets uploads reach the public address when one is configured", () => {
    expect(directives(contentSecurityPolicy()).get("connect-src")).toBe("'self'");
    expect(directives(contentSecurityPolicy("https://music.example.com/base")).get("connect-src")).toBe("'self' https://music.example.com");
  });

  it("lets uploads reach the store that takes them directly (S3)", () => {
    const policy = contentSecurityPolicy(undefined, { uploadOrigin: "https://media.s3.eu-west-3.amazonaws.com" });
    expect(directives(policy).get("connect-src")).toBe("'self' https://media.s3.eu-west-3.amazonaws.com");
  });

  it("frames our own pages and exactly the players a rich-text embed, an Embed or a Video block loads on a click", () => {
    expect(directives(contentSecurityPolicy()).get("frame-src")).toBe(
      "'self' https://www.youtube-nocookie.com https://platform.twitter.com https://www.figma.com" +
        " https://open.spotify.com https://w.soundcloud.com https://bandcamp.com https://embed.music.apple.com https://player.vimeo.com",
    );
  });

  it("takes the site's fonts from our own origin only", () => {
    expect(directives(contentSecurityPolicy(undefined, { fontsFrom: "'self'" })).get("font-src")).toBe("'self'");
    expect(directives(contentSecurityPolicy(undefined, { framedBy: "'none'" })).get("font-src")).toBe("'self' data:");
  });
});
