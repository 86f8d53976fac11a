import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { LINK_PATTERN } from "../schema/common";
import {
  DEFAULT_LINK_URL,
  isAcceptableLinkUrl,
  type LinkPopoverEmitted,
  type LinkPopoverEvent,
  type LinkPopoverInput,
  linkPopoverMachine,
  normalizeLinkUrl,
  selectCanEdit,
  selectDraft,
  selectError,
  selectIsNew,
  selectStatus,
  selectUrl,
} from "./linkPopover";

/** Starts the popover and records what it emits. */
function startPopover(input?: LinkPopoverInput) {
  const actor = createActor(linkPopoverMachine, { input }).start();
  const emitted: LinkPopoverEmitted[] = [];
  actor.on("*", (event) => emitted.push(event));
  const send = (event: LinkPopoverEvent) => actor.send(event);
  return {
    actor,
    emitted,
    send,
    snapshot: () => actor.getSnapshot(),
    /** The caret enters the link to `url` (null: leaves links). */
    select: (url: string | null, editable = true) => send({ type: "linkPopover.selectionChanged", url, editable }),
    type: (value: string) => send({ type: "linkPopover.change", value }),
    /** Enter. */
    pressEnter: () => send({ type: "linkPopover.confirm" }),
    /** Escape. */
    pressEscape: () => send({ type: "linkPopover.cancel" }),
  };
}

const STORABLE_LINK = new RegExp(LINK_PATTERN);

