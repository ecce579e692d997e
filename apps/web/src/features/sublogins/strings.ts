import { registerStrings } from "../../lib/i18n/register";

/** English strings of this feature; registered when the feature's code loads. */
export const subLoginsStrings = {
  subLoginsPage: {
    title: "Sub-logins",
    intro: "Accounts for your staff. Each gets a role template and, if needed, extra permissions.",
    add: "Add sub-login",
    tableLabel: "Sub-logins",
    empty: "No sub-logins yet. Add one for each member of your staff.",
    loadFailed: "The sub-logins could not be loaded.",
    columns: {
      name: "Name",
      email: "Email",
      role: "Role template",
      status: "Status",
      lastLogin: "Last sign-in",
      performance: "Performance",
      actions: "Actions",
    },
    noRole: "No template",
    never: "Never",
    performance: {
      students_one: "{{count}} student",
      students_other: "{{count}} students",
      applications_one: "{{count}} application",
      applications_other: "{{count}} applications",
    },
    status: {
      active: "Active",
      disabled: "Disabled",
      invited: "Invited",
      invitedHint: "Has not signed in yet",
    },
    actions: {
      menu: "Actions for {{name}}",
      edit: "Edit",
      disable: "Disable",
      enable: "Enable",
      reset: "Send password-reset link",
      delete: "Delete",
    },
    notify: {
      created: "{{name}} was added. An invitation to choose a password was sent to {{email}}.",
      updated: "{{name}} was saved.",
      disabled: "{{name}} was disabled and signed out everywhere.",
      enabled: "{{name}} can sign in again.",
      deleted: "{{name}} was deleted.",
      failed: "That did not work. Please try again.",
      successTitle: "Done",
      errorTitle: "Not done",
    },
    form: {
      addTitle: "Add a sub-login",
      editTitle: "Edit {{name}}",
      name: "Full name",
      email: "Email",
      emailHint: "The invitation to choose a password is sent here.",
      emailLocked: "The email address cannot be changed.",
      phone: "Phone",
      role: "Role template",
      rolePlaceholder: "Choose a role template",
      rolesFailed: "The role templates could not be loaded.",
      includes: "Included in this template",
      extras: "Extra permissions",
      extrasHint: "On top of the template.",
      chooseRoleFirst: "Choose a role template to see which permissions you can add.",
      allIncluded: "This template already includes every permission.",
      failed: "The sub-login could not be saved.",
      cancel: "Cancel",
      close: "Close the form",
      create: "Add and send invitation",
      save: "Save changes",
    },
    delete: {
      title: "Delete {{name}}?",
      close: "Close",
      body: "The account is removed for good. Only a sub-login that has never used the portal can be deleted; otherwise disable it.",
      cancel: "Cancel",
      confirm: "Delete",
    },
    permissions: {
      students: {
        view: "View students",
        manage: "Add and edit students",
      },
      applications: {
        view: "View applications",
        manage: "Create and update applications",
      },
      courses: {
        view: "Browse providers and courses",
      },
      tickets: {
        manage: "Raise and follow support tickets",
      },
      updates: {
        view: "Read important updates",
      },
      documents: {
        view: "Use the documents bank",
      },
      experts: {
        view: "Contact university experts",
      },
      reports: {
        export: "Export reports",
      },
      payments: {
        view: "See commission payments",
      },
    },
  },
};

registerStrings(subLoginsStrings, import.meta.glob("./strings.{ar,es,vi,zh}.ts"));
