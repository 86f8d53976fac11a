import { useCallback, useEffect, useState } from "react";
import type { TwoFactorStatus } from "../../schema/api/twoFactor";
import { type TwoFactorApi, twoFactorApi } from "../api/twoFactorApi";
import type { StudioSection } from "./studioSections";

/** Whether the studio is open to the editor: still asking, open, or closed until they set up two-step sign-in. */
export type TwoFactorGate = "checking" | "open" | "setUpFirst";

const gateOf = (status: TwoFactorStatus): TwoFactorGate => (status.requiredByTeam && !status.enabled ? "setUpFirst" : "open");

/**
 * Asks, once the editor is in, whether the owner requires two-step sign-in they have not set up
 * (issue 35, item 7): the server then refuses every other studio route, so the studio shows only
 * Your account until it is on. `update` takes the status Your account gets after a change.
 */
export function useTwoFactorGate(
  profileId: string | null,
  api: Pick<TwoFactorApi, "status"> = twoFactorApi,
): { gate: TwoFactorGate; update(status: TwoFactorStatus): void } {
  const [gate, setGate] = useState<TwoFactorGate>("checking");
  useEffect(() => {
    if (profileId === null) return;
    let live = true;
    setGate("checking");
    api.status(profileId).then(
      (status) => live && setGate(gateOf(status)),
      // Unknown: the studio opens, and a section the server refuses says why in its own words.
      () => live && setGate("open"),
    );
    return () => {
      live = false;
    };
  }, [api, profileId]);
  const update = useCallback((status: TwoFactorStatus) => setGate(gateOf(status)), []);
  return { gate, update };
}

/**
 * The sections the sidebar offers and the one shown: until the two-step sign-in the owner requires
 * is on, only those open before it (Your account, where it is set up), which the server alone
 * answers then; the first of them when the address names another.
 */
export function openSections(
  sections: readonly StudioSection[],
  current: string,
  gate: TwoFactorGate,
): { open: readonly StudioSection[]; section: StudioSection | undefined } {
  const open = gate === "setUpFirst" ? sections.filter((candidate) => candidate.openBeforeTwoFactor) : sections;
  return { open, section: open.find((candidate) => candidate.id === current) ?? (gate === "setUpFirst" ? open[0] : undefined) };
}