describe("isAcceptableLinkUrl and normalizeLinkUrl (SPEC §5 Links)", () => {
  it.each([
    ["https://", "https://"],
    ["example.com/x", "https://example.com/x"],
    ["www.x.io", "https://www.x.io"],
    ["example.com:8080/tour?date=1#tickets", "https://example.com:8080/tour?date=1#tickets"],
    ["https://a.b/c?d#e", "https://a.b/c?d#e"],
    ["http://example.com", "http://example.com"],
    ["HTTPS://Example.COM/Path", "HTTPS://Example.COM/Path"],
    ["http://localhost:3000/x", "http://localhost:3000/x"],
    ["bücher.de/neu", "https://bücher.de/neu"],
    ["a@b.co", "mailto:a@b.co"],
    ["first.last+tag@mail.example.org", "mailto:first.last+tag@mail.example.org"],
    ["mailto:a@b.co", "mailto:a@b.co"],
    ["mailto:a@b.co?subject=Tour", "mailto:a@b.co?subject=Tour"],
    // A page of the artist's own site, as a Button's link takes it (issue 34).
    ["/music", "/music"],
    ["/tour/dates?city=lisbon#tickets", "/tour/dates?city=lisbon#tickets"],
    ["/", "/"],
  ])("accepts %j and applies it as %j", (typed, applied) => {
    expect(isAcceptableLinkUrl(typed)).toBe(true);
    expect(normalizeLinkUrl(typed)).toBe(applied);
  });

  it.each([
    ["javascript:alert(1)"],
    ["JavaScript:alert(1)"],
    ["javascript:x@y.com"],
    ["data:text/html,<script>alert(1)</script>"],
    ["vbscript:msgbox"],
    ["ftp://example.com"],
    [""],
    [" "],
    ["   "],
    ["not a url"],
    ["example"],
    ["a.b"],
    ["http://"],
    ["https:// example.com"],
    [" example.com"],
    ["example.com\n"],
    ["exa\tmple.com"],
    ["example.com/a\\b"],
    ["//example.com"],
    ["/\\example.com"],
    ["/music video"],
    ["#top"],
    ["https://user:pass@example.com"],
    ["user@example.com/x"],
    ["a@b"],
    ["mailto:"],
    // The SPEC accepts web and e-mail addresses only; stored phone links still show and survive an unchanged Enter.
    ["tel:+15551234567"],
    ["sms:+15551234567"],
    [`example.com/${"a".repeat(2048)}`],
  ])("refuses %j", (typed) => {
    expect(isAcceptableLinkUrl(typed)).toBe(false);
    expect(normalizeLinkUrl(typed)).toBeNull();
  });

  it("refuses an address the browser's URL parser cannot read, though it looks like one", () => {
    expect(normalizeLinkUrl("ؠa.aa")).toBeNull();
    expect(isAcceptableLinkUrl("https://ؠa.aa")).toBe(false);
  });

  it("gives only storable, safe, fixed-point links, whatever the input", () => {
    const input = fc.oneof(
      fc.string(),
      fc.string({ unit: "grapheme" }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.emailAddress(),
      fc.domain(),
      fc.constantFrom("https://", "mailto:", "javascript:", "example.com", "a@b.co", "/music", "//"),
      fc.string().map((rest) => `/${rest}`),
    );
    fc.assert(
      fc.property(input, input, (start, end) => {
        for (const url of [start, start + end]) {
          const normalized = normalizeLinkUrl(url);
          expect(isAcceptableLinkUrl(url)).toBe(normalized !== null);
          if (normalized === null) continue;
          expect(normalized).not.toBe("");
          expect(normalized).not.toMatch(/\s/);
          expect(normalized.length).toBeLessThanOrEqual(2048);
          expect(STORABLE_LINK.test(normalized)).toBe(true);
          expect(normalizeLinkUrl(normalized)).toBe(normalized);
          if (normalized.startsWith("/")) expect(new URL(normalized, "https://site.invalid").host).toBe("site.invalid");
          else if (normalized !== DEFAULT_LINK_URL) expect(["http:", "https:", "mailto:"]).toContain(new URL(normalized).protocol);
        }
      }),
    );
  });

  it("refuses every scheme other than http, https and mailto", () => {
    const scheme = fc.stringMatching(/^[a-zA-Z]{1,12}$/).filter((name) => !["http", "https", "mailto"].includes(name.toLowerCase()));
    fc.assert(
      fc.property(scheme, fc.string(), (name, rest) => {
        expect(isAcceptableLinkUrl(`${name}:${rest}`)).toBe(false);
      }),
    );
  });
});

describe("link popover: hidden and view", () => {
  it("starts hidden, with nothing to show", () => {
    const { snapshot, emitted } = startPopover();
    expect(selectStatus(snapshot())).toBe("hidden");
    expect(snapshot().context).toEqual({ url: null, draft: "", isNew: false, error: false, editable: true });
    expect(selectCanEdit(snapshot())).toBe(true);
    expect(emitted).toEqual([]);
  });

  it("shows the link the caret enters, follows it to another link, and hides when the caret leaves links", () => {
    const { select, snapshot, emitted } = startPopover();
    select(null);
    expect(selectStatus(snapshot())).toBe("hidden");
    select("https://example.com");
    expect(selectStatus(snapshot())).toBe("view");
    expect(selectUrl(snapshot())).toBe("https://example.com");
    select("mailto:a@b.co");
    expect(selectStatus(snapshot())).toBe("view");
    expect(selectUrl(snapshot())).toBe("mailto:a@b.co");
    select(null);
    expect(selectStatus(snapshot())).toBe("hidden");
    expect(selectUrl(snapshot())).toBeNull();
    expect(emitted).toEqual([]);
  });

  it("shows a stored link as it is (the host sanitizes it), even one the popover would not accept", () => {
    const { select, snapshot } = startPopover();
    select("javascript:alert(1)");
    expect(selectStatus(snapshot())).toBe("view");
    expect(selectUrl(snapshot())).toBe("javascript:alert(1)");
  });

  it("Escape hides the view without changing the link", () => {
    const { select, pressEscape, snapshot, emitted } = startPopover();
    select("https://example.com");
    pressEscape();
    expect(selectStatus(snapshot())).toBe("hidden");
    expect(emitted).toEqual([]);
  });

  it("close hides it from any state and applies nothing", () => {
    const { select, send, snapshot, emitted, type } = startPopover();
    send({ type: "linkPopover.close" });
    expect(selectStatus(snapshot())).toBe("hidden");
    select("https://example.com");
    send({ type: "linkPopover.close" });
    expect(selectStatus(snapshot())).toBe("hidden");
    send({ type: "linkPopover.insert" });
    type("example.org");
    send({ type: "linkPopover.close" });
    expect(selectStatus(snapshot())).toBe("hidden");
    expect(snapshot().context).toMatchObject({ url: null, draft: "", isNew: false, error: false });
    expect(emitted).toEqual([]);
  });

  it("Remove removes the link and hides", () => {
    const { select, send, snapshot, emitted } = startPopover();
    select("https://example.com");
    send({ type: "linkPopover.remove" });
    expect(selectStatus(snapshot())).toBe("hidden");
    expect(emitted).toEqual([{ type: "linkPopover.removeLink" }]);
  });

  it("edit and remove mean nothing while hidden", () => {
    const { send, snapshot, emitted } = startPopover();
    send({ type: "linkPopover.edit" });
    send({ type: "linkPopover.remove" });
    send({ type: "linkPopover.confirm" });
    send({ type: "linkPopover.cancel" });
    expect(selectStatus(snapshot())).toBe("hidden");
    expect(emitted).toEqual([]);
  });
});

describe("link popover: a new link", () => {
  it("Insert link opens the input at 'https://' (SPEC §5), remembering the link is new", () => {
    const { send, snapshot } = startPopover();
    send({ type: "linkPopover.insert" });
    expect(selectStatus(snapshot())).toBe("edit");
    expect(selectDraft(snapshot())).toBe("https://");
    expect(DEFAULT_LINK_URL).toBe("https://");
    expect(selectIsNew(snapshot())).toBe(true);
    expect(selectUrl(snapshot())).toBeNull();
  });

  it("Enter applies the normalized URL and shows it in the view", () => {
    const { send, type, pressEnter, snapshot, emitted } = startPopover();
    send({ type: "linkPopover.insert" });
    type("example.com/tour");
    pressEnter();
    expect(emitted).toEqual([{ type: "linkPopover.applyLink", url: "https://example.com/tour" }]);
    expect(selectStatus(snapshot())).toBe("view");
    expect(snapshot().context).toMatchObject({ url: "https://example.com/tour", draft: "", isNew: false, error: false });
  });

  it("Enter on the untouched 'https://' applies it: the SPEC accepts exactly https://", () => {
    const { send, pressEnter, emitted } = startPopover();
    send({ type: "linkPopover.insert" });
    pressEnter();
    expect(emitted).toEqual([{ type: "linkPopover.applyLink", url: "https://" }]);
  });

  it.each([[""], ["   "]])("Enter on an empty draft (%j) creates no link and hides", (draft) => {
    const { send, type, pressEnter, snapshot, emitted } = startPopover();
    send({ type: "linkPopover.insert" });
    type(draft);
    pressEnter();
    expect(selectStatus(snapshot())).toBe("hidden");
    expect(emitted).toEqual([]);
  });

  it("Escape hides, creating nothing", () => {
    const { send, type, pressEscape, snapshot, emitted } = startPopover();
    send({ type: "linkPopover.insert" });
    type("example.com");
    pressEscape();
    expect(selectStatus(snapshot())).toBe("hidden");
    expect(snapshot().context).toMatchObject({ url: null, draft: "", isNew: false });
    expect(emitted).toEqual([]);
  });
});

describe("link popover: editing an existing link", () => {
  it("Edit opens the input with the link's URL", () => {
    const { select, send, snapshot } = startPopover();
    select("https://example.com");
    send({ type: "linkPopover.edit" });
    expect(selectStatus(snapshot())).toBe("edit");
    expect(selectDraft(snapshot())).toBe("https://example.com");
    expect(selectIsNew(snapshot())).toBe(false);
    expect(selectUrl(snapshot())).toBe("https://example.com");
  });

  it("Insert link on a link edits that link instead of nesting a new one", () => {
    const { select, send, snapshot } = startPopover();
    select("https://example.com");
    send({ type: "linkPopover.insert" });
    expect(selectStatus(snapshot())).toBe("edit");
    expect(selectDraft(snapshot())).toBe("https://example.com");
    expect(selectIsNew(snapshot())).toBe(false);
  });

  it("Enter applies the changed URL and shows it", () => {
    const { select, send, type, pressEnter, snapshot, emitted } = startPopover();
    select("https://example.com");
    send({ type: "linkPopover.edit" });
    type("https://example.org/new");
    pressEnter();
    expect(emitted).toEqual([{ type: "linkPopover.applyLink", url: "https://example.org/new" }]);
    expect(selectStatus(snapshot())).toBe("view");
    expect(selectUrl(snapshot())).toBe("https://example.org/new");
  });

  it("Enter on an emptied draft removes the link", () => {
    const { select, send, type, pressEnter, snapshot, emitted } = startPopover();
    select("https://example.com");
    send({ type: "linkPopover.edit" });
    type(" ");
    pressEnter();
    expect(selectStatus(snapshot())).toBe("hidden");
    expect(emitted).toEqual([{ type: "linkPopover.removeLink" }]);
  });

  it.each([["https://example.com"], ["/music"], ["tel:+15551234567"]])(
    "Enter on the unchanged link %j goes back to the view and applies nothing",
    (url) => {
      const { select, send, pressEnter, snapshot, emitted } = startPopover();
      select(url);
      send({ type: "linkPopover.edit" });
      pressEnter();
      expect(selectStatus(snapshot())).toBe("view");
      expect(selectUrl(snapshot())).toBe(url);
      expect(selectError(snapshot())).toBe(false);
      expect(emitted).toEqual([]);
    },
  );

  it("Escape goes back to the view with the link unchanged", () => {
    const { select, send, type, pressEscape, snapshot, emitted } = startPopover();
    select("https://example.com");
    send({ type: "linkPopover.edit" });
    type("https://example.org");
    pressEscape();
    expect(selectStatus(snapshot())).toBe("view");
    expect(snapshot().context).toMatchObject({ url: "https://example.com", draft: "", isNew: false, error: false });
    expect(emitted).toEqual([]);
  });
});

describe("link popover: what Enter applies", () => {
  it.each([
    ["example.com", "https://example.com"],
    ["www.x.io/a?b=c#d", "https://www.x.io/a?b=c#d"],
    ["  example.com  ", "https://example.com"],
    ["http://example.com", "http://example.com"],
    ["HTTPS://EXAMPLE.COM", "HTTPS://EXAMPLE.COM"],
    ["fan@example.com", "mailto:fan@example.com"],
    ["mailto:fan@example.com", "mailto:fan@example.com"],
  ])("%j is applied as %j", (typed, applied) => {
    const { send, type, pressEnter, emitted } = startPopover();
    send({ type: "linkPopover.insert" });
    type(typed);
    pressEnter();
    expect(emitted).toEqual([{ type: "linkPopover.applyLink", url: applied }]);
  });

  it.each([["javascript:alert(1)"], ["data:text/html,hi"], ["not a url"], ["tel:+15551234567"]])(
    "%j is not applied: the input stays open and shows the error until the draft changes",
    (typed) => {
      const { send, type, pressEnter, snapshot, emitted } = startPopover();
      send({ type: "linkPopover.insert" });
      type(typed);
      pressEnter();
      expect(selectStatus(snapshot())).toBe("edit");
      expect(selectError(snapshot())).toBe(true);
      expect(selectDraft(snapshot())).toBe(typed);
      expect(emitted).toEqual([]);
      type("example.com");
      expect(selectError(snapshot())).toBe(false);
      pressEnter();
      expect(emitted).toEqual([{ type: "linkPopover.applyLink", url: "https://example.com" }]);
    },
  );

  it("an error on an existing link is cleared by Escape", () => {
    const { select, send, type, pressEnter, pressEscape, snapshot } = startPopover();
    select("https://example.com");
    send({ type: "linkPopover.edit" });
    type("not a url");
    pressEnter();
    expect(selectError(snapshot())).toBe(true);
    pressEscape();
    expect(selectStatus(snapshot())).toBe("view");
    expect(selectError(snapshot())).toBe(false);
  });
});

describe("link popover: a read-only editor never edits", () => {
  it("refuses Insert link when created read-only", () => {
    const { send, snapshot } = startPopover({ editable: false });
    expect(selectCanEdit(snapshot())).toBe(false);
    send({ type: "linkPopover.insert" });
    expect(selectStatus(snapshot())).toBe("hidden");
  });

  it("shows the link but refuses Edit, Insert link and Remove", () => {
    const { select, send, snapshot, emitted } = startPopover();
    select("https://example.com", false);
    expect(selectStatus(snapshot())).toBe("view");
    expect(selectCanEdit(snapshot())).toBe(false);
    send({ type: "linkPopover.edit" });
    send({ type: "linkPopover.insert" });
    send({ type: "linkPopover.remove" });
    expect(selectStatus(snapshot())).toBe("view");
    expect(emitted).toEqual([]);
  });

  it("refuses Insert link once the host reports the editor read-only while hidden", () => {
    const { select, send, snapshot } = startPopover();
    select(null, false);
    send({ type: "linkPopover.insert" });
    expect(selectStatus(snapshot())).toBe("hidden");
    select(null, true);
    send({ type: "linkPopover.insert" });
    expect(selectStatus(snapshot())).toBe("edit");
  });

  it("leaves the input when the editor turns read-only, applying nothing", () => {
    const existing = startPopover();
    existing.select("https://example.com");
    existing.send({ type: "linkPopover.edit" });
    existing.type("example.org");
    existing.select("https://example.com", false);
    expect(selectStatus(existing.snapshot())).toBe("view");
    expect(existing.snapshot().context).toMatchObject({ url: "https://example.com", draft: "", editable: false });

    const created = startPopover();
    created.send({ type: "linkPopover.insert" });
    created.select(null, false);
    expect(selectStatus(created.snapshot())).toBe("hidden");
    expect(existing.emitted).toEqual([]);
    expect(created.emitted).toEqual([]);
  });

  it("keeps the draft through selection changes while the editor stays editable (focus moving into the input)", () => {
    const { send, type, select, snapshot } = startPopover();
    send({ type: "linkPopover.insert" });
    type("example.com");
    select(null);
    select("https://other.example");
    expect(selectStatus(snapshot())).toBe("edit");
    expect(selectDraft(snapshot())).toBe("example.com");
    expect(selectIsNew(snapshot())).toBe(true);
  });
});

describe("link popover: any sequence of events", () => {
  const text = fc.oneof(
    fc.constantFrom("", " ", "https://", "example.com", "a@b.co", "mailto:a@b.co", "javascript:alert(1)", "data:,x", "not a url", "/music"),
    fc.string(),
    fc.webUrl(),
  );
  const command = (type: Exclude<LinkPopoverEvent, { url: unknown } | { value: unknown }>["type"]) =>
    fc.constant<LinkPopoverEvent>({ type });
  // Weighted so that most runs open the input, type something and press Enter.
  const event: fc.Arbitrary<LinkPopoverEvent> = fc.oneof(
    {
      arbitrary: fc.record({
        type: fc.constant("linkPopover.selectionChanged" as const),
        url: fc.option(text, { nil: null }),
        editable: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
      }),
      weight: 2,
    },
    { arbitrary: fc.record({ type: fc.constant("linkPopover.change" as const), value: text }), weight: 3 },
    { arbitrary: command("linkPopover.insert"), weight: 2 },
    { arbitrary: command("linkPopover.edit"), weight: 2 },
    { arbitrary: command("linkPopover.confirm"), weight: 3 },
    { arbitrary: command("linkPopover.cancel"), weight: 1 },
    { arbitrary: command("linkPopover.remove"), weight: 1 },
    { arbitrary: command("linkPopover.close"), weight: 1 },
  );

  it("stays hidden, view or edit, edits only when editable, and applies only acceptable, non-empty, normalized URLs", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.array(event, { maxLength: 40, size: "medium" }), (editable, events) => {
        const { send, snapshot, emitted } = startPopover({ editable });
        let lastEditable = editable;
        for (const next of events) {
          const before = snapshot();
          const emittedBefore = emitted.length;
          send(next);
          const after = snapshot();
          if (next.type === "linkPopover.selectionChanged") lastEditable = next.editable;

          expect(["hidden", "view", "edit"]).toContain(selectStatus(after));
          if (!lastEditable) expect(selectStatus(after)).not.toBe("edit");
          if (selectStatus(after) !== "edit") expect(after.context).toMatchObject({ draft: "", isNew: false, error: false });
          if (selectStatus(after) === "hidden") expect(selectUrl(after)).toBeNull();

          const news = emitted.slice(emittedBefore);
          expect(news.length).toBeLessThanOrEqual(1);
          for (const out of news) {
            expect(before.context.editable).toBe(true);
            if (out.type === "linkPopover.removeLink") {
              // Only an existing link is removed: Remove in the view, or Enter on its emptied draft.
              const fromView = next.type === "linkPopover.remove" && selectStatus(before) === "view";
              const fromEdit = next.type === "linkPopover.confirm" && selectStatus(before) === "edit" && !before.context.isNew;
              expect(fromView || fromEdit).toBe(true);
              continue;
            }
            expect(next.type).toBe("linkPopover.confirm");
            expect(selectStatus(before)).toBe("edit");
            expect(out.url).not.toBe("");
            expect(isAcceptableLinkUrl(out.url)).toBe(true);
            expect(normalizeLinkUrl(out.url)).toBe(out.url);
            expect(out.url).toBe(normalizeLinkUrl(before.context.draft.trim()));
            expect(selectUrl(after)).toBe(out.url);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
