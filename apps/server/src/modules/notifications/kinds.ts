import type { Permission } from "@pp/shared";

/**
 * Every kind of notification, with the permission needed to open what it is about (docs/decisions/037): a
 * notification goes only to people holding it (the partner's own account and the Superadmins hold them all), and a
 * sub-login who loses it no longer sees the notifications of that kind (list, unread count, live stream). `null`:
 * the person's own account (a welcome, a security alert), for them whatever they may open.
 */
export const NOTIFICATION_KINDS = {
  welcome: null,
  security: null,
  ticket: "tickets.manage",
  "ticket.sla": "tickets.manage",
  "commission.status": "payments.view",
  "commission.unpaid": "payments.view",
  "application.status": "applications.view",
  "application.offer_letter": "applications.view",
  "application.message": "applications.view",
  update: "updates.view",
  meeting: "experts.view",
  "report.ready": "reports.export",
  "student.import": "students.manage",
  /** A task's reminder goes to its assignee, who always sees their own tasks (decision 052). */
  "task.due": null,
  /** Someone else gave the person a task (made or reassigned): their own task, like a reminder. */
  "task.assigned": null,
} as const satisfies Record<string, Permission | null>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
