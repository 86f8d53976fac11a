// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StudioTier, TierInput } from "../../schema/api/tiers";
import { answerConfirm } from "../shell/confirmDialogTesting";
import { MembershipsWorkspace, type TiersApi } from "./MembershipsWorkspace";

afterEach(cleanup);

const profile = { id: "artist", name: "The Lantern Coast" } as never;
const editor = { email: "owner@example.com", profileId: "artist" } as never;

const tierOf = (
  id: string,
  { confirmFreeIncludesPaid: _confirmed, ...input }: TierInput,
  counts = { members: 0, posts: 0 },
): StudioTier => ({
  id,
  ...input,
  hidden: input.hidden ?? false,
  includesTierIds: input.includesTierIds ?? [],
  benefits: input.benefits.map((benefit, index) => ({ id: benefit.id ?? `${id}-b${index}`, title: benefit.title })),
  ...counts,
});

/** A tiers API in memory: a tier with members refuses deletion as the server does. */
function fakeTiers(initial: StudioTier[]) {
  let tiers = [...initial];
  const api: TiersApi = {
    listTiers: vi.fn(async () => [...tiers]),
    createTier: vi.fn(async (_profileId: string, input: TierInput) => {
      const tier = tierOf(`t${tiers.length + 1}`, input);
      tiers.push(tier);
      return tier;
    }),
    updateTier: vi.fn(async (_profileId: string, id: string, input: TierInput) => {
      const old = tiers.find((tier) => tier.id === id) as StudioTier;
      const tier = tierOf(id, input, { members: old.members, posts: old.posts });
      tiers = tiers.map((candidate) => (candidate.id === id ? tier : candidate));
      return tier;
    }),
    orderTiers: vi.fn(async (_profileId: string, ids: readonly string[]) => {
      tiers = ids.map((id) => tiers.find((tier) => tier.id === id) as StudioTier);
      return tiers;
    }),
    deleteTier: vi.fn(async (_profileId: string, id: string) => {
      const tier = tiers.find((candidate) => candidate.id === id) as StudioTier;
      if (tier.members > 0)
        throw Object.assign(new Error(`This tier has ${tier.members} members: hide it instead, and they keep it.`), { status: 409 });
      tiers = tiers.filter((candidate) => candidate.id !== id);
      return { ok: true as const };
    }),
  };
  return api;
}

const base: TierInput = {
  name: "",
  priceMonthly: null,
  priceYearly: null,
  payWhatYouWant: false,
  payWhatYouWantMinimum: null,
  benefits: [],
};

function renderTiers(api: TiersApi) {
  render(<MembershipsWorkspace profile={profile} editor={editor} logOut={() => {}} setBeforeLeave={() => {}} api={api} />);
}

