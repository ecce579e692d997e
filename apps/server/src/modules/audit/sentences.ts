import type { CommissionStatus, MasterResource, PlainAuditAction } from "@pp/shared";

/**
 * The parts of one audit entry's sentence (summary.ts): who did it, the record it names ("January 2027", "#12"),
 * the fields it changed (": name, start date" or nothing), a status change's from and to, and the details.
 */
export interface SentenceParts {
  who: string;
  target: string;
  fields: string;
  from: string;
  to: string;
  file: string;
  count: string;
  /** What the action set: a counsellor's name, a tag (details.value). */
  value: string;
}
export type Sentence = (p: SentenceParts) => string;

/**
 * One English sentence per action code (issue 20). Each is a template literal, so `node scripts/messages.mjs` puts
 * it in the message catalogs and the log answers in the caller's language; keep the placeholders' names.
 */
export const SENTENCES: Record<PlainAuditAction, Sentence> = {
  "user.profile_update": ({ who, fields }) => `${who} updated their profile${fields}.`,
  "user.language_change": ({ who, value }) => `${who} changed their language to ${value}.`,
  "user.password_change": ({ who }) => `${who} changed their password.`,
  "user.password_reset": ({ who }) => `${who} set a new password from a reset link.`,
  "user.session_end": ({ who }) => `${who} signed out one of their sessions.`,
  "user.sessions_end_others": ({ who }) => `${who} signed out all their other sessions.`,
  "user.two_factor_start": ({ who }) => `${who} started setting up two-step sign-in.`,
  "user.two_factor_enable": ({ who }) => `${who} turned on two-step sign-in.`,
  "user.two_factor_disable": ({ who }) => `${who} turned off two-step sign-in.`,
  "partner.settings": ({ who, fields }) => `${who} changed the company settings${fields}.`,
  "partner.signup": ({ target }) => `${target} signed up as a partner.`,
  "partner.commission": ({ who, target, fields }) => `${who} changed the commission terms of ${target}${fields}.`,
  "partner.approve": ({ who, target }) => `${who} approved partner ${target}.`,
  "partner.reject": ({ who, target }) => `${who} rejected partner ${target}.`,
  "partner.suspend": ({ who, target }) => `${who} suspended partner ${target}.`,
  "partner.reactivate": ({ who, target }) => `${who} reactivated partner ${target}.`,
  "webhook.create": ({ who, target }) => `${who} added webhook ${target}.`,
  "webhook.update": ({ who, target, fields }) => `${who} changed webhook ${target}${fields}.`,
  "webhook.delete": ({ who, target }) => `${who} deleted webhook ${target}.`,
  "webhook.rotate_secret": ({ who, target }) => `${who} rotated the secret of webhook ${target}.`,
  "webhook.test": ({ who, target }) => `${who} sent a test event to webhook ${target}.`,
  "webhook.redeliver": ({ who, target }) => `${who} redelivered an event to webhook ${target}.`,
  "student.create": ({ who, target }) => `${who} added student ${target}.`,
  "student.import": ({ who, target, file }) => `${who} imported student ${target} from ${file}.`,
  "student.import_file": ({ who, file }) => `${who} sent ${file} to the students import.`,
  "student.update": ({ who, target, fields }) => `${who} changed student ${target}${fields}.`,
  "student.delete": ({ who, target }) => `${who} deleted student ${target}.`,
  "student.erase": ({ who, target }) => `${who} erased student ${target}.`,
  "student.access_export": ({ who, target }) => `${who} exported everything held about student ${target}.`,
  "student.document_upload": ({ who, file, target }) => `${who} uploaded ${file} for student ${target}.`,
  "student.document_delete": ({ who, file, target }) => `${who} deleted ${file} of student ${target}.`,
  "student.counsellor": ({ who, value, target }) => `${who} made ${value} the counsellor of student ${target}.`,
  "student.tag_add": ({ who, target, value }) => `${who} tagged student ${target} with ${value}.`,
  "student.tag_remove": ({ who, value, target }) => `${who} removed tag ${value} from student ${target}.`,
  "application.create": ({ who, target }) => `${who} created application ${target}.`,
  "application.status": ({ who, target, from, to }) => `${who} moved application ${target} from ${from} to ${to}.`,
  "application.message": ({ who, target }) => `${who} wrote a message on application ${target}.`,
  "application.message_file": ({ who, file, target }) => `${who} sent ${file} in a message on application ${target}.`,
  "application.offer_letter": ({ who, target }) => `${who} uploaded the offer letter of application ${target}.`,
  "application.update": ({ who, target, fields }) => `${who} changed application ${target}${fields}.`,
  "application.counsellor": ({ who, value, target }) => `${who} made ${value} the counsellor of application ${target}.`,
  "application.tag_add": ({ who, target, value }) => `${who} tagged application ${target} with ${value}.`,
  "application.tag_remove": ({ who, value, target }) => `${who} removed tag ${value} from application ${target}.`,
  "shortlist.add": ({ who, target }) => `${who} added course ${target} to the shortlist.`,
  "shortlist.remove": ({ who, target }) => `${who} removed course ${target} from the shortlist.`,
  "sublogin.create": ({ who, target }) => `${who} added sub-login ${target}.`,
  "sublogin.update": ({ who, target, fields }) => `${who} changed sub-login ${target}${fields}.`,
  "sublogin.delete": ({ who, target }) => `${who} deleted sub-login ${target}.`,
  "sublogin.disable": ({ who, target }) => `${who} disabled sub-login ${target}.`,
  "sublogin.enable": ({ who, target }) => `${who} enabled sub-login ${target}.`,
  "sublogin.password_link": ({ who, target }) => `${who} sent a password link to sub-login ${target}.`,
  "catalogue.provider.create": ({ who, target }) => `${who} added provider ${target}.`,
  "catalogue.provider.update": ({ who, target, fields }) => `${who} changed provider ${target}${fields}.`,
  "catalogue.course.create": ({ who, target }) => `${who} added course ${target}.`,
  "catalogue.course.update": ({ who, target, fields }) => `${who} changed course ${target}${fields}.`,
  "catalogue.course.import": ({ who, count, file }) => `${who} imported ${count} courses from ${file}.`,
  "ticket.create": ({ who, target }) => `${who} opened ticket ${target}.`,
  "ticket.message": ({ who, target }) => `${who} replied on ticket ${target}.`,
  "ticket.resolve": ({ who, target }) => `${who} resolved ticket ${target}.`,
  "ticket.attachment": ({ who, file, target }) => `${who} attached ${file} to ticket ${target}.`,
  "ticket.update": ({ who, target, fields }) => `${who} changed ticket ${target}${fields}.`,
  "ticket.reopen": ({ who, target }) => `${who} reopened ticket ${target}.`,
  "ticket.rate": ({ who, target }) => `${who} rated the answer to ticket ${target}.`,
  "update.publish": ({ who, target }) => `${who} published update ${target}.`,
  "update.edit": ({ who, target, fields }) => `${who} edited update ${target}${fields}.`,
  "update.delete": ({ who, target }) => `${who} deleted update ${target}.`,
  "bank.create": ({ who, target }) => `${who} added document ${target} to the Documents Bank.`,
  "bank.update": ({ who, target, fields }) => `${who} changed Documents Bank document ${target}${fields}.`,
  "bank.version": ({ who, target }) => `${who} uploaded a new version of Documents Bank document ${target}.`,
  "expert.create": ({ who, target }) => `${who} added expert ${target}.`,
  "expert.update": ({ who, target, fields }) => `${who} changed expert ${target}${fields}.`,
  "expert.delete": ({ who, target }) => `${who} deleted expert ${target}.`,
  "expert.photo": ({ who, target }) => `${who} changed the photo of expert ${target}.`,
  "expert.photo_remove": ({ who, target }) => `${who} removed the photo of expert ${target}.`,
  "meeting.request": ({ who, target }) => `${who} requested meeting ${target}.`,
  "meeting.cancel": ({ who, target }) => `${who} cancelled meeting ${target}.`,
  "meeting.confirm": ({ who, target }) => `${who} confirmed meeting ${target}.`,
  "meeting.decline": ({ who, target }) => `${who} declined meeting ${target}.`,
  "report.cancel": ({ who, target }) => `${who} cancelled report export ${target}.`,
  "job.retry": ({ who, target }) => `${who} retried background job ${target}.`,
  "job.cancel": ({ who, target }) => `${who} cancelled background job ${target}.`,
  "api_key.create": ({ who, target }) => `${who} created API key ${target}.`,
  "api_key.revoke": ({ who, target }) => `${who} revoked API key ${target}.`,
  "task.create": ({ who, target }) => `${who} created task ${target}.`,
  "task.update": ({ who, target, fields }) => `${who} changed task ${target}${fields}.`,
  "task.complete": ({ who, target }) => `${who} completed task ${target}.`,
  "task.reopen": ({ who, target }) => `${who} reopened task ${target}.`,
  "task.delete": ({ who, target }) => `${who} deleted task ${target}.`,
  "task.auto": ({ target }) => `The portal made or closed task ${target} by itself.`,
};

