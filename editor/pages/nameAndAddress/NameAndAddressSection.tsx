import { useCallback, useId, useState } from "react";
import type { NameAndAddress, NameAndAddressInput } from "../../../schema/api/nameAndAddress";
import type { NameAndAddressApi } from "../../api/nameAndAddressApi";
import { ListStates } from "../../shell/ListStates";
import { useLoadedList } from "../../shell/useLoadedList";
import { NameAndAddressForm } from "./NameAndAddressForm";

/** What the last save did, in words; with the studio's new address when this one was at the old. */
interface Saved {
  readonly said: string;
  readonly continueAt: string | null;
}

function savedInWords(before: NameAndAddress, after: NameAndAddress): string {
  if (after.subdomain !== before.subdomain) return `Saved. Your site is now at ${after.subdomain}.`;
  return `Saved. Your site is now called ${after.name}.`;
}

/**
 * Site settings › Name and address (issue 34, item 10): the artist's name, which the site's header,
 * footer and page titles show and fans' mail comes from, and the address name of their subdomain.
 * `onSaved` lets the studio show the new name at once.
 */
export function NameAndAddressSection({
  profileId,
  api,
  onSaved,
  studioOrigin = globalThis.location?.origin ?? "",
}: {
  readonly profileId: string;
  readonly api: NameAndAddressApi;
  onSaved?(after: NameAndAddress, before: NameAndAddress): void;
  /** Where this studio is open (the tests say). */
  readonly studioOrigin?: string;
}) {
  const headingId = useId();
  const load = useCallback(() => api.get(profileId), [api, profileId]);
  const { list, refresh } = useLoadedList("Your name and address", load);
  const [latest, setLatest] = useState<NameAndAddress | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const current = latest ?? (list.state === "ready" ? list.value : null);
  const studioHost = studioOrigin ? new URL(studioOrigin).hostname : "";

  const save = async (before: NameAndAddress, input: NameAndAddressInput) => {
    setSaved(null);
    const after = await api.save(profileId, input);
    setLatest(after);
    const studioMoved = after.subdomain !== before.subdomain && studioHost === before.subdomain;
    setSaved({ said: savedInWords(before, after), continueAt: studioMoved ? after.studioUrl : null });
    onSaved?.(after, before);
  };

  return (
    <section className="site-settings__section" aria-labelledby={headingId} data-site-section="name">
      <h3 className="site-settings__heading" id={headingId} tabIndex={-1}>
        Name and address
      </h3>
      <ListStates list={list} loading="Loading your name and address…" empty={null} onRetry={() => void refresh()} />
      {current ? (
        <NameAndAddressForm saved={current} studioAtSubdomain={studioHost === current.subdomain} onSave={(input) => save(current, input)} />
      ) : null}
      {saved ? (
        <p role="status">
          {saved.said}
          {saved.continueAt ? (
            <>
              {" "}
              This studio was at your old address: <a href={saved.continueAt}>continue at {saved.continueAt}</a> (you log in again there).
            </>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
