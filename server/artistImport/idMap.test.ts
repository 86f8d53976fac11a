import { describe, expect, it } from "vitest";
import { type IdMap, mapJson } from "./idMap";

/** An export's artist `old1` imported as `new1`, with one release and one media record. */
const map: IdMap = {
  profile: { from: "old1", to: "new1" },
  ids: new Map([
    ["releases", new Map([["rel1", "rel9"]])],
    ["media", new Map([["med1", "med9"]])],
  ]),
  linkedFans: new Set(),
};

describe("mapJson", () => {
  it("swaps ids in whole strings and in the site's own addresses, leaving words alone", () => {
    expect(mapJson(map, { release: "rel1", link: "/music/rel1", title: "rel1 and more", image: "/media/old1/upl1/cover.png" })).toEqual({
      release: "rel9",
      link: "/music/rel9",
      title: "rel1 and more",
      image: "/media/new1/upl1/cover.png",
    });
  });

  it("makes a full address of the artist's own media or records on the old server an address of the site, with the new ids", () => {
    expect(
      mapJson(map, [
        "https://lantern-coast.example/media/old1/upl1/cover.png",
        "http://localhost:4317/media/old1/upl2/live.jpg?w=640",
        "HTTPS://Lantern-Coast.Example:8443/media/old1/upl3/a.png",
        "https://lantern-coast.example/music/rel1",
        "https://old-platform.example/checkout?productId=rel1#buy",
      ]),
    ).toEqual([
      "/media/new1/upl1/cover.png",
      "/media/new1/upl2/live.jpg?w=640",
      "/media/new1/upl3/a.png",
      "/music/rel9",
      "/checkout?productId=rel9#buy",
    ]);
  });

  it("leaves every other address as it was: another artist's media, other sites, pages naming no exported id", () => {
    const kept = [
      "https://lantern-coast.example/media/someone2/upl1/cover.png",
      "https://cdn.example/old1/upl1/cover.png",
      "https://lantern-coast.example/music/rel2",
      "https://lantern-coast.example/about",
      "https://lantern-coast.example/media/old1",
      "/about",
      "mailto:hello@lantern-coast.example",
    ];
    expect(mapJson(map, kept)).toEqual(kept);
  });
});
