// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { WebhookDelivery, WebhookEndpoint } from "../../../schema/api/webhooks";
import type { WebhooksApi } from "../../api/webhooksApi";
import { WebhooksPanel } from "./WebhooksPanel";

const sectionProps = {
  profile: { id: "artist", name: "Salt & Static" } as never,
  editor: { id: "own", email: "owner@example.com", name: "Ola", role: "owner", profileId: "artist" } as never,
  logOut: () => {},
  setBeforeLeave: () => {},
};

afterEach(cleanup);

/** A fake of the studio's webhook calls, keeping endpoints in memory as the server would. */
function fakeApi() {
  const endpoints: WebhookEndpoint[] = [];
  const delivery: WebhookDelivery = {
    id: "delivery1",
    eventId: "event1",
    type: "order.paid",
    state: "delivered",
    attempts: 1,
    nextAttemptAt: null,
    createdAt: "2026-11-30T12:00:00.000Z",
    lastAttempt: { at: "2026-11-30T12:00:01.000Z", statusCode: 200, excerpt: "ok", durationMs: 12 },
  };
  const replays: string[] = [];
  const api: WebhooksApi = {
    listEndpoints: async () => ({ endpoints: [...endpoints] }),
    addEndpoint: async (_profileId, input) => {
      const endpoint = {
        id: `e${endpoints.length}`,
        url: input.url,
        events: [...input.events],
        enabled: true,
        failingSince: null,
        turnedOffAt: null,
        createdAt: "2026-11-30T12:00:00.000Z",
      };
      endpoints.push(endpoint);
      return { endpoint, secret: "whsec_first" };
    },
    changeEndpoint: async () => endpoints[0] as WebhookEndpoint,
    removeEndpoint: async (_profileId, id) => {
      endpoints.splice(
        endpoints.findIndex((each) => each.id === id),
        1,
      );
      return { endpoints: [...endpoints] };
    },
    revealSecret: async () => ({ secret: "whsec_first" }),
    rotateSecret: async () => ({ secret: "whsec_second" }),
    listDeliveries: async () => ({ deliveries: [delivery] }),
    replayDelivery: async (_profileId, _endpointId, deliveryId) => {
      replays.push(deliveryId);
      return { deliveries: [{ ...delivery, state: "pending" }] };
    },
  };
  return { api, replays };
}

describe("WebhooksPanel", () => {
  it("adds an endpoint showing its secret, rotates it, lists and replays its deliveries, and removes it after asking", async () => {
    const { api, replays } = fakeApi();
    render(<WebhooksPanel {...sectionProps} api={api} />);
    expect(await screen.findByText("No endpoints yet.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Endpoint address"), { target: { value: "https://hooks.example/backline" } });
    fireEvent.click(screen.getByRole("button", { name: "Add endpoint" }));
    const endpoint = await screen.findByRole("region", { name: "https://hooks.example/backline" });
    expect(within(endpoint).getByText("whsec_first")).toBeTruthy();
    fireEvent.click(within(endpoint).getByRole("button", { name: "Rotate secret" }));
    expect(await within(endpoint).findByText("whsec_second")).toBeTruthy();
    fireEvent.click(within(endpoint).getByRole("button", { name: "Show deliveries" }));
    expect(await within(endpoint).findByText("Delivered: 200 in 12 ms")).toBeTruthy();
    // The studio's table: named, with its columns and the row's event as the row's header.
    const deliveries = within(endpoint).getByRole("table", { name: "Deliveries" });
    expect(
      within(deliveries)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Event", "When", "Outcome", "Answer", "Actions"]);
    expect(within(deliveries).getByRole("rowheader", { name: "order.paid" })).toBeTruthy();
    // The endpoint's answer is shown beside it.
    expect(within(deliveries).getByRole("cell", { name: "ok" })).toBeTruthy();
    fireEvent.click(within(endpoint).getByRole("button", { name: "Replay the order.paid delivery" }));
    await within(endpoint).findByText("Replaying (last: 200 in 12 ms)");
    expect(replays).toEqual(["delivery1"]);
    fireEvent.click(within(endpoint).getByRole("button", { name: "Remove https://hooks.example/backline" }));
    fireEvent.click(await screen.findByRole("button", { name: "Remove endpoint" }));
    expect(await screen.findByText("No endpoints yet.")).toBeTruthy();
  });
});
