// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PostEmailChoice, PostEmailStateAnswer } from "../../schema/api/postEmails";
import type { StudioTier } from "../../schema/api/tiers";
import type { PostEmailsApi } from "../api/postEmailsApi";
import { PostForm } from "./PostForm";
import { emptyPostDraft } from "./postDraft";

afterEach(cleanup);

const gold = { id: "gold", name: "Gold", includesTierIds: [] as string[] } as StudioTier;
const platinum = { id: "platinum", name: "Platinum", includesTierIds: ["gold"] } as StudioTier;

function fakeEmailApi(): PostEmailsApi {
  return {
    state: vi.fn(),
    audience: vi.fn(async (_profileId: string, choice: PostEmailChoice & { membershipTierId: string | null }) => ({
      name: "",
      recipients: (choice.readers ? 3 : 0) + (choice.freeMembers ? 5 : 0) + (choice.emailListId ? 10 : 0),
      readers: choice.readers ? 3 : 0,
    })),
    choose: vi.fn(),
    forget: vi.fn(),
    listEmailLists: vi.fn(async () => [
      { id: "fans", name: "Fans of the band" },
      { id: "press", name: "Press" },
    ]),
  };
}

function renderForm(api: PostEmailsApi, state: PostEmailStateAnswer | null = null) {
  const onSave = vi.fn(async (..._args: unknown[]) => null);
  render(
    <PostForm
      initial={emptyPostDraft()}
      heading="New post"
      tiers={[gold, platinum]}
      email={{ api, profileId: "artist", state }}
      onSave={onSave}
      onCancel={() => {}}
      pickMedia={vi.fn()}
      uploadFile={vi.fn()}
    />,
  );
  return { form: screen.getByRole("form", { name: "New post" }), onSave };
}

describe("Also send by email to", () => {
  it("is offered once the post is to come out, names the tiers that read it, counts who it reaches, and is saved with the post", async () => {
    const api = fakeEmailApi();
    const { form, onSave } = renderForm(api);
    expect(within(form).queryByText("Also send by email to")).toBeNull();
    fireEvent.click(within(form).getByLabelText("Publish now"));
    fireEvent.change(within(form).getByLabelText("Who can see it"), { target: { value: "gold" } });
    fireEvent.click(within(form).getByLabelText("The tiers that can read it (Gold and Platinum)"));
    fireEvent.click(within(form).getByLabelText("Free members"));
    expect(await within(form).findByText(/Goes to 8 people now; 5 of them cannot read the post/)).toBeTruthy();
    expect(vi.mocked(api.audience).mock.calls.at(-1)?.[1]).toEqual({
      readers: true,
      freeMembers: true,
      emailListId: null,
      membershipTierId: "gold",
    });
    fireEvent.click(within(form).getByLabelText("An email list"));
    fireEvent.change(within(form).getByLabelText("Email list"), { target: { value: "press" } });
    fireEvent.click(within(form).getByRole("button", { name: "Publish post" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]).toEqual([
      expect.objectContaining({ status: "published" }),
      { readers: true, freeMembers: true, emailListId: "press" },
    ]);
  });

  it("sends nothing when nothing is ticked, and leaves the email as it is when the post is saved as a draft", async () => {
    const api = fakeEmailApi();
    const { form, onSave } = renderForm(api);
    fireEvent.click(within(form).getByLabelText("Publish now"));
    fireEvent.click(within(form).getByLabelText("Every member"));
    fireEvent.click(within(form).getByLabelText("Every member"));
    fireEvent.click(within(form).getByRole("button", { name: "Publish post" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[1]).toBeNull();
    fireEvent.click(within(form).getByLabelText("Draft: only you see it"));
    fireEvent.click(within(form).getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]).toHaveLength(1);
  });

  it("once sent, says how sending went instead of offering it again", async () => {
    const api = fakeEmailApi();
    const sent: PostEmailStateAnswer = {
      choice: { readers: true, freeMembers: false, emailListId: null },
      send: {
        id: "nl_1",
        status: "sent",
        sendAt: "2026-11-28T10:00:00.000Z",
        counts: { total: 4, queued: 0, sent: 3, failed: 0, skipped: 1 },
      },
    };
    const { form } = renderForm(api, sent);
    fireEvent.click(within(form).getByLabelText("Publish now"));
    expect(within(form).getByText(/to 4 people: 3 sent, 1 skipped\. A post goes by email once/)).toBeTruthy();
    expect(within(form).queryByLabelText("Free members")).toBeNull();
    expect(screen.queryByText("Also send by email to")).toBeNull();
  });
});
