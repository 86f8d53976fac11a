/** Why only Your account is open (issue 35, item 7): the owner requires two-step sign-in the editor has yet to set up. */
export function TwoFactorRequiredNotice({ artistName }: { readonly artistName: string }) {
  return (
    <p className="studio-notice studio-frame__notice" role="status">
      {artistName}'s owner requires two-step sign-in of everyone who edits the studio. Set it up below to use the rest of the studio.
    </p>
  );
}
