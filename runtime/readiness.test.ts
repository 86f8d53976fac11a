import { describe, expect, it } from "vitest";
import { siteBlocks } from "../blocks/registry";
import { unreadyBlocks } from "./readiness";
import type { TreeNode } from "./treeNode";

const page: TreeNode = {
  id: "root",
  type: "Container",
  props: {},
  children: [
    { id: "b1", type: "Button", props: { text: "Listen" } },
    {
      id: "c1",
      type: "Container",
      props: {},
      children: [
        { id: "m1", type: "MembershipSection", props: {} },
        { id: "e1", type: "EmailList", props: { emailListId: "gone" } },
      ],
    },
    { id: "b2", type: "Button", props: { text: "Music", link: "/music" } },
    { id: "e2", type: "EmailList", props: { emailListId: "news" } },
  ],
};

describe("blocks not ready for fans (issue 34)", () => {
  it("are named in reading order, each with why", () => {
    expect(unreadyBlocks(page, siteBlocks, { emailListIds: ["news"], joinableTiers: 0 })).toEqual([
      { id: "b1", label: "Button", problem: "It has no link: choose where it goes." },
      { id: "m1", label: "Membership Section", problem: "There is no membership tier for fans to join: add one under Memberships." },
      { id: "e1", label: "Email List", problem: "Its email list was deleted: choose another." },
    ]);
  });

  it("skip what the editor could not read rather than guess", () => {
    expect(unreadyBlocks(page, siteBlocks, { emailListIds: null, joinableTiers: null }).map((block) => block.id)).toEqual(["b1"]);
  });
});
