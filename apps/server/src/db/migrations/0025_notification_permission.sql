ALTER TABLE "notifications" ADD COLUMN "permission" varchar(40);--> statement-breakpoint
-- The permission each kind of notification needs (modules/notifications/kinds.ts), for the rows written before it
-- was stored: a sub-login then sees only those it may open (docs/decisions/037).
UPDATE "notifications" SET "permission" = CASE "kind"
  WHEN 'ticket' THEN 'tickets.manage'
  WHEN 'ticket.sla' THEN 'tickets.manage'
  WHEN 'commission.status' THEN 'payments.view'
  WHEN 'commission.unpaid' THEN 'payments.view'
  WHEN 'application.status' THEN 'applications.view'
  WHEN 'application.offer_letter' THEN 'applications.view'
  WHEN 'update' THEN 'updates.view'
  WHEN 'meeting' THEN 'experts.view'
  WHEN 'report.ready' THEN 'reports.export'
END;
