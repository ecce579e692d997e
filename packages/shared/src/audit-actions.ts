import { MASTER_RESOURCES, type MasterResource } from "./schemas/masters";
import { COMMISSION_STATUSES, type CommissionStatus } from "./schemas/payments";

/**
 * Every audit action code the server writes (issue 20, issue 35). The server's `recordAudit` takes only these, so
 * a new code is added here first; each has an English sentence on the server (audit/sentences.ts) and a label in
 * every language on the web (features/audit), and tests on both sides walk this list.
 */
export const AUDIT_PLAIN_ACTIONS = [
  "user.profile_update",
  "user.language_change",
  "user.password_change",
  "user.password_reset",
  "user.session_end",
  "user.sessions_end_others",
  "user.two_factor_start",
  "user.two_factor_enable",
  "user.two_factor_disable",
  "partner.settings",
  "partner.signup",
  "partner.commission",
  "partner.approve",
  "partner.reject",
  "partner.suspend",
  "partner.reactivate",
  "webhook.create",
  "webhook.update",
  "webhook.delete",
  "webhook.rotate_secret",
  "webhook.test",
  "webhook.redeliver",
  "student.create",
  "student.import",
  "student.import_file",
  "student.update",
  "student.delete",
  "student.erase",
  "student.access_export",
  "student.document_upload",
  "student.document_delete",
  "student.counsellor",
  "student.tag_add",
  "student.tag_remove",
  "application.create",
  "application.status",
  "application.message",
  "application.message_file",
  "application.offer_letter",
  "application.update",
  "application.counsellor",
  "application.tag_add",
  "application.tag_remove",
  "shortlist.add",
  "shortlist.remove",
  "sublogin.create",
  "sublogin.update",
  "sublogin.delete",
  "sublogin.disable",
  "sublogin.enable",
  "sublogin.password_link",
  "catalogue.provider.create",
  "catalogue.provider.update",
  "catalogue.course.create",
  "catalogue.course.update",
  "catalogue.course.import",
  "ticket.create",
  "ticket.message",
  "ticket.resolve",
  "ticket.attachment",
  "ticket.update",
  "ticket.reopen",
  "ticket.rate",
  "update.publish",
  "update.edit",
  "update.delete",
  "bank.create",
  "bank.update",
  "bank.version",
  "expert.create",
  "expert.update",
  "expert.delete",
  "expert.photo",
  "expert.photo_remove",
  "meeting.request",
  "meeting.cancel",
  "meeting.confirm",
  "meeting.decline",
  "report.cancel",
  "job.retry",
  "job.cancel",
  "api_key.create",
  "api_key.revoke",
  "task.create",
  "task.update",
  "task.complete",
  "task.reopen",
  "task.delete",
  "task.auto",
] as const;
export type PlainAuditAction = (typeof AUDIT_PLAIN_ACTIONS)[number];

/** What a Masters write does to its row (`masters.<resource>.<operation>`). */
export const MASTER_OPERATIONS = ["create", "update", "delete"] as const;
export type MasterOperation = (typeof MASTER_OPERATIONS)[number];

/** A code the server writes: one of the plain ones, a Masters write, or the status a commission reached. */
export type AuditAction =
  | PlainAuditAction
  | `masters.${MasterResource}.${MasterOperation}`
  | `commission.${CommissionStatus}`;

/** Every code of `AuditAction`, the families expanded: what the audit screens name and the tests walk. */
export const AUDIT_ACTION_CODES: readonly AuditAction[] = [
  ...AUDIT_PLAIN_ACTIONS,
  ...MASTER_RESOURCES.flatMap((r) => MASTER_OPERATIONS.map((op) => `masters.${r}.${op}` as const)),
  ...COMMISSION_STATUSES.map((s) => `commission.${s}` as const),
];

/** The kinds of record (the `entity` column) an audit entry is about: those below and each Masters resource. */
export const AUDIT_OWN_ENTITIES = [
  "user",
  "partner",
  "webhook",
  "student",
  "application",
  "course",
  "provider",
  "ticket",
  "update",
  "bank_document",
  "expert",
  "expert_meeting",
  "report_job",
  "student_import",
  "job",
  "api_key",
  "commission",
  "task",
] as const;
export type AuditEntity = (typeof AUDIT_OWN_ENTITIES)[number] | MasterResource;
export const AUDIT_ENTITIES: readonly AuditEntity[] = [...AUDIT_OWN_ENTITIES, ...MASTER_RESOURCES];

/** The rest of the codes of one family (`AuditActionIn<"ticket">` is "create" | "message" | ...). */
export type AuditActionIn<Family extends string> = AuditAction extends infer Code
  ? Code extends `${Family}.${infer Rest}`
    ? Rest
    : never
  : never;
