import type { bankListQuery } from "@pp/shared";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { bankDocuments, bankDocumentVersions, countries, educationProviders } from "../../db/schema/index";
import { notFound } from "../../lib/errors";
import { offsetOf } from "../../lib/paging";
import { containsPattern } from "../../lib/sql";

/** Reads of the Documents Bank (not partner data: `activeOnly` is what tells a partner's view from the admin's). */
export function createBankQueries(db: Db) {
  const columns = {
    d: bankDocuments,
    v: bankDocumentVersions,
    provider_name: educationProviders.name,
    country_name: countries.name,
  };
  const base = () =>
    db
      .select(columns)
      .from(bankDocuments)
      .innerJoin(
        bankDocumentVersions,
        and(
          eq(bankDocumentVersions.document_id, bankDocuments.id),
          eq(bankDocumentVersions.version, bankDocuments.current_version),
        ),
      )
      .leftJoin(educationProviders, eq(educationProviders.id, bankDocuments.provider_id))
      .leftJoin(countries, eq(countries.id, bankDocuments.country_id));
  type Row = Awaited<ReturnType<ReturnType<typeof base>["execute"]>>[number];
  const toItem = (r: Row) => ({
    id: r.d.id,
    title: r.d.title,
    description: r.d.description,
    category: r.d.category,
    provider: r.d.provider_id && r.provider_name ? { id: r.d.provider_id, name: r.provider_name } : null,
    country: r.d.country_id && r.country_name ? { id: r.d.country_id, name: r.country_name } : null,
    version: r.d.current_version,
    file_name: r.v.file_name,
    content_type: r.v.content_type,
    size_bytes: r.v.size_bytes,
    is_active: r.d.is_active,
    updated_at: r.d.updated_at.toISOString(),
  });

  /** One document with its current version, or 404 (an inactive one is missing to partners). */
  async function one(id: number, activeOnly: boolean) {
    const [r] = await base().where(
      and(eq(bankDocuments.id, id), ...(activeOnly ? [eq(bankDocuments.is_active, true)] : [])),
    );
    if (!r) throw notFound("Document not found.");
    return r;
  }

  return {
    one,

    /** One document with every version, newest first (the admin's view). */
    async withVersions(id: number) {
      const r = await one(id, false);
      const versions = await db
        .select()
        .from(bankDocumentVersions)
        .where(eq(bankDocumentVersions.document_id, id))
        .orderBy(desc(bankDocumentVersions.version));
      return {
        ...toItem(r),
        versions: versions.map((v) => ({
          version: v.version,
          file_name: v.file_name,
          size_bytes: v.size_bytes,
          created_at: v.created_at.toISOString(),
        })),
      };
    },

    /** A page of documents, newest first, with how many there are in each category. */
    async list(q: z.output<typeof bankListQuery>, activeOnly: boolean) {
      const f: SQL[] = activeOnly ? [eq(bankDocuments.is_active, true)] : [];
      if (q.category) f.push(eq(bankDocuments.category, q.category));
      if (q.provider) f.push(eq(bankDocuments.provider_id, q.provider));
      if (q.country) f.push(eq(bankDocuments.country_id, q.country));
      if (q.search) {
        const like = containsPattern(q.search);
        f.push(
          sql`(lower(${bankDocuments.title}) like ${like} or lower(coalesce(${bankDocuments.description}, '')) like ${like})`,
        );
      }
      const where = f.length ? and(...f) : undefined;
      const catWhere = activeOnly ? eq(bankDocuments.is_active, true) : undefined;
      const [rows, [total], cats] = await Promise.all([
        base()
          .where(where)
          .orderBy(desc(bankDocuments.updated_at), desc(bankDocuments.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(bankDocuments).where(where),
        db
          .select({ category: bankDocuments.category, n: count() })
          .from(bankDocuments)
          .where(catWhere)
          .groupBy(bankDocuments.category),
      ]);
      return {
        items: rows.map(toItem),
        count: total?.n ?? 0,
        categories: Object.fromEntries(cats.map((c) => [c.category, c.n])),
      };
    },
  };
}
export type BankQueries = ReturnType<typeof createBankQueries>;
