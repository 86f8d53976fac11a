import { api } from "../../client/api/client";
import type { AuditCategory, AuditLogPage } from "../../schema/api/auditLog";
import { studioCall } from "./studioCall";

/** The studio's audit log (issue 35, item 8): a page of it, of one kind of work or one person. */
export const auditLogApi = {
  list: (profileId: string, query: { category?: AuditCategory; actor?: string; offset: number; limit: number }) => {
    const searchParams: Record<string, string | number> = { offset: query.offset, limit: query.limit };
    if (query.category) searchParams.category = query.category;
    if (query.actor) searchParams.actor = query.actor;
    return studioCall(() => api().get(`profiles/${profileId}/audit-log`, { searchParams }).json<AuditLogPage>());
  },
};

export type AuditLogApi = typeof auditLogApi;
