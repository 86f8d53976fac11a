/**
 * The rich-text editor's link popover (SPEC §4 "Link popover: hidden, view, edit; Enter confirms,
 * Escape cancels", §5 Links): hidden; view, which shows the link under the caret with Edit and
 * Remove; edit, an input whose Enter confirms and Escape cancels. The machine knows nothing of
 * Lexical or the DOM: the host reports the selection and the buttons as events, and applies what
 * the machine emits (`linkPopover.applyLink`, `linkPopover.removeLink`) to the editor.
 *
 * WARNING: `selectUrl` is the link as stored. Show and open it through runtime's `sanitizeUrl`
 * (SPEC §5: any protocol other than http, https, mailto, sms and tel becomes a blank page); this
 * folder may not import runtime.
 *
 * @example
 * // In editor/ (React and Lexical):
 * const popover = useActorRef(linkPopoverMachine, { input: { editable: editor.isEditable() } });
 * useEffect(() => {
 *   const applied = popover.on("linkPopover.applyLink", ({ url }) => editor.dispatchCommand(TOGGLE_LINK_COMMAND, url));
 *   const removed = popover.on("linkPopover.removeLink", () => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null));
 *   return () => { applied.unsubscribe(); removed.unsubscribe(); };
 * }, [editor, popover]);
 * popover.send({ type: "linkPopover.selectionChanged", url: linkAtCaret, editable: editor.isEditable() });
 */
import { and, assertEvent, assign, emit, enqueueActions, not, type SnapshotFrom, setup } from "xstate";
import { LINK_PATTERN, linkSchema } from "../schema/common";

/** SPEC §5: what a new link's input starts with. */
export const DEFAULT_LINK_URL = "https://";

/** One label of a host name: letters (any script) and digits, with inner hyphens. */
const LABEL = String.raw`[\p{L}\p{N}][\p{L}\p{N}-]*`;
/** Whatever may follow a host: a path, query or fragment without white space, controls or backslashes (which browsers drop or reinterpret). */
const REST = String.raw`(?:[/?#][^\s\\\p{Cc}]*)?`;
const PORT = String.raw`(?::\d{1,5})?`;
/** A domain with a top-level name of letters, as typed without a scheme (`example.com`, `www.x.io`). */
const DOMAIN = String.raw`(?:${LABEL}\.)+\p{L}{2,63}`;
/** An e-mail address's local part: letters, digits and the few signs addresses use; no colon, so never a scheme. */
const EMAIL = String.raw`[\p{L}\p{N}.!#$%&'*+/=?^_{|}~-]+@${DOMAIN}`;

/**
 * `https://a.b/c?d#e`, `http://localhost:8080`: with a scheme, any host of one or more labels. No
 * `user:password@` part, which browsers warn about and which can dress one host up as another.
 */
const WEB_ADDRESS = new RegExp(String.raw`^https?://(?:${LABEL}\.)*${LABEL}${PORT}${REST}$`, "iu");
/** `example.com/x`, `www.x.io`: no scheme, so the host needs a dot and a top-level name. */
const BARE_WEB_ADDRESS = new RegExp(`^${DOMAIN}${PORT}${REST}$`, "iu");
const MAILTO_ADDRESS = new RegExp(String.raw`^mailto:${EMAIL}(?:\?[^\s\\\p{Cc}]*)?$`, "iu");
const BARE_EMAIL_ADDRESS = new RegExp(`^${EMAIL}$`, "iu");
/** A page of this site (`/music`, `/tour/dates#tickets`): one leading slash, never `//host`, no spaces or backslashes. */
const SITE_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;
/** The rich-text document's own rule for a link's `url` (schema/common.ts). */
const STORABLE_LINK = new RegExp(LINK_PATTERN);

/**
 * The URL a link gets when `url` is applied, or null when `url` is not accepted (SPEC §5: exactly
 * `https://`, or a web or e-mail address; and, as a Button's link does (issue 34), a path of the
 * artist's own site). A bare domain becomes `https://…` and a bare e-mail address `mailto:…`;
 * http(s) and mailto addresses and site paths stay as typed. The input is not trimmed: white
 * space anywhere refuses it. Whatever this returns is a valid stored link (schema `linkSchema`).
 *
 * @example
 * normalizeLinkUrl("example.com/tour") // "https://example.com/tour"
 * normalizeLinkUrl("fan@example.com") // "mailto:fan@example.com"
 * normalizeLinkUrl("javascript:alert(1)") // null
 */
