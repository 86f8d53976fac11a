import { EMAIL_FONT_STACKS, type EmailBlockNode, type EmailDocument, type StoredEmailSettings } from "../schema/email/document";
import { richTextFromPlainText } from "../schema/richText/plainText";
import type { ThemeSettings } from "../schema/site";
import { CURRENT_EMAIL_SCHEMA_VERSION } from "../schema/version";

/** What a new email starts from (issue 16): blank, or one of three starters. */
export const EMAIL_STARTERS = ["blank", "announcement", "new-release", "tour-dates"] as const;
export type EmailStarter = (typeof EMAIL_STARTERS)[number];

export const STARTER_LABELS: Readonly<Record<EmailStarter, string>> = {
  blank: "Blank",
  announcement: "Announcement",
  "new-release": "New release",
  "tour-dates": "Tour dates",
};

/**
 * The email's settings from the site's theme (issue 16: 'A new email starts from the site's
 * theme'): its background behind the body, its text colour, its primary colour for links, its
 * corner radius for buttons, and the web-safe stack that starts with its font when there is one.
 */
export function settingsFromTheme(theme: ThemeSettings | undefined): StoredEmailSettings {
  const colors = theme?.colors ?? {};
  const font = (theme?.fontFamily ?? "Arial").toLowerCase();
  const fontFamily = EMAIL_FONT_STACKS.find((stack) => stack.replace(/'/g, "").toLowerCase().startsWith(font)) ?? EMAIL_FONT_STACKS[0];
  return {
    backdropColor: colors.background ?? "#1c1d29",
    canvasColor: "#ffffff",
    textColor: "#000000",
    linkColor: colors.primary ?? "#1d4ed8",
    fontFamily,
    buttonRadius: Math.min(48, Math.round(theme?.cornerRadius ?? 4)),
  };
}

const text = (id: string, words: string, fontSize?: number): EmailBlockNode => ({
  id,
  type: "Text",
  props: { content: richTextFromPlainText(words), ...(fontSize ? { fontSize } : {}) },
});

/** The sample dates a Tour dates email shows when the artist has no upcoming event yet. */
const SAMPLE_TOUR_DATES = ["12 March · Lisbon", "14 March · Madrid", "18 March · Paris", "21 March · Berlin"];

/** The blocks each starter begins with; a Tour dates email lists `tourDates` (the artist's next events) when there are any. */
function starterBlocks(
  starter: EmailStarter,
  colors: { primary: string; onPrimary: string },
  tourDates: readonly string[] = [],
): EmailBlockNode[] {
  const button = (id: string, title: string, link: string): EmailBlockNode => ({
    id,
    type: "Button",
    props: { title, link, backgroundColor: colors.primary, color: colors.onPrimary },
  });
  switch (starter) {
    case "blank":
      return [text("text-1", "Click here and edit the content from the right side panel")];
    case "announcement":
      return [
        text("headline", "Big news", 28),
        text("body", "Tell your fans what is happening, in a few short lines."),
        button("cta", "Read more", "/"),
      ];
    case "new-release":
      return [
        { id: "cover", type: "Image", props: { alt: "The new release's cover", width: 400 } },
        text("headline", "Out now", 28),
        text("body", "A few words about the new record: how it was made, and what it means to you."),
        button("listen", "Listen now", "/music"),
      ];
    case "tour-dates": {
      const dates = tourDates.length > 0 ? tourDates : SAMPLE_TOUR_DATES;
      const half = Math.ceil(dates.length / 2);
      return [
        text("headline", "On tour", 28),
        {
          id: "dates",
          type: "Columns",
          props: { layout: "1:1" },
          children: [
            { id: "dates-left", type: "Column", props: {}, children: [text("date-1", dates.slice(0, half).join("\n"))] },
            { id: "dates-right", type: "Column", props: {}, children: [text("date-2", dates.slice(half).join("\n"))] },
          ],
        },
        { id: "rule", type: "Divider", props: {} },
        button("tickets", "Get tickets", "/"),
      ];
    }
  }
}

/** A new email document: the starter's blocks under the root container, settings from the theme. */
export function newEmailDocument(options: {
  id: string;
  title: string;
  starter: EmailStarter;
  theme?: ThemeSettings;
  /** The artist's next dates, for a Tour dates email (`tourDateLines`). */
  tourDates?: readonly string[];
}): EmailDocument {
  const settings = settingsFromTheme(options.theme);
  return {
    schemaVersion: CURRENT_EMAIL_SCHEMA_VERSION,
    kind: "email",
    id: options.id,
    title: options.title,
    settings,
    root: {
      id: "root",
      type: "Container",
      props: {},
      children: starterBlocks(
        options.starter,
        {
          primary: options.theme?.colors?.primary ?? "#1c1d29",
          onPrimary: options.theme?.colors?.textPrimary ?? "#ffffff",
        },
        options.tourDates,
      ),
    },
  };
}
