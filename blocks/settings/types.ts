import type { EmailListSummary } from "../../schema/api/emailLists";
import type { BlockNodeOf, BlockType, ResolvedPropsOf, StoredPropsOf } from "../../schema/page";
import type { HeaderLink } from "../../schema/site";

/**
 * How history treats an edit (SPEC §9): `text` (typing, number inputs) folds a 500 ms burst into
 * one undo step, `slider` a 1000 ms one, `choice` (a select, radio, toggle, picked media) is its own step.
 */
export type EditKind = "text" | "slider" | "choice";

/** Which field an edit came from, so the host can fold a burst of edits to it into one step. */
export interface FieldEdit {
  readonly key: string;
  readonly kind: EditKind;
}

/** A page of the site, as a link target. */
export interface SitePage {
  readonly path: string;
  readonly title: string;
}

/** One of the artist's email lists, for the Email-list block. */
export type EmailListOption = EmailListSummary;

export type MediaKind = "image" | "video";

/**
 * What the editor gives a block's settings panel. The panel is controlled: it shows `props` (the
 * node's props over the schema's defaults) and reports each edit through `onChange`; a prop set to
 * `undefined` is removed, so its default (or the theme's value) applies again.
 */
export interface SettingsPanelProps<T extends BlockType> {
  readonly node: BlockNodeOf<T>;
  readonly props: ResolvedPropsOf<T>;
  onChange(patch: Record<string, unknown>, field: FieldEdit): void;
  readonly pages: readonly SitePage[];
  readonly links: readonly HeaderLink[];
  /** Opens the media picker; the chosen item's URL, or null when the picker was closed. */
  pickMedia(type: MediaKind): Promise<string | null>;
  readonly emailLists: readonly EmailListOption[];
}

/**
 * One setter per prop: `set("text", "text")` is a field's `onChange` that sends `{ text: value }`
 * as a text edit of the field `text`.
 *
 * @example <TextField label="Text" value={props.text} onChange={set("text", "text")} />
 */
export function propSetter<T extends BlockType, P = StoredPropsOf<T>>(onChange: SettingsPanelProps<T>["onChange"]) {
  return <K extends keyof P & string>(key: K, kind: EditKind) =>
    (value: P[K] | undefined): void => {
      const patch: Record<string, unknown> = {};
      patch[key] = value;
      onChange(patch, { key, kind });
    };
}