export function normalizeLinkUrl(url: string): string | null {
  if (url === DEFAULT_LINK_URL) return url;
  // Checked first so that no pattern runs on an overlong string.
  if (url.length > linkSchema.maxLength) return null;
  let normalized: string;
  if (WEB_ADDRESS.test(url) || MAILTO_ADDRESS.test(url) || SITE_PATH.test(url)) normalized = url;
  else if (BARE_WEB_ADDRESS.test(url)) normalized = `https://${url}`;
  else if (BARE_EMAIL_ADDRESS.test(url)) normalized = `mailto:${url}`;
  else return null;
  // The browser must be able to open it too: a host the URL parser refuses (mixed scripts that
  // IDNA forbids, such as "https://ؠa.aa") matches the patterns but is no address.
  // A site path is read against a placeholder origin: the site's own address is the artist's.
  return normalized.length <= linkSchema.maxLength && STORABLE_LINK.test(normalized) && URL.canParse(normalized, "https://site.invalid")
    ? normalized
    : null;
}

/**
 * SPEC §5: whether the popover accepts `url` as a link: exactly `https://`, a web address (with
 * or without scheme), an e-mail address (with or without `mailto:`) or a path of the site. Refuses `javascript:`,
 * `data:` and every other scheme, blank or spaced text, and (by the SPEC's letter) `tel:` and `sms:`.
 *
 * @example isAcceptableLinkUrl("www.x.io") // true
 */
export function isAcceptableLinkUrl(url: string): boolean {
  return normalizeLinkUrl(url) !== null;
}

export interface LinkPopoverInput {
  /** Whether the editor is editable at start; true by default. A read-only editor never edits a link. */
  readonly editable?: boolean;
}

export interface LinkPopoverContext {
  /** The link being shown or edited, as stored; null when hidden or while creating a new link. */
  readonly url: string | null;
  /** The input's value while editing; "" otherwise. */
  readonly draft: string;
  /** While editing: true for a link being created (Insert link), false for an existing one. */
  readonly isNew: boolean;
  /** True when Enter was pressed on a draft that is not an acceptable link, until the draft changes. */
  readonly error: boolean;
  /** Whether the editor is editable, as the host last reported it. */
  readonly editable: boolean;
}

export type LinkPopoverEvent =
  /** The caret moved: `url` is the link it is in (null outside links). Shows or hides the popover; while editing, only a read-only editor ends the edit. */
  | { type: "linkPopover.selectionChanged"; url: string | null; editable: boolean }
  /** The toolbar's link button or Ctrl+K: edits a new link starting at `https://` (on a link already: edits that one). */
  | { type: "linkPopover.insert" }
  /** The view's Edit button. */
  | { type: "linkPopover.edit" }
  /** The input changed. */
  | { type: "linkPopover.change"; value: string }
  /** Enter in the input. */
  | { type: "linkPopover.confirm" }
  /** Escape: from edit back to the view (or hidden for a new link); from the view, hidden. */
  | { type: "linkPopover.cancel" }
  /** The view's Remove button. */
  | { type: "linkPopover.remove" }
  /** The popover lost focus or was dismissed: hidden, nothing applied. */
  | { type: "linkPopover.close" };

/** What the host applies to the editor, for `actor.on(...)`. */
export type LinkPopoverEmitted =
  /** Make the selection a link to `url` (already normalized, acceptable and never empty), or change the link's URL. */
  | { type: "linkPopover.applyLink"; url: string }
  /** Remove the link under the caret. */
  | { type: "linkPopover.removeLink" };

/** The state names, for `selectStatus`. */
export type LinkPopoverStatus = "hidden" | "view" | "edit";

const draftOf = (context: LinkPopoverContext): string => context.draft.trim();

