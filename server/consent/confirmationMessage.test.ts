import { describe, expect, it } from "vitest";
import { confirmationMessage } from "./confirmationMessage";

const request = {
  profileId: "artist-1",
  artistName: "Salt & Static",
  listName: "<News>",
  email: "fan@example.com",
  origin: "https://salt.example",
  token: "tok_abc-123",
};

describe("a list join's confirmation email", () => {
  it("comes from the artist, names the list, links to the confirmation page in both parts, and says ignoring it changes nothing", () => {
    const message = confirmationMessage(request);
    expect(message).toMatchObject({
      profileId: "artist-1",
      to: "fan@example.com",
      fromName: "Salt & Static",
      subject: "Confirm your subscription to <News>",
    });
    expect(message.text).toBe(
      [
        "You asked to get <News> from Salt & Static at fan@example.com.",
        "",
        "Confirm that it was you:",
        "https://salt.example/email-lists/confirm/tok_abc-123",
        "",
        "If you did not ask for this, ignore this email: nothing happens, and you will not get the list's emails.",
      ].join("\n"),
    );
    expect(message.html).toMatch(/^<!DOCTYPE html>/);
    expect(message.html).toContain('href="https://salt.example/email-lists/confirm/tok_abc-123"');
    // The list's name is the artist's text: escaped, never markup.
    expect(message.html).toContain("&lt;News&gt;");
    expect(message.html).not.toContain("<News>");
  });
});
