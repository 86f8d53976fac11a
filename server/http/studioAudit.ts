import type { FastifyRequest } from "fastify";
import type { AuditAction } from "../../schema/api/auditLog";
import { recordAudit } from "../data/auditLog";
import type { Queryable } from "../db/database";
import { studioOf } from "./studioScope";

/** Writes in the artist's audit log that the one asking this studio route did `action` to `subject`. */
export function auditStudio(request: FastifyRequest, db: Queryable, action: AuditAction, subject: string): Promise<void> {
  const { profileId, editor } = studioOf(request);
  return recordAudit(db, { profileId, actor: editor, action, subject });
}