export const linkPopoverMachine = setup({
  types: {
    context: {} as LinkPopoverContext,
    events: {} as LinkPopoverEvent,
    input: {} as LinkPopoverInput | undefined,
    emitted: {} as LinkPopoverEmitted,
  },
  actions: {
    /** Takes the link and the editability the host reported. */
    followSelection: assign(({ event }) => {
      assertEvent(event, "linkPopover.selectionChanged");
      return { url: event.url, editable: event.editable, draft: "", isNew: false, error: false };
    }),
    setEditable: assign(({ event }) => {
      assertEvent(event, "linkPopover.selectionChanged");
      return { editable: event.editable };
    }),
    forgetLink: assign({ url: null, draft: "", isNew: false, error: false }),
    startNewLink: assign({ url: null, draft: DEFAULT_LINK_URL, isNew: true, error: false }),
    startEditing: assign({ draft: ({ context }) => context.url ?? "", isNew: false, error: false }),
    stopEditing: assign({ draft: "", isNew: false, error: false }),
    changeDraft: assign(({ event }) => {
      assertEvent(event, "linkPopover.change");
      return { draft: event.value, error: false };
    }),
    showError: assign({ error: true }),
    /** Tells the host to link the selection to the normalized draft, and shows that link. */
    applyDraft: enqueueActions(({ context, enqueue }) => {
      const url = normalizeLinkUrl(draftOf(context));
      // N.B. The transition's guard has accepted the draft already; this keeps `null` out of the type.
      if (url === null) return;
      enqueue.emit({ type: "linkPopover.applyLink", url });
      enqueue.assign({ url, draft: "", isNew: false, error: false });
    }),
    emitRemoveLink: emit({ type: "linkPopover.removeLink" }),
  },
  guards: {
    isInLink: ({ event }) => event.type === "linkPopover.selectionChanged" && event.url !== null,
    isEditable: ({ context }) => context.editable,
    becameReadOnly: ({ event }) => event.type === "linkPopover.selectionChanged" && !event.editable,
    isNewLink: ({ context }) => context.isNew,
    /** SPEC §5: a link is applied only when its URL is non-empty. */
    isDraftEmpty: ({ context }) => draftOf(context) === "",
    /** Enter on an unchanged link changes nothing, so leaves no step in the editor's history. */
    isDraftUnchanged: ({ context }) => !context.isNew && draftOf(context) === context.url,
    isDraftAcceptable: ({ context }) => isAcceptableLinkUrl(draftOf(context)),
  },
}).createMachine({
  id: "linkPopover",
  initial: "hidden",
  context: ({ input }) => ({ url: null, draft: "", isNew: false, error: false, editable: input?.editable ?? true }),
  on: {
    "linkPopover.close": { target: ".hidden", actions: "forgetLink" },
  },
  states: {
    hidden: {
      on: {
        "linkPopover.selectionChanged": [{ guard: "isInLink", target: "view", actions: "followSelection" }, { actions: "setEditable" }],
        "linkPopover.insert": { guard: "isEditable", target: "edit", actions: "startNewLink" },
      },
    },
    /** Shows the link (sanitized by the host); Edit and Remove only in an editable editor. */
    view: {
      on: {
        "linkPopover.selectionChanged": [
          { guard: "isInLink", actions: "followSelection" },
          { target: "hidden", actions: "followSelection" },
        ],
        "linkPopover.edit": { guard: "isEditable", target: "edit", actions: "startEditing" },
        "linkPopover.insert": { guard: "isEditable", target: "edit", actions: "startEditing" },
        "linkPopover.remove": { guard: "isEditable", target: "hidden", actions: ["emitRemoveLink", "forgetLink"] },
        "linkPopover.cancel": { target: "hidden", actions: "forgetLink" },
      },
    },
    /** The input. Only an editable editor gets here, and it leaves as soon as the editor turns read-only. */
    edit: {
      on: {
        // N.B. Other selection changes are ignored: focus moving into the input must not drop the draft.
        "linkPopover.selectionChanged": [
          { guard: and(["becameReadOnly", "isInLink"]), target: "view", actions: "followSelection" },
          { guard: "becameReadOnly", target: "hidden", actions: "followSelection" },
        ],
        "linkPopover.change": { actions: "changeDraft" },
        "linkPopover.confirm": [
          // A new link with nothing typed is simply not created; an existing link emptied is removed.
          { guard: and(["isDraftEmpty", "isNewLink"]), target: "hidden", actions: "forgetLink" },
          { guard: "isDraftEmpty", target: "hidden", actions: ["emitRemoveLink", "forgetLink"] },
          { guard: "isDraftUnchanged", target: "view", actions: "stopEditing" },
          { guard: not("isDraftAcceptable"), actions: "showError" },
          { target: "view", actions: "applyDraft" },
        ],
        "linkPopover.cancel": [
          { guard: "isNewLink", target: "hidden", actions: "forgetLink" },
          { target: "view", actions: "stopEditing" },
        ],
      },
    },
  },
});

export type LinkPopoverSnapshot = SnapshotFrom<typeof linkPopoverMachine>;

export const selectStatus = (snapshot: LinkPopoverSnapshot): LinkPopoverStatus => snapshot.value;
/** WARNING: as stored, not sanitized; see the module comment. */
export const selectUrl = (snapshot: LinkPopoverSnapshot): string | null => snapshot.context.url;
export const selectDraft = (snapshot: LinkPopoverSnapshot): string => snapshot.context.draft;
export const selectIsNew = (snapshot: LinkPopoverSnapshot): boolean => snapshot.context.isNew;
/** The input shows as invalid. */
export const selectError = (snapshot: LinkPopoverSnapshot): boolean => snapshot.context.error;
/** The view offers Edit and Remove. */
export const selectCanEdit = (snapshot: LinkPopoverSnapshot): boolean => snapshot.context.editable;
