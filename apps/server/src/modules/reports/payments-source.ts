import { commissionListQuery } from "@pp/shared";
import { and, asc, count, eq, gt } from "drizzle-orm";
import type { z } from "zod";
import { applications, commissions, courses, educationProviders, students } from "../../db/schema/index";
import { phrase } from "../../lib/messages";
import { commissionFilters, commissionRows, rowToCommission } from "../payments/queries";
import { COMMISSION_STATUS_WORDS } from "./reader";
import { BATCH, byId, day, money, noPaging, type ReportSource } from "./source-kit";

/** The payments export: the commission list's filters (the caller's partner only), one row per record. */
export const paymentsReport: ReportSource<z.infer<typeof commissionListQuery>> = {
  permission: "payments.view",
  query: noPaging(commissionListQuery, ["partner"]),
  columns: [
    { label: phrase("ID"), type: "number" },
    { label: phrase("Application"), type: "number" },
    { label: phrase("Student") },
    { label: phrase("Course") },
    { label: phrase("Provider") },
    { label: phrase("Intake") },
    { label: phrase("Currency") },
    { label: phrase("Tuition"), type: "money" },
    { label: phrase("Rate %"), type: "number" },
    { label: phrase("Expected"), type: "money" },
    { label: phrase("Status") },
    { label: phrase("Reason") },
    { label: phrase("Invoice number") },
    { label: phrase("Claimed at (UTC)"), type: "datetime" },
    { label: phrase("Approved at (UTC)"), type: "datetime" },
    { label: phrase("Paid at (UTC)"), type: "datetime" },
    { label: phrase("Received"), type: "money" },
    { label: phrase("Received on"), type: "date" },
    { label: phrase("Overdue claim") },
  ],
  async count(db, partnerId, q) {
    const [r] = await db
      .select({ n: count() })
      .from(commissions)
      .innerJoin(applications, eq(applications.id, commissions.application_id))
      .innerJoin(students, eq(students.id, applications.student_id))
      .innerJoin(courses, eq(courses.id, applications.course_id))
      .innerJoin(educationProviders, eq(educationProviders.id, courses.provider_id))
      .where(and(...commissionFilters(partnerId, q)));
    return r?.n ?? 0;
  },
  batches(db, partnerId, q, reader) {
    const where = commissionFilters(partnerId, q);
    return byId(
      async (after) =>
        (
          await commissionRows(db)
            .where(and(...where, gt(commissions.id, after)))
            .orderBy(asc(commissions.id))
            .limit(BATCH)
        ).map((r) => ({ id: r.c.id, item: rowToCommission(r) })),
      ({ item: c }) => [
        c.id,
        c.application_id,
        c.student.name,
        c.course.name,
        c.provider.name,
        c.intake,
        c.currency,
        money(c.tuition_fee),
        money(c.commission_rate),
        money(c.expected_amount),
        reader.code(COMMISSION_STATUS_WORDS, c.status),
        c.reason,
        c.invoice_number,
        c.claimed_at ? new Date(c.claimed_at) : null,
        c.approved_at ? new Date(c.approved_at) : null,
        c.paid_at ? new Date(c.paid_at) : null,
        money(c.received_amount),
        day(c.received_date),
        reader.yesNo(c.overdue),
      ],
    );
  },
};
