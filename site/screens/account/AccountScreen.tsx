import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { endpoints } from "../../../client/api/endpoints";
import { useSelector } from "../../../client/ui/useSelector";
import { selectUser } from "../../../machines/auth/authSelectors";
import type { ScreenProps } from "../../app/routeTypes";
import { useSite } from "../../app/SiteContext";
import { useAuth } from "../../app/session";
import { AccountDeleted } from "./AccountDeleted";
import { AccountEmail } from "./AccountEmail";
import { AccountSecurity } from "./AccountSecurity";
import type { AccountData } from "./accountData";
import { DeleteAccount } from "./DeleteAccount";
import { DownloadMyData } from "./DownloadMyData";
import { EmailChoices } from "./EmailChoices";
import { GiftsSentSection } from "./GiftsSentSection";
import { LibrarySection } from "./LibrarySection";
import { MembershipDetails } from "./MembershipDetails";
import { PrivateFeedSection } from "./PrivateFeedSection";
import { withRedirect } from "./redirect";
import { SignedInDevices } from "./SignedInDevices";
import { useAuthState } from "./useAuthState";

/**
 * /account: the fan's name, email and membership, and 'Log out'; their password and other devices'
 * sessions; a copy of their data, and deleting their account. A visitor is asked to log in.
 * Until the session has read the stored token (always, on the server and while hydrating) the page
 * shows a neutral loading state, so the server's HTML and the first browser render agree.
 */
export function AccountScreen({ data }: ScreenProps<AccountData>) {
  const auth = useAuth();
  const { initialized, authenticated } = useAuthState();
  const user = useSelector(auth, selectUser);
  const [, navigate] = useLocation();
  const { profile } = useSite();
  // The address a deleted account had, to say where the confirmation went once it is signed out here.
  const [deletedEmail, setDeletedEmail] = useState<string | null>(null);

  // The session's copy of the fan may be from before a change elsewhere (a new membership): ask again.
  useEffect(() => {
    if (!authenticated) return;
    let current = true;
    endpoints.refetchMe().then(
      (fresh) => {
        if (current) auth.send({ type: "auth.updateUser", user: fresh });
      },
      // The copy the session has is still good enough to show.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [authenticated, auth]);

  if (!initialized) {
    return (
      <div className="site-page account-page">
        <h1 className="account-page__title">My Account</h1>
        <p className="account-page__status" aria-busy="true">
          Loading your account…
        </p>
      </div>
    );
  }

  if (deletedEmail !== null) return <AccountDeleted artistName={profile.name} email={deletedEmail} />;

  if (!user) {
    return (
      <div className="site-page account-page">
        <h1 className="account-page__title">My Account</h1>
        <section className="account-card">
          <h2 className="account-card__title">You are not logged in</h2>
          <p>Log in to see your details and your membership.</p>
          <div className="account-card__actions">
            <Link href={withRedirect("/login", "/account")} className="bl-button bl-button--primary">
              Log in
            </Link>
            <Link href={withRedirect("/signup", "/account")} className="bl-button bl-button--outline">
              Create an account
            </Link>
          </div>
        </section>
      </div>
    );
  }

  const logOut = () => {
    auth.send({ type: "auth.logout" });
    navigate("/");
  };

  const fullName = `${user.firstName} ${user.lastName}`.trim();
  return (
    <div className="site-page account-page">
      <h1 className="account-page__title">My Account</h1>
      <section className="account-card" aria-labelledby="account-details-title">
        <h2 className="account-card__title" id="account-details-title">
          Your details
        </h2>
        <dl className="account-details">
          <div className="account-details__row">
            <dt>Name</dt>
            <dd>{fullName}</dd>
          </div>
          <div className="account-details__row">
            <dt>Email</dt>
            <dd className="account-details__email">{user.email}</dd>
          </div>
          <div className="account-details__row">
            <dt>Membership</dt>
            <dd>
              <MembershipDetails user={user} tiers={data.tiers} />
            </dd>
          </div>
        </dl>
        <div className="account-card__actions">
          <button type="button" className="bl-button bl-button--outline" onClick={logOut}>
            Log out
          </button>
        </div>
      </section>
      {user.membership.membershipTierId ? <PrivateFeedSection /> : null}
      <LibrarySection />
      <GiftsSentSection />
      <AccountEmail email={user.email} />
      <EmailChoices artistName={profile.name} />
      <AccountSecurity />
      <SignedInDevices />
      <DownloadMyData />
      <DeleteAccount
        artistName={profile.name}
        onDeleted={() => {
          setDeletedEmail(user.email);
          auth.send({ type: "auth.logout" });
        }}
      />
    </div>
  );
}
