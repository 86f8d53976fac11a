import type { EditorRole } from "../../schema/api/accounts";
import { httpError } from "./httpError";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * The least role of the artist's team a studio route answers (issue 35, item 5). Unset, a read
     * (GET) is for every role and a change for editors and owners; owners' own work says "owner",
     * and a read sent as a POST says "viewer".
     */
    studioRole?: EditorRole;
  }
}

/** Each role can do all that the roles after it can. */
const RANK: Record<EditorRole, number> = { owner: 3, editor: 2, viewer: 1 };

/** Whether `role` may do what `least` may. */
export function roleAllows(role: EditorRole, least: EditorRole): boolean {
  return RANK[role] >= RANK[least];
}

/** The least role a studio route answers: what it declares, else by what its method does. */
export function leastRoleOf(method: string | string[], declared: EditorRole | undefined): EditorRole {
  if (declared) return declared;
  const methods = Array.isArray(method) ? method : [method];
  return methods.every((one) => one === "GET" || one === "HEAD") ? "viewer" : "editor";
}

/** Refuses a member of the team whose role is below the route's, in words that say what their role allows. */
export function requireRole(role: EditorRole, least: EditorRole): void {
  if (roleAllows(role, least)) return;
  throw least === "owner" ? httpError("role_required", "owner") : httpError("role_required", "viewer");
}
