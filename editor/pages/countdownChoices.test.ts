import { describe, expect, it, vi } from "vitest";
import type { ReleasePage } from "../../schema/api/releases";
import type { Event } from "../../schema/entities/events";
import { countdownChoices } from "./countdownChoices";

const NOW = Date.parse("2030-01-01T00:00:00Z");

function release(id: string, category: "Music" | "Merch", releasedAt?: string) {
  return { id, title: `Release ${id}`, category, ...(releasedAt ? { releasedAt } : {}) } as ReleasePage["data"][number];
}

function event(id: string, dateTime: string): Event {
  return {
    id,
    title: `Show ${id}`,
    dateTime,
    localDateTime: dateTime.slice(0, 16),
    timeZone: "UTC",
    address: { name: "", street: "", zipCode: "", city: "", country: "" },
    actionLink: "",
    actionText: "",
  };
}

describe("countdownChoices", () => {
  it("offers the artist's published music, asking the studio for published releases only", async () => {
    const listReleases = vi.fn(async () => ({
      total: 3,
      data: [release("r1", "Music", "2031-01-01T00:00:00.000Z"), release("m1", "Merch"), release("r2", "Music")],
    }));
    const choices = countdownChoices("artist-1", { listReleases, listEvents: vi.fn() }, () => NOW);
    expect(await choices.listReleases()).toEqual([
      { id: "r1", title: "Release r1", releasedAt: "2031-01-01T00:00:00.000Z" },
      { id: "r2", title: "Release r2" },
    ]);
    expect(listReleases).toHaveBeenCalledWith("artist-1", { search: "", status: "published", offset: 0, limit: 100 });
  });

  it("offers the events still to come, not those that have begun", async () => {
    const listEvents = vi.fn(async () => [event("past", "2029-12-31T23:59:00Z"), event("next", "2030-01-02T20:00:00Z")]);
    const choices = countdownChoices("artist-1", { listReleases: vi.fn(), listEvents }, () => NOW);
    expect(await choices.listEvents()).toEqual([{ id: "next", title: "Show next", dateTime: "2030-01-02T20:00:00Z", timeZone: "UTC" }]);
    expect(listEvents).toHaveBeenCalledWith("artist-1");
  });
});
