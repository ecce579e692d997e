import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { studentDocuments, students, users } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import type { PartnerContext } from "../../plugins/partner-context";

/** Reads of a student's documents; every query filtered by the caller's partner. */
export function createStudentDocumentQueries(db: Db) {
  return {
    /** The caller's student exists, or 404 (another partner's id looks exactly like a missing one). */
    async ownStudent(ctx: PartnerContext, id: number) {
      const [s] = await db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.id, id), eq(students.partner_id, ctx.partnerId)));
      if (!s) throw notFound("Student not found.");
    },

    /** A student's documents, newest first (call `ownStudent` first). */
    async list(studentId: number) {
      return (
        await db
          .select({ d: studentDocuments, name: users.name })
          .from(studentDocuments)
          .leftJoin(users, eq(users.id, studentDocuments.uploaded_by))
          .where(eq(studentDocuments.student_id, studentId))
          .orderBy(desc(studentDocuments.created_at), desc(studentDocuments.id))
      ).map(({ d, name }) => ({
        id: d.id,
        kind: d.kind,
        file_name: d.file_name,
        content_type: d.content_type,
        size_bytes: d.size_bytes,
        uploaded_by: d.uploaded_by && name ? { id: d.uploaded_by, name } : null,
        created_at: d.created_at.toISOString(),
      }));
    },

    /** One document of the caller's student, or 404. */
    async ownDocument(ctx: PartnerContext, studentId: number, docId: number) {
      const [d] = await db
        .select()
        .from(studentDocuments)
        .where(
          and(
            eq(studentDocuments.id, docId),
            eq(studentDocuments.student_id, studentId),
            eq(studentDocuments.partner_id, ctx.partnerId),
          ),
        );
      if (!d) throw notFound("Document not found.");
      return d;
    },
  };
}
export type StudentDocumentQueries = ReturnType<typeof createStudentDocumentQueries>;
