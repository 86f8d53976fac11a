// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fakeApi, json, renderRoutes, resetBrowser } from "../account/screenTesting";
import { followConfirmRoute } from "./consentRoutes";

beforeEach(resetBrowser);
afterEach(cleanup);

const PAGE = "/follow/confirm/tok_abcdefghijklmnop";

describe("a follow's confirmation page", () => {
  it("asks before it confirms (opening the link changes nothing), and one click confirms", async () => {
    const api = fakeApi({ "POST public/follow/confirm": () => json({ artistName: "Neon Coast" }) });
    renderRoutes([followConfirmRoute], PAGE);
    const button = await screen.findByRole("button", { name: "Confirm that I follow" });
    expect(await api.bodies("POST public/follow/confirm")).toEqual([]);
    fireEvent.click(button);
    expect((await screen.findByRole("status")).textContent).toMatch(/^You follow /);
    expect(await api.bodies("POST public/follow/confirm")).toEqual([{ token: "tok_abcdefghijklmnop" }]);
  });

  it("says why a link cannot confirm, in the server's words", async () => {
    const message = "This confirmation link has expired: links work for 7 days. Follow again on the artist's site to get a new one.";
    fakeApi({ "POST public/follow/confirm": () => json({ code: "confirm_link_expired", message }, 410) });
    renderRoutes([followConfirmRoute], PAGE);
    fireEvent.click(await screen.findByRole("button", { name: "Confirm that I follow" }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
  });
});
