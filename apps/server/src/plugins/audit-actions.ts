/**
 * Every write route of the API and the audit action its unit of work records (docs/decisions/013). `null` marks
 * a route that records no audit entry by design, with the reason beside it (its route says
 * `config: { audit: false }`). A `.*` ending matches any action of that family (a commission's status change
 * records the status it reached); `a|b` is either of two actions.
 *
 * The test suite holds the server to this table: a write route missing here fails audit-coverage.test.ts, and
 * with `requireAudit` (tests) a successful write that records no entry, or another action than this one, fails
 * the request that made it.
 */
export const AUDIT_ACTIONS: Record<string, string | null> = {
  "POST /api/login/": null, // refused attempts are recorded in login_events (the lockout counts them), a sign-in there too
  "POST /api/token/refresh/": null, // a rotation is the refresh_tokens row itself
  "POST /api/logout/": null, // ending one's own session: the revoked refresh token is its record
  "PATCH /api/me/": "user.profile_update|user.language_change", // a language switch alone is its own action
  "POST /api/me/password/": "user.password_change",
  "DELETE /api/me/sessions/:id/": "user.session_end",
  "DELETE /api/me/sessions/": "user.sessions_end_others",
  "POST /api/login/2fa/": null, // like the sign-in: a wrong code is recorded in login_events (the lockout counts it), a sign-in there too
  "POST /api/me/2fa/": "user.two_factor_start",
  "POST /api/me/2fa/confirm/": "user.two_factor_enable",
  "DELETE /api/me/2fa/": "user.two_factor_disable",
  "PATCH /api/partner/settings/": "partner.settings",
  "POST /api/partner/webhooks/": "webhook.create",
  "PATCH /api/partner/webhooks/:id/": "webhook.update",
  "DELETE /api/partner/webhooks/:id/": "webhook.delete",
  "POST /api/partner/webhooks/:id/rotate-secret/": "webhook.rotate_secret",
  "POST /api/partner/webhooks/:id/test/": "webhook.test",
  "POST /api/partner/webhooks/:id/deliveries/:deliveryId/redeliver/": "webhook.redeliver",
  "POST /api/signup/": "partner.signup",
  "POST /api/password-reset/": null, // anyone may ask; the link's row is its trace and the reset itself (confirm) is audited
  "POST /api/password-reset/confirm/": "user.password_reset",
  "POST /api/notifications/:id/read/": null, // a person's own inbox state
  "POST /api/notifications/read-all/": null, // a person's own inbox state
  "DELETE /api/notifications/:id/": null, // a person's own inbox state
  "POST /api/partner/add/student/": "student.create",
  "POST /api/partner/students/import/": "student.import|student.import_file", // a background import records the file
  "PATCH /api/partner/students/:id/": "student.update",
  "DELETE /api/partner/students/:id/": "student.delete",
  "POST /api/partner/students/:id/erase/": "student.erase",
  "POST /api/partner/students/:id/access-export/": "student.access_export",
  "POST /api/partner/students/bulk/assign-counsellor/": "student.counsellor",
  "POST /api/partner/students/bulk/add-tag/": "student.tag_add",
  "POST /api/partner/students/bulk/remove-tag/": "student.tag_remove",
  "POST /api/partner/application/": "application.create",
  "POST /api/partner/application/:id/submit/": "application.status",
  "POST /api/partner/application/:id/withdraw/": "application.status",
  "POST /api/partner/application/:id/messages/": "application.message",
  "POST /api/partner/application/:id/messages/file/": "application.message_file",
  "POST /api/partner/application/:id/messages/read/": null, // a read receipt
  "PATCH /api/partner/application/:id/": "application.update",
  "POST /api/partner/application/bulk/assign-counsellor/": "application.counsellor",
  "POST /api/partner/application/bulk/add-tag/": "application.tag_add",
  "POST /api/partner/application/bulk/remove-tag/": "application.tag_remove",
  "POST /api/partner/shortlist/": "shortlist.add",
  "DELETE /api/partner/shortlist/:courseId/": "shortlist.remove",
  "POST /api/partner/shortlist/apply/": "application.create",
  "POST /api/partner/sublogins/": "sublogin.create",
  "PATCH /api/partner/sublogins/:id/": "sublogin.update",
  "DELETE /api/partner/sublogins/:id/": "sublogin.delete",
  "POST /api/partner/sublogins/:id/disable/": "sublogin.disable",
  "POST /api/partner/sublogins/:id/enable/": "sublogin.enable",
  "POST /api/partner/sublogins/:id/password-reset/": "sublogin.password_link",
  "POST /api/partner/students/:id/documents/": "student.document_upload",
  "DELETE /api/partner/students/:id/documents/:docId/": "student.document_delete",
  "POST /api/masters/roles/": "masters.roles.create",
  "PATCH /api/masters/roles/:id/": "masters.roles.update",
  "DELETE /api/masters/roles/:id/": "masters.roles.delete",
  "POST /api/masters/years/": "masters.years.create",
  "PATCH /api/masters/years/:id/": "masters.years.update",
  "DELETE /api/masters/years/:id/": "masters.years.delete",
  "POST /api/masters/intakes/": "masters.intakes.create",
  "PATCH /api/masters/intakes/:id/": "masters.intakes.update",
  "DELETE /api/masters/intakes/:id/": "masters.intakes.delete",
  "POST /api/masters/application-statuses/": "masters.application-statuses.create",
  "PATCH /api/masters/application-statuses/:id/": "masters.application-statuses.update",
  "DELETE /api/masters/application-statuses/:id/": "masters.application-statuses.delete",
  "POST /api/masters/countries/": "masters.countries.create",
  "PATCH /api/masters/countries/:id/": "masters.countries.update",
  "DELETE /api/masters/countries/:id/": "masters.countries.delete",
  "POST /api/masters/regions/": "masters.regions.create",
  "PATCH /api/masters/regions/:id/": "masters.regions.update",
  "DELETE /api/masters/regions/:id/": "masters.regions.delete",
  "POST /api/masters/study-levels/": "masters.study-levels.create",
  "PATCH /api/masters/study-levels/:id/": "masters.study-levels.update",
  "DELETE /api/masters/study-levels/:id/": "masters.study-levels.delete",
  "POST /api/masters/currency-rates/": "masters.currency-rates.create",
  "PATCH /api/masters/currency-rates/:id/": "masters.currency-rates.update",
  "DELETE /api/masters/currency-rates/:id/": "masters.currency-rates.delete",
  "PATCH /api/admin/partners/:id/": "partner.commission",
  "POST /api/admin/partners/:id/approve/": "partner.approve",
  "POST /api/admin/partners/:id/reject/": "partner.reject",
  "POST /api/admin/partners/:id/suspend/": "partner.suspend",
  "POST /api/admin/partners/:id/reactivate/": "partner.reactivate",
  "POST /api/admin/applications/:id/move/": "application.status",
  "POST /api/admin/applications/:id/offer-letter/": "application.offer_letter",
  "POST /api/admin/applications/:id/messages/": "application.message",
  "POST /api/admin/applications/:id/messages/file/": "application.message_file",
  "POST /api/admin/applications/:id/messages/read/": null, // a read receipt
  "POST /api/admin/providers/": "catalogue.provider.create",
  "PATCH /api/admin/providers/:id/": "catalogue.provider.update",
  "POST /api/admin/courses/": "catalogue.course.create",
  "PATCH /api/admin/courses/:id/": "catalogue.course.update",
  "POST /api/admin/courses/import/": "catalogue.course.import",
  "POST /api/partner/tickets/": "ticket.create",
  "POST /api/partner/tickets/:id/messages/": "ticket.message",
  "POST /api/partner/tickets/:id/resolve/": "ticket.resolve",
  "POST /api/partner/tickets/:id/attachments/": "ticket.attachment",
  "PATCH /api/admin/tickets/:id/": "ticket.update",
  "POST /api/admin/tickets/:id/messages/": "ticket.message",
  "POST /api/admin/tickets/:id/resolve/": "ticket.resolve",
  "POST /api/admin/tickets/:id/attachments/": "ticket.attachment",
  "POST /api/partner/tickets/:id/reopen/": "ticket.reopen",
  "POST /api/partner/tickets/:id/rating/": "ticket.rate",
  "POST /api/admin/updates/": "update.publish",
  "PATCH /api/admin/updates/:id/": "update.edit",
  "DELETE /api/admin/updates/:id/": "update.delete",
  "POST /api/partner/updates/:id/read/": null, // a read receipt
  "POST /api/admin/documents/": "bank.create",
  "PATCH /api/admin/documents/:id/": "bank.update",
  "POST /api/admin/documents/:id/versions/": "bank.version",
  "POST /api/admin/experts/": "expert.create",
  "PATCH /api/admin/experts/:id/": "expert.update",
  "DELETE /api/admin/experts/:id/": "expert.delete",
  "POST /api/partner/experts/:id/meetings/": "meeting.request",
  "POST /api/partner/meetings/:id/cancel/": "meeting.cancel",
  "POST /api/admin/experts/:id/photo/": "expert.photo",
  "DELETE /api/admin/experts/:id/photo/": "expert.photo_remove",
  "POST /api/admin/meetings/:id/confirm/": "meeting.confirm",
  "POST /api/admin/meetings/:id/decline/": "meeting.decline",
  "POST /api/partner/payments/:id/claim/": "commission.claimed",
  "POST /api/partner/payments/:id/dispute/": "commission.disputed",
  "POST /api/admin/payments/:id/status/": "commission.*",
  "POST /api/partner/reports/jobs/:id/cancel/": "report.cancel",
  "POST /api/admin/jobs/:id/retry/": "job.retry",
  "POST /api/admin/jobs/:id/cancel/": "job.cancel",
  "POST /api/partner/api-keys/": "api_key.create",
  "DELETE /api/partner/api-keys/:id/": "api_key.revoke",
  "DELETE /api/admin/api-keys/:id/": "api_key.revoke",
  "POST /api/partner/tasks/": "task.create",
  "PATCH /api/partner/tasks/:id/": "task.update",
  "POST /api/partner/tasks/:id/complete/": "task.complete",
  "POST /api/partner/tasks/:id/reopen/": "task.reopen",
  "DELETE /api/partner/tasks/:id/": "task.delete",
};

/** Whether `actions` (those the unit wrote) include the one `expected` names. */
export function auditMatches(expected: string, actions: string[]) {
  return expected
    .split("|")
    .some((one) => (one.endsWith(".*") ? actions.some((a) => a.startsWith(one.slice(0, -1))) : actions.includes(one)));
}