/** A commission's status change (`commission.<status>`), one sentence per status it can reach. */
export const COMMISSION_SENTENCES: Record<CommissionStatus, Sentence> = {
  projected: ({ who, target }) => `${who} set commission ${target} back to projected.`,
  eligible: ({ who, target }) => `${who} marked commission ${target} as eligible.`,
  claimed: ({ who, target }) => `${who} claimed commission ${target}.`,
  approved: ({ who, target }) => `${who} approved commission ${target}.`,
  paid: ({ who, target }) => `${who} marked commission ${target} as paid.`,
  disputed: ({ who, target }) => `${who} disputed commission ${target}.`,
  on_hold: ({ who, target }) => `${who} put commission ${target} on hold.`,
};

type Crud = { create: Sentence; update: Sentence; delete: Sentence };

/** A Masters write (`masters.<resource>.<create|update|delete>`). */
export const MASTERS_SENTENCES: Record<MasterResource, Crud> = {
  roles: {
    create: ({ who, target }) => `${who} added role ${target}.`,
    update: ({ who, target, fields }) => `${who} changed role ${target}${fields}.`,
    delete: ({ who, target }) => `${who} deleted role ${target}.`,
  },
  years: {
    create: ({ who, target }) => `${who} added year ${target}.`,
    update: ({ who, target, fields }) => `${who} changed year ${target}${fields}.`,
    delete: ({ who, target }) => `${who} deleted year ${target}.`,
  },
  intakes: {
    create: ({ who, target }) => `${who} added intake ${target}.`,
    update: ({ who, target, fields }) => `${who} changed intake ${target}${fields}.`,
    delete: ({ who, target }) => `${who} deleted intake ${target}.`,
  },
  "application-statuses": {
    create: ({ who, target }) => `${who} added application status ${target}.`,
    update: ({ who, target, fields }) => `${who} changed application status ${target}${fields}.`,
    delete: ({ who, target }) => `${who} deleted application status ${target}.`,
  },
  countries: {
    create: ({ who, target }) => `${who} added country ${target}.`,
    update: ({ who, target, fields }) => `${who} changed country ${target}${fields}.`,
    delete: ({ who, target }) => `${who} deleted country ${target}.`,
  },
  regions: {
    create: ({ who, target }) => `${who} added region ${target}.`,
    update: ({ who, target, fields }) => `${who} changed region ${target}${fields}.`,
    delete: ({ who, target }) => `${who} deleted region ${target}.`,
  },
  "study-levels": {
    create: ({ who, target }) => `${who} added study level ${target}.`,
    update: ({ who, target, fields }) => `${who} changed study level ${target}${fields}.`,
    delete: ({ who, target }) => `${who} deleted study level ${target}.`,
  },
  "currency-rates": {
    create: ({ who, target }) => `${who} added currency rate ${target}.`,
    update: ({ who, target, fields }) => `${who} changed currency rate ${target}${fields}.`,
    delete: ({ who, target }) => `${who} deleted currency rate ${target}.`,
  },
};

/** For a code without a sentence (none the server writes today): what happened, in the code's own words. */
export const FALLBACK: Sentence = ({ who, target }) => `${who} made a change to record ${target}.`;
