/** What the artist publishes besides documents: posts with their captions, comments and polls, page polls and events. */
import type { SharedMessages } from "./entry";

/** The messages of content under the codes every part of the API shares (index.ts gathers them). */
export const CONTENT_MESSAGES = {
  bad_request: {
    emptyComment: "A comment cannot be empty.",
    unknownPollOption: "This poll has no such option.",
    pollOnlyForPolls: "A poll post has a question and options, and only a poll post has them.",
    postNeedsMedia: (kind: string) => `This post shows ${kind}: add one.`,
    captionRichContent:
      "A post's caption holds text, headings, lists, quotes and links; tables, equations, polls, drawings, images and embeds belong on a page.",
    captionTooLong: (max: number) => `A caption holds at most ${max.toLocaleString("en-US")} characters.`,
    richText: (problem: string) => problem,
    eventTime: "Give the event's time as localDateTime (the venue's clock, YYYY-MM-DDTHH:mm) or as dateTime (an instant), one of the two.",
    eventLocalTime: (local: string, zone: string) => `${local} is not a date and time in ${zone}.`,
    unknownTimeZone: (zone: string) => `"${zone}" is not a time zone this server knows; use an IANA name such as Europe/Berlin.`,
  },
  not_found: {
    post: "Post not found.",
    pagePoll: "This page has no such poll.",
    event: "Event not found.",
    comment: "Comment not found.",
  },
} as const satisfies SharedMessages;
