import { useEffect, useRef, useState } from "react";
import { useLatest } from "../../client/ui/useLatest";
import type { Editor } from "../../schema/api/accounts";
import type { Profile } from "../../schema/entities/people";
import { studioApi } from "../api/studioApi";
import { SectionSwitcher } from "./SectionSwitcher";
import { StudioLogin } from "./StudioLogin";
import { sectionAddress, sectionOfAddress } from "./sectionPaths";
import type { StudioSection } from "./studioSections";
import { useOtherArtists } from "./useOtherArtists";

type Session = { status: "checking" } | { status: "out" } | { status: "in"; editor: Editor };

/**
 * The studio: asks the server who the editor is (the session is an HttpOnly cookie no script
 * reads; a fan's or another artist's editor is refused), asks to log in when there is none, then
 * opens the section its address names (`/studio/music`), each switch a new address in the history.
 */
export function StudioApp({ profile: loadedProfile, sections }: { profile: Profile; sections: readonly StudioSection[] }) {
  const [session, setSession] = useState<Session>({ status: "checking" });
  // As the page loaded it, until the artist renames themselves in a section.
  const [profile, setProfile] = useState(loadedProfile);
  // The section the address names (the first at /studio): reload and links open where the artist was.
  const [current, setCurrent] = useState(() => sectionOfAddress(window.location.pathname, sections)?.id ?? "");
  // What saves the open section before it goes, as its top bar last gave it.
  const beforeLeaving = useRef<() => Promise<boolean>>(async () => true);
  const currentRef = useLatest(current);
  // Back and forward move between the sections visited, saving what is open first; a refusal stays, at its address.
  useEffect(() => {
    const onPopState = () => {
      const target = sectionOfAddress(window.location.pathname, sections);
      if (!target || target.id === currentRef.current) return;
      void beforeLeaving.current().then((leave) => {
        const staying = sections.find((section) => section.id === currentRef.current);
        if (leave) setCurrent(target.id);
        else if (staying) window.history.pushState(null, "", sectionAddress(staying));
      });
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [sections]);
  // Asked once the editor is in: the list is theirs.
  const otherArtists = useOtherArtists(session.status === "in" ? profile.id : null);

  useEffect(() => {
    if (session.status !== "checking") return;
    let current = true;
    studioApi.me().then(
      (editor) => {
        if (!current) return;
        setSession(editor.profileId === profile.id ? { status: "in", editor } : { status: "out" });
      },
      () => {
        if (current) setSession({ status: "out" });
      },
    );
    return () => {
      current = false;
    };
  }, [session.status, profile.id]);

  const logOut = () => {
    setSession({ status: "out" });
    void studioApi.logOut().catch(() => undefined);
  };

  if (session.status === "checking") {
    return (
      <main className="studio-login" aria-busy="true">
        <p>Opening the studio…</p>
      </main>
    );
  }
  if (session.status === "out")
    return <StudioLogin artistName={profile.name} onLoggedIn={(editor) => setSession({ status: "in", editor })} />;
  // Each workspace saves what it has open before it goes (beforeLeave); a refusal keeps it.
  const switcher = (beforeLeave: () => Promise<boolean>) => {
    beforeLeaving.current = beforeLeave;
    return (
      <SectionSwitcher
        sections={sections}
        current={current}
        onSwitch={(id) => {
          if (id === current) return;
          void beforeLeave().then((leave) => {
            if (!leave) return;
            const next = sections.find((candidate) => candidate.id === id);
            if (next) window.history.pushState(null, "", sectionAddress(next));
            setCurrent(id);
          });
        }}
        otherArtists={otherArtists}
        onOpenStudio={(url) => void beforeLeave().then((leave) => leave && window.location.assign(url))}
      />
    );
  };
  const section = sections.find((candidate) => candidate.id === current);
  if (!section) return null;
  const confirm = (message: string) => globalThis.confirm(message);
  return (
    <section.Workspace
      profile={profile}
      onProfileChange={setProfile}
      editor={session.editor}
      logOut={logOut}
      sectionSwitcher={switcher}
      confirm={confirm}
    />
  );
}
