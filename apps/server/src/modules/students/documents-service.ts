import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { studentDocuments } from "../../db/schema/index";
import type { FileStorage } from "../../lib/storage";
import type { StoredUpload } from "../../lib/uploads";
import type { PartnerContext } from "../../plugins/partner-context";
import { recordAudit } from "../audit/service";
import { syncStudentTasks } from "../tasks/auto";
import { createStudentDocumentQueries, type StudentDocumentQueries } from "./documents-queries";

/** The writes of a student's documents: each one unit of work (the route runs it in one). */
export function createStudentDocumentService(
  db: Db,
  storage: FileStorage,
  queries: StudentDocumentQueries = createStudentDocumentQueries(db),
) {
  return {
    /** Records an uploaded file (already stored) as one of the student's documents; answers the new list. */
    async add(
      ctx: PartnerContext,
      studentId: number,
      kind: typeof studentDocuments.$inferInsert.kind,
      file: StoredUpload,
      ip: string,
    ) {
      const [doc] = await db
        .insert(studentDocuments)
        .values({
          student_id: studentId,
          partner_id: ctx.partnerId,
          kind,
          file_name: file.name,
          content_type: file.type,
          size_bytes: file.size,
          storage_key: file.key,
          uploaded_by: ctx.userId,
        })
        .returning({ id: studentDocuments.id });
      await recordAudit(db, {
        actor_user_id: ctx.userId,
        partner_id: ctx.partnerId,
        action: "student.document_upload",
        entity: "student",
        entity_id: String(studentId),
        details: { document_id: doc!.id, kind, file_name: file.name },
        ip,
      });
      // A document a checklist asked for closes its task (decision 052).
      await syncStudentTasks(db, studentId, ctx.userId, ip);
      return queries.list(studentId);
    },

    async remove(ctx: PartnerContext, studentId: number, docId: number, ip: string) {
      const d = await queries.ownDocument(ctx, studentId, docId);
      await db.delete(studentDocuments).where(eq(studentDocuments.id, d.id));
      await storage.remove(d.storage_key);
      await recordAudit(db, {
        actor_user_id: ctx.userId,
        partner_id: ctx.partnerId,
        action: "student.document_delete",
        entity: "student",
        entity_id: String(studentId),
        details: { document_id: d.id, file_name: d.file_name },
        ip,
      });
      // Removed while an application still asks for it: its task is made again (decision 052).
      await syncStudentTasks(db, studentId, ctx.userId, ip);
    },
  };
}
