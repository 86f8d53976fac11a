import type { ComponentType } from "react";
import type { EditKind, FieldEdit } from "../../runtime/history";
import type { EmailListSummary } from "../../schema/api/emailLists";
import type { VideoWebCopy } from "../../schema/api/videos";
import type { BlockNodeOf, BlockType, ResolvedPropsOf, StoredPropsOf } from "../../schema/page";
import type { RichText } from "../../schema/richText/index";
import type { HeaderLink } from "../../schema/site";

/** How history treats a field's edit (SPEC §9, `runtime/history.ts`): text and slider bursts fold, a choice is its own step. */
export type { EditKind, FieldEdit };

/** A page of the site, as a link target. */
export interface SitePage {
  readonly path: string;
  readonly title: string;
}

/** One of the artist's email lists, for the Email-list block. */
export type EmailListOption = EmailListSummary;

export type MediaKind = "image" | "video";

/** How an uploaded video's web copy stands, as the server says (issue 39). */
export type { VideoWebCopy };

/** The server's making of videos' web copies, for the Video block's settings. */
export interface VideoWebCopies {
  /** Asks for it: queued the first time (a failed one again when `retry`); how it stands. */
  request(video: string, retry?: boolean): Promise<VideoWebCopy>;
  status(video: string): Promise<VideoWebCopy>;
}

/** One of the artist's published releases, for the Countdown block. */
export interface ReleaseOption {
  readonly id: string;
  readonly title: string;
  readonly releasedAt?: string;
}

/** One of the artist's upcoming events, for the Countdown block. */
export interface EventOption {
  readonly id: string;
  readonly title: string;
  readonly dateTime: string;
  readonly timeZone: string;
}

/** What a settings panel gives the rich-text editor it shows for a rich-text prop. */
export interface RichTextFieldProps {
  readonly label: string;
  readonly value: RichText;
  /** Each change of the text, to be stored as an edit of kind "session" (one history step per editing session). */
  onChange(value: RichText): void;
  /** A character limit, shown by the counter (the email editor's 500). */
  readonly maxLength?: number;
}

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
  /** The artist's published releases, asked for by the panel that offers them (absent where there are none to offer: emails). */
  listReleases?(): Promise<readonly ReleaseOption[]>;
  /** The artist's upcoming events, likewise. */
  listEvents?(): Promise<readonly EventOption[]>;
  /** Asks for an uploaded video's web copy and reads how it goes (the Video block); absent where none is made (emails). */
  readonly videoWebCopies?: VideoWebCopies;
  /**
   * The studio's rich-text editor, loaded on demand. Handed to panels rather than imported, since
   * blocks never import the editor (DESIGN.md's dependency direction); it ends its history step when left.
   */
  readonly RichTextField: ComponentType<RichTextFieldProps>;
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
