import type { ApplicationListQuery } from "@pp/shared";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { applications, partners, studentDocuments } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import type { PartnerContext } from "../../plugins/partner-context";
import { type ApplicationQueries, createApplicationQueries } from "./queries";

/** The Superadmin's context for one application: the application's own partner and student. */
export type AdminApplicationContext = PartnerContext & { studentId: number; partnerName: string };

/** The Superadmin's reads of every partner's applications (issue 5). */
export function createAdminApplicationQueries(db: Db, queries: ApplicationQueries = createApplicationQueries(db)) {
  /** The application's own partner as the context, with the Superadmin as the actor. */
  async function contextFor(userId: number, id: number): Promise<AdminApplicationContext> {
    const [a] = await db
      .select({
        partner_id: applications.partner_id,
        student_id: applications.student_id,
        partner_name: partners.company_name,
      })
      .from(applications)
      .innerJoin(partners, eq(partners.id, applications.partner_id))
      .where(eq(applications.id, id));
    if (!a) throw notFound("Application not found.");
    return {
      userId,
      partnerId: a.partner_id,
      isSubLogin: false,
      permissions: [],
      studentId: a.student_id,
      partnerName: a.partner_name,
    };
  }

  return {
    contextFor,

    /** Every partner's applications (or one partner's), each with its partner. */
    async list(partnerId: number | null, q: ApplicationListQuery & { page: number; page_size: number }) {
      const r = await queries.list({ partnerId, reader: "admin" }, q);
      const ids = await db
        .select({ id: applications.id, partner_id: applications.partner_id, name: partners.company_name })
        .from(applications)
        .innerJoin(partners, eq(partners.id, applications.partner_id))
        .where(inArray(applications.id, r.items.map((i) => i.id).concat(-1)));
      const by = new Map(ids.map((x) => [x.id, { id: x.partner_id, name: x.name }]));
      return { count: r.count, items: r.items.map((i) => ({ ...i, partner: by.get(i.id)! })) };
    },

    /** The application as the Superadmin sees it: with its partner and the student's documents. */
    async detail(userId: number, id: number) {
      const ctx = await contextFor(userId, id);
      const [detail, docs] = await Promise.all([
        queries.detail(ctx, id, "admin"),
        db
          .select()
          .from(studentDocuments)
          .where(eq(studentDocuments.student_id, ctx.studentId))
          .orderBy(desc(studentDocuments.created_at), desc(studentDocuments.id)),
      ]);
      return {
        ...detail,
        partner: { id: ctx.partnerId, name: ctx.partnerName },
        documents: docs.map((d) => ({
          id: d.id,
          kind: d.kind,
          file_name: d.file_name,
          content_type: d.content_type,
          size_bytes: d.size_bytes,
          created_at: d.created_at.toISOString(),
          download_url: `/api/admin/applications/${id}/documents/${d.id}/download/`,
        })),
      };
    },

    /** One of the application's student's documents, or 404. */
    async document(userId: number, id: number, docId: number) {
      const ctx = await contextFor(userId, id);
      const [d] = await db
        .select()
        .from(studentDocuments)
        .where(and(eq(studentDocuments.id, docId), eq(studentDocuments.student_id, ctx.studentId)));
      if (!d) throw notFound("Document not found.");
      return d;
    },
  };
}
