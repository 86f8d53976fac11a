import { describe, expect, it } from "vitest";
import type { Comment } from "../../../schema/entities/posts";
import { appendComment, commentToSend, isPending, mergeLoaded, pendingComment, prependOlder, settleComment } from "./comments";

const comment = (id: string, content = id): Comment => ({ id, fullName: "Ada Lovelace", content, createdAt: "2025-01-01T00:00:00.000Z" });

describe("the comment rules", () => {
  it("sends the text trimmed, and nothing when it is only whitespace (SPEC §5)", () => {
    expect(commentToSend("  Great show!  ")).toBe("Great show!");
    expect(commentToSend("line one\nline two")).toBe("line one\nline two");
    for (const blank of ["", " ", "\n\t ", "\u00a0", "\u2003\u3000"]) expect(commentToSend(blank)).toBeNull();
  });

  it("shows a new comment at once, last, and swaps in the server's copy", () => {
    const now = new Date("2025-05-01T12:00:00.000Z");
    const pending = pendingComment("Hello", "Ada Lovelace", now, 1);
    expect(pending).toEqual({ id: "pending-1", fullName: "Ada Lovelace", content: "Hello", createdAt: "2025-05-01T12:00:00.000Z" });
    expect(isPending(pending)).toBe(true);
    const list = appendComment([comment("c1")], pending);
    expect(list.map((item) => item.id)).toEqual(["c1", "pending-1"]);
    const saved = comment("c2", "Hello");
    expect(settleComment(list, pending.id, saved)).toEqual([comment("c1"), saved]);
    expect(isPending(saved)).toBe(false);
  });

  it("drops a comment the server refused", () => {
    const list = appendComment([comment("c1")], pendingComment("Oops", "Ada", new Date(0), 2));
    expect(settleComment(list, "pending-2", null)).toEqual([comment("c1")]);
  });

  it("keeps comments still being sent when the list arrives", () => {
    const pending = pendingComment("Fast typist", "Ada", new Date(0), 3);
    // The server sends the newest first; they are shown oldest first.
    expect(mergeLoaded([comment("c2"), comment("c1")], [pending]).map((item) => item.id)).toEqual(["c1", "c2", "pending-3"]);
    expect(mergeLoaded([comment("c1")], [comment("old")])).toEqual([comment("c1")]);
  });

  it("puts an older page before the comments shown, keeping a comment that both hold once", () => {
    const shown = [comment("c3"), comment("c4"), comment("c5")];
    expect(prependOlder([comment("c3"), comment("c2"), comment("c1")], shown).map((item) => item.id)).toEqual([
      "c1",
      "c2",
      "c3",
      "c4",
      "c5",
    ]);
    expect(prependOlder([], shown)).toEqual(shown);
  });
});
