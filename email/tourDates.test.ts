import { describe, expect, it } from "vitest";
import { instantToZonedLocal } from "../runtime/time/zonedTime";
import type { Event } from "../schema/entities/events";
import { plainTextOf } from "../schema/richText/plainText";
import { newEmailDocument } from "./starters";
import { MAX_TOUR_DATES, tourDateLines } from "./tourDates";

const NOW = new Date("2027-03-01T12:00:00Z");

const event = (id: string, dateTime: string, city: string, timeZone = "Europe/Lisbon"): Event => ({
  id,
  title: `Show ${id}`,
  dateTime,
  localDateTime: instantToZonedLocal(dateTime, timeZone),
  timeZone,
  address: { name: `Venue ${id}`, street: "", zipCode: "", city, country: "" },
  actionLink: "",
  actionText: "",
});

describe("a Tour dates email's dates (issue 34)", () => {
  it("lists the artist's next events soonest first, on each venue's calendar, without past ones", () => {
    const events = [
      event("b", "2027-03-14T19:00:00Z", "Madrid", "Europe/Madrid"),
      event("past", "2027-02-20T19:00:00Z", "Porto"),
      // 23:30 on the 20th in Los Angeles is already the 21st in UTC: the venue's day is the one shown.
      event("c", "2027-03-21T06:30:00Z", "Los Angeles", "America/Los_Angeles"),
      event("a", "2027-03-12T20:00:00Z", "Lisbon"),
      event("d", "2027-03-25T20:00:00Z", "  "),
    ];
    expect(tourDateLines(events, NOW)).toEqual(["12 March · Lisbon", "14 March · Madrid", "20 March · Los Angeles", "25 March · Venue d"]);
  });

  it(`lists at most ${MAX_TOUR_DATES}`, () => {
    const events = Array.from({ length: 12 }, (_, index) => event(`e${index}`, `2027-04-${String(index + 10)}T20:00:00Z`, `City ${index}`));
    expect(tourDateLines(events, NOW)).toHaveLength(MAX_TOUR_DATES);
  });

  it("fill the starter's two columns, or samples when there are none", () => {
    const columnsText = (tourDates?: string[]) => {
      const document = newEmailDocument({ id: "e", title: "Tour", starter: "tour-dates", ...(tourDates ? { tourDates } : {}) });
      const columns = document.root.children?.find((block) => block.type === "Columns");
      return (columns?.children ?? []).map((column) => {
        const [textBlock] = column.children ?? [];
        return textBlock?.type === "Text" && textBlock.props.content ? plainTextOf(textBlock.props.content) : "";
      });
    };
    expect(columnsText(["12 March · Lisbon", "14 March · Madrid", "20 March · Los Angeles"])).toEqual([
      "12 March · Lisbon\n14 March · Madrid",
      "20 March · Los Angeles",
    ]);
    expect(columnsText()).toEqual(["12 March · Lisbon\n14 March · Madrid", "18 March · Paris\n21 March · Berlin"]);
  });
});