describe("the studio's Memberships section", () => {
  it("lists tiers with prices, members and posts, changes a price, and moves a tier", async () => {
    const api = fakeTiers([
      tierOf("listener", { ...base, name: "Listener" }, { members: 12, posts: 0 }),
      tierOf("backstage", { ...base, name: "Backstage", priceMonthly: 5, priceYearly: 50 }, { members: 1, posts: 2 }),
    ]);
    renderTiers(api);
    const list = await screen.findByRole("list", { name: "Your tiers" });
    expect(within(list).getByText("Free · 12 members · 0 posts")).toBeTruthy();
    expect(within(list).getByText("$5/Mo · $50/Yr · 1 member · 2 posts")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Edit Backstage" }));
    const form = screen.getByRole("form", { name: "Edit Backstage" });
    fireEvent.change(within(form).getByLabelText("Monthly price ($)"), { target: { value: "7.50" } });
    fireEvent.click(within(form).getByRole("button", { name: "Add benefit" }));
    fireEvent.change(within(form).getByLabelText("Benefit 1"), { target: { value: "Soundcheck visits" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save tier" }));
    expect(await screen.findByText("$7.50/Mo · $50/Yr · 1 member · 2 posts")).toBeTruthy();
    expect(vi.mocked(api.updateTier).mock.calls[0]?.[2]).toMatchObject({ priceMonthly: 7.5, benefits: [{ title: "Soundcheck visits" }] });

    fireEvent.click(screen.getByRole("button", { name: "Move Backstage up" }));
    await waitFor(() => expect(api.orderTiers).toHaveBeenCalledWith("artist", ["backstage", "listener"]));
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Your tiers" })).getAllByRole("listitem")[0]?.textContent).toContain("Backstage"),
    );
  });

  it("shows the server's refusal to delete a tier that has members", async () => {
    renderTiers(fakeTiers([tierOf("listener", { ...base, name: "Listener" }, { members: 12, posts: 0 })]));
    fireEvent.click(await screen.findByRole("button", { name: "Delete Listener" }));
    await answerConfirm({
      title: "Delete this tier?",
      message: 'Delete the tier "Listener"? This cannot be undone.',
      button: "Delete tier",
    });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The tier was not deleted: This tier has 12 members: hide it instead, and they keep it.",
    );
  });
});

describe("a tier's includes (issue 30)", () => {
  const threeTiers = () =>
    fakeTiers([
      tierOf("listener", { ...base, name: "Listener" }),
      tierOf("supporter", { ...base, name: "Supporter", priceMonthly: 5, includesTierIds: ["listener"] }),
      tierOf("inner", { ...base, name: "Inner Circle", priceMonthly: 10 }),
    ]);
  const box = (form: HTMLElement, name: string) =>
    within(within(form).getByRole("group", { name: "Includes the posts of…" })).getByRole("checkbox", { name }) as HTMLInputElement;

  it("are shown for each tier, and pre-ticked on a new tier for the tiers cheaper than its price", async () => {
    const api = threeTiers();
    renderTiers(api);
    const chips = (tier: string) =>
      within(screen.getByRole("list", { name: `Tiers whose posts ${tier} includes` }))
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    expect((await screen.findByRole("list", { name: "Tiers whose posts Supporter includes" })).closest("div")?.textContent).toBe(
      "Includes the posts of Listener",
    );
    expect(chips("Supporter")).toEqual(["Listener"]);
    expect(screen.getAllByText("Its members read its own posts only")).toHaveLength(2);

    fireEvent.click(screen.getByRole("button", { name: "Add tier" }));
    const form = screen.getByRole("form", { name: "New tier" });
    // Free as long as no price is typed: nothing is cheaper.
    expect([box(form, "Listener").checked, box(form, "Supporter").checked]).toEqual([false, false]);
    fireEvent.change(within(form).getByLabelText("Name"), { target: { value: "Patron" } });
    fireEvent.change(within(form).getByLabelText("Monthly price ($)"), { target: { value: "7" } });
    expect([box(form, "Listener").checked, box(form, "Supporter").checked, box(form, "Inner Circle").checked]).toEqual([true, true, false]);
    // Once the artist ticks, the ticks are theirs.
    fireEvent.click(box(form, "Listener"));
    fireEvent.change(within(form).getByLabelText("Monthly price ($)"), { target: { value: "20" } });
    expect([box(form, "Listener").checked, box(form, "Inner Circle").checked]).toEqual([false, false]);
    fireEvent.click(within(form).getByRole("button", { name: "Save tier" }));
    await waitFor(() => expect(api.createTier).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.createTier).mock.calls[0]?.[1]).toMatchObject({ name: "Patron", includesTierIds: ["supporter"] });
    expect(vi.mocked(api.createTier).mock.calls[0]?.[1]).not.toHaveProperty("confirmFreeIncludesPaid");
  });

  it("ask the artist to type the paid tier's name before a free tier includes it", async () => {
    const api = threeTiers();
    renderTiers(api);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Listener" }));
    const form = screen.getByRole("form", { name: "Edit Listener" });
    fireEvent.click(box(form, "Inner Circle"));
    const dialog = screen.getByRole("dialog", { name: "Let free members read Inner Circle's posts?" });
    expect(dialog.textContent).toContain(
      "Listener is free. If it includes Inner Circle, everyone who joins Listener reads Inner Circle's members-only posts and opens their files, without paying.",
    );
    expect(box(form, "Inner Circle").checked).toBe(false);
    const confirm = within(dialog).getByRole("button", { name: "Let free members read them" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Type Inner Circle to confirm"), { target: { value: "Inner" } });
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText("Type Inner Circle to confirm"), { target: { value: " inner circle " } });
    fireEvent.click(confirm);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(box(form, "Inner Circle").checked).toBe(true);

    // Keeping a second one unticked leaves it out.
    fireEvent.click(box(form, "Supporter"));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Keep it unticked" }));
    expect(box(form, "Supporter").checked).toBe(false);

    fireEvent.click(within(form).getByRole("button", { name: "Save tier" }));
    await waitFor(() => expect(api.updateTier).toHaveBeenCalledTimes(1));
    expect(vi.mocked(api.updateTier).mock.calls[0]?.[2]).toMatchObject({ includesTierIds: ["inner"], confirmFreeIncludesPaid: true });
    expect(
      within(await screen.findByRole("list", { name: "Tiers whose posts Listener includes" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Inner Circle"]);
  });

  it("shows up to three included tiers as chips, then '+ N more' (SPEC §9)", async () => {
    const names = ["Listener", "Supporter", "Inner Circle", "Backstage", "Crew"];
    const others = names.map((name, index) => tierOf(`t${index}`, { ...base, name, priceMonthly: index + 1 }));
    renderTiers(
      fakeTiers([
        ...others,
        tierOf("all", { ...base, name: "All Access", priceMonthly: 20, includesTierIds: others.map((tier) => tier.id) }),
      ]),
    );
    const list = await screen.findByRole("list", { name: "Tiers whose posts All Access includes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Listener", "Supporter", "Inner Circle", "+ 2 more"]);
    fireEvent.click(within(list).getByRole("button", { name: "+ 2 more" }));
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(names);
  });

  it("refuse to save a tier made free while it includes a paid tier nobody confirmed", async () => {
    const api = threeTiers();
    renderTiers(api);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Supporter" }));
    const form = screen.getByRole("form", { name: "Edit Supporter" });
    fireEvent.click(box(form, "Inner Circle"));
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.change(within(form).getByLabelText("Monthly price ($)"), { target: { value: "" } });
    fireEvent.click(within(form).getByRole("button", { name: "Save tier" }));
    expect((await within(form).findByRole("alert")).textContent).toBe(
      "This tier is free: untick Inner Circle, or tick it again and confirm that free members may read its posts.",
    );
    expect(api.updateTier).not.toHaveBeenCalled();
  });
});
