import { type AnySiteRoute, defineRoute } from "../../app/routeTypes";
import { ComingSoon } from "../stub";

const screen = (id: string, path: string, title: string) =>
  defineRoute({
    id,
    path,
    Screen: () => <ComingSoon title={title} />,
    head: ({ profile }) => ({ title: `${title} · ${profile.name}`, canonicalPath: path, noIndex: true }),
  });

export const accountRoutes: readonly AnySiteRoute[] = [
  screen("login", "/login", "Log in"),
  screen("signup", "/signup", "Sign up"),
  screen("account", "/account", "My Account"),
];
