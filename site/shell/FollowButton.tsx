import { lazy, Suspense, useState } from "react";
import { endpoints } from "../../client/api/endpoints";
import { useSite } from "../app/SiteContext";
import type { FollowApi } from "./FollowDialog";

const loadFollowDialog = () => import("./FollowDialog");
const FollowDialog = lazy(() => loadFollowDialog().then((module) => ({ default: module.FollowDialog })));

/**
 * Follow the artist (issue 37, item 3): a button that opens a small dialog with an email field.
 * The dialog's code (its form, the email rules, the modal) is a chunk of its own (issue 39: not in
 * a fan's first download), asked for as soon as the pointer or the focus comes to the button, so it
 * is there by the click.
 */
export function FollowButton({ className = "bl-button bl-button--outline", api = endpoints }: { className?: string; api?: FollowApi }) {
  const { profile } = useSite();
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadFollowDialog();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        Follow
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FollowDialog artistName={profile.name} api={api} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
