import { type ComponentType, useState } from "react";
import { definitionOf } from "../../runtime/blockRegistry";
import { resolveProps } from "../../runtime/resolveProps";
import type { BlockNode } from "../../schema/page";
import { plainTextOf, richTextFromPlainText } from "../../schema/richText/plainText";
import type { HeaderLink } from "../../schema/site";
import { siteBlocks } from "../registry";
import type {
  EmailListOption,
  EventOption,
  FieldEdit,
  MediaKind,
  ReleaseOption,
  RichTextFieldProps,
  SitePage,
  VideoWebCopies,
} from "./types";

/** What a test gives a panel besides the node; the defaults are empty lists and a picker that picks nothing. */
export interface PanelHostOptions {
  readonly pages?: readonly SitePage[];
  readonly links?: readonly HeaderLink[];
  readonly emailLists?: readonly EmailListOption[];
  readonly pickMedia?: (type: MediaKind) => Promise<string | null>;
  readonly listReleases?: () => Promise<readonly ReleaseOption[]>;
  readonly listEvents?: () => Promise<readonly EventOption[]>;
  readonly videoWebCopies?: VideoWebCopies;
  /** Told of every edit, before the host applies it. */
  readonly onChange: (patch: Record<string, unknown>, field: FieldEdit) => void;
}

// Each panel takes its own block's props; a test host shows any of them.
type AnyPanel = ComponentType<{
  node: BlockNode;
  props: Record<string, unknown>;
  onChange(patch: Record<string, unknown>, field: FieldEdit): void;
  pages: readonly SitePage[];
  links: readonly HeaderLink[];
  emailLists: readonly EmailListOption[];
  pickMedia(type: MediaKind): Promise<string | null>;
  listReleases?(): Promise<readonly ReleaseOption[]>;
  listEvents?(): Promise<readonly EventOption[]>;
  videoWebCopies?: VideoWebCopies;
  RichTextField: ComponentType<RichTextFieldProps>;
}>;

/**
 * The rich-text editor's stand-in in panel tests (the real one is the studio's, which blocks never
 * import): the text's lines in a textarea, each change sent as rich text a paragraph a line.
 */
export function PlainRichTextField({ label, value, onChange }: RichTextFieldProps) {
  return (
    <label>
      {label}
      <textarea value={plainTextOf(value)} onChange={(event) => onChange(richTextFromPlainText(event.target.value))} />
    </label>
  );
}

/**
 * A stand-in for the editor in panel tests: shows a settings panel for a node and applies each
 * edit to the node (a prop set to undefined is removed), as the editor's store does.
 */
export function PanelHost({
  Panel,
  node,
  options,
}: {
  readonly Panel: unknown;
  readonly node: BlockNode;
  readonly options: PanelHostOptions;
}) {
  const [current, setCurrent] = useState(node);
  const definition = definitionOf(siteBlocks, current.type);
  if (!definition) throw new Error(`Unknown block type ${current.type}`);
  const Shown = Panel as AnyPanel;
  return (
    <Shown
      node={current}
      props={resolveProps(definition, current.props)}
      pages={options.pages ?? []}
      links={options.links ?? []}
      emailLists={options.emailLists ?? []}
      pickMedia={options.pickMedia ?? (() => Promise.resolve(null))}
      {...(options.listReleases ? { listReleases: options.listReleases } : {})}
      {...(options.listEvents ? { listEvents: options.listEvents } : {})}
      {...(options.videoWebCopies ? { videoWebCopies: options.videoWebCopies } : {})}
      RichTextField={PlainRichTextField}
      onChange={(patch, field) => {
        options.onChange(patch, field);
        setCurrent((previous) => {
          const props: Record<string, unknown> = { ...previous.props };
          for (const [name, value] of Object.entries(patch)) {
            if (value === undefined) delete props[name];
            else props[name] = value;
          }
          return { ...previous, props } as BlockNode;
        });
      }}
    />
  );
}
