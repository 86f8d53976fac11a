import { useEffect, useState } from "react";
import type { Editor } from "../../schema/api/accounts";
import type { Profile } from "../../schema/entities/people";
import { studioApi } from "../api/studioApi";
import { readEditorToken, writeEditorToken } from "./editorToken";
import { StudioLogin } from "./StudioLogin";
import { StudioWorkspace } from "./StudioWorkspace";

type Session = { status: "checking" } | { status: "out" } | { status: "in"; editor: Editor };

/**
 * The studio: checks the stored editor session (an editor of this artist; a fan's or another
 * artist's editor is refused by the server), asks to log in when there is none, then opens the workspace.
 */
export function StudioApp({ profile }: { profile: Profile }) {
  const [session, setSession] = useState<Session>(() => (readEditorToken() ? { status: "checking" } : { status: "out" }));

  useEffect(() => {
    if (session.status !== "checking") return;
    let current = true;
    studioApi.me().then(
      (editor) => {
        if (!current) return;
        if (editor.profileId === profile.id) setSession({ status: "in", editor });
        else {
          writeEditorToken(null);
          setSession({ status: "out" });
        }
      },
      () => {
        if (!current) return;
        writeEditorToken(null);
        setSession({ status: "out" });
      },
    );
    return () => {
      current = false;
    };
  }, [session.status, profile.id]);

  const logOut = () => {
    const token = readEditorToken();
    writeEditorToken(null);
    setSession({ status: "out" });
    if (token) void studioApi.logOut(token).catch(() => undefined);
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
  return <StudioWorkspace profile={profile} editor={session.editor} logOut={logOut} />;
}
