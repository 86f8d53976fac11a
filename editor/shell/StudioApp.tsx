import { useCallback, useEffect, useRef, useState } from "react";
import { useLatest } from "../../client/ui/useLatest";
import type { Editor } from "../../schema/api/accounts";
import type { Profile } from "../../schema/entities/people";
import { studioApi } from "../api/studioApi";
import { StudioLogin } from "./StudioLogin";
import { StudioSidebar } from "./StudioSidebar";
import { sectionOfAddress } from "./sectionPaths";
import { followedLink } from "./studioLinks";
import type { StudioSection } from "./studioSections";
import { TwoFactorRequiredNotice } from "./TwoFactorRequiredNotice";
import { ToastProvider } from "./toasts";
import { useOtherArtists } from "./useOtherArtists";
import { openSections, useTwoFactorGate } from "./useTwoFactorGate";
import { ViewerNotice } from "./ViewerNotice";

type Session = { status: "checking" } | { status: "out" } | { status: "in"; editor: Editor };

/** What a section with nothing to save answers when it is left. */
const LEAVE_AT_ONCE = () => Promise.resolve(true);

/** What shows while the studio asks who the editor is and what they may open. */
function StudioOpening() {
  return (
    <main className="studio-login" aria-busy="true">
      <p>Opening the studio…</p>
    </main>
  );
}

/**
 * The studio: asks the server who the editor is (the session is an HttpOnly cookie no script
 * reads; a fan's or another artist's editor is refused), asks to log in when there is none, then
 * shows the sidebar beside the section its address names (`/studio/music`; the home at /studio).
 * Every link to a studio address switches in place, a new address in the history, once the open
 * section has saved its work; back and forward do the same.
 */
export function StudioApp({ profile: loadedProfile, sections }: { profile: Profile; sections: readonly StudioSection[] }) {
  const [session, setSession] = useState<Session>({ status: "checking" });
  // As the page loaded it, until the artist renames themselves in a section.
  const [profile, setProfile] = useState(loadedProfile);
  // The section the address names: reload and links open where the artist was.
  const [current, setCurrent] = useState(() => sectionOfAddress(window.location.pathname, sections)?.id ?? "");
  // What saves the open section's work before it goes, as the section last gave it.
  const beforeLeaving = useRef<() => Promise<boolean>>(LEAVE_AT_ONCE);
  const setBeforeLeave = useCallback((beforeLeave: () => Promise<boolean>) => {
    beforeLeaving.current = beforeLeave;
  }, []);
  const currentRef = useLatest(current);
  const main = useRef<HTMLDivElement>(null);

  /** Opens the section of `address` once the open one may be left; `push` records the address in the history. */
  const goTo = useCallback(
    (address: string, { push }: { push: boolean }) => {
      const target = sectionOfAddress(address, sections);
      if (!target) return;
      const staying = window.location.pathname + window.location.search;
      if (target.id === currentRef.current) {
        if (push && address !== staying) window.history.pushState(null, "", address);
        return;
      }
      void beforeLeaving.current().then((leave) => {
        // Refused: the section stays, and so does its address (back already moved it: put it back).
        if (!leave) {
          if (!push) window.history.pushState(null, "", staying);
          return;
        }
        if (push) window.history.pushState(null, "", address);
        beforeLeaving.current = LEAVE_AT_ONCE;
        setCurrent(target.id);
        main.current?.focus();
      });
    },
    [sections],
  );

  useEffect(() => {
    const onPopState = () => goTo(window.location.pathname + window.location.search, { push: false });
    const onClick = (event: MouseEvent) => {
      const link = followedLink(event, window.location.origin);
      if (!link) return;
      event.preventDefault();
      if (link.kind === "studio") goTo(link.address, { push: true });
      else void beforeLeaving.current().then((leave) => leave && window.location.assign(link.href));
    };
    window.addEventListener("popstate", onPopState);
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("popstate", onPopState);
      document.removeEventListener("click", onClick);
    };
  }, [goTo]);

  // Asked once the editor is in: whether the team requires two-step sign-in they lack; then their other artists.
  const { gate, update: onTwoFactorChange } = useTwoFactorGate(session.status === "in" ? profile.id : null);
  const otherArtists = useOtherArtists(session.status === "in" && gate === "open" ? profile.id : null);

  useEffect(() => {
    if (session.status !== "checking") return;
    let live = true;
    studioApi.me().then(
      (editor) => {
        if (!live) return;
        setSession(editor.profileId === profile.id ? { status: "in", editor } : { status: "out" });
      },
      () => {
        if (live) setSession({ status: "out" });
      },
    );
    return () => {
      live = false;
    };
  }, [session.status, profile.id]);

  const logOut = () => {
    setSession({ status: "out" });
    void studioApi.logOut().catch(() => undefined);
  };

  if (session.status === "checking" || (session.status === "in" && gate === "checking")) return <StudioOpening />;
  if (session.status === "out")
    return <StudioLogin artistName={profile.name} onLoggedIn={(editor) => setSession({ status: "in", editor })} />;
  const { open, section } = openSections(sections, current, gate);
  if (!section) return null;
  return (
    <ToastProvider>
      <div className="studio-frame">
        <StudioSidebar
          artistName={profile.name}
          profileId={profile.id}
          sections={open}
          current={section.id}
          otherArtists={otherArtists}
          editor={session.editor}
          onLogOut={() => void beforeLeaving.current().then((leave) => leave && logOut())}
        />
        {/* Focused when a section opens, so a screen reader and the keyboard start at its top. */}
        <div ref={main} className="studio-frame__main" tabIndex={-1}>
          <ViewerNotice role={session.editor.role} />
          {gate === "setUpFirst" ? <TwoFactorRequiredNotice artistName={profile.name} /> : null}
          <section.Workspace
            key={section.id}
            profile={profile}
            onProfileChange={setProfile}
            editor={session.editor}
            logOut={logOut}
            setBeforeLeave={setBeforeLeave}
            onTwoFactorChange={onTwoFactorChange}
          />
        </div>
      </div>
    </ToastProvider>
  );
}
