import { registerStrings } from "../../lib/i18n/register";

/** English strings of this feature's screens; registered when the feature's code loads. */
export const reportsStrings = {
  reportsPage: {
    titles: {
      partner: "Export Reports",
    },
    subtitle:
      "Download your students, applications, commission payments or sub-logins as CSV or Excel, with the filters you choose.",
    noReports:
      "Your account cannot export any of these reports. Ask your partner administrator for the permissions you need.",
    kinds: {
      students: {
        title: "Students",
        description: "Every student's profile: contact details, passport, study plans, English test and status.",
      },
      applications: {
        title: "Applications",
        description: "Applications with the student, course, provider, intake, status and dates.",
      },
      payments: {
        title: "Payments",
        description: "Commission records with expected and received amounts, status, invoice and dates.",
      },
      sublogins: {
        title: "Sub-logins",
        description: "Your staff accounts with their role, permissions, status and last sign-in.",
      },
    },
    filters: {
      heading: "Filters",
      search: "Search",
      searchStudents: "Name, e-mail, phone or passport",
      searchApplications: "Student, course or provider",
      searchPayments: "Student, course, provider or invoice",
      searchSublogins: "Name or e-mail",
      status: "Status",
      nationality: "Nationality",
      destination: "Study destination",
      studyLevel: "Study level",
      intake: "Intake",
      currency: "Currency",
      overdue: "Overdue",
      overdueOnly: "Overdue only",
      notOverdue: "Not overdue",
      created: "Created between",
      createdPlaceholder: "Any date",
      any: "Any",
      clear: "Clear filters",
      studentStatus: {
        active: "Active",
        archived: "Archived",
      },
      subLoginStatus: {
        active: "Active",
        disabled: "Disabled",
      },
      commissionStatus: {
        projected: "Projected",
        eligible: "Eligible",
        claimed: "Claimed",
        approved: "Approved",
        paid: "Paid",
        disputed: "Disputed",
        on_hold: "On hold",
      },
    },
    format: "File format",
    formats: {
      csv: "CSV",
      xlsx: "Excel (XLSX)",
    },
    background: "Run in the background",
    backgroundHint: "You can leave this page; the file waits in Your exports.",
    rows_one: "{{n}} row",
    rows_other: "{{n}} rows",
    counting: "Counting rows…",
    countFailed: "Could not count the rows.",
    overLimit: "More than {{limit}} rows: this export runs in the background.",
    nothing: "No rows match these filters.",
    export: "Export",
    exportKind: "Export {{kind}}",
    cancel: "Cancel",
    progress: {
      label: "Export progress",
      preparing: "Preparing the file…",
      rows: "Downloading… {{done}} of {{total}} rows",
      bytes: "Downloading… {{size}}",
      saved: "{{name}} saved.",
      cancelled: "The export was cancelled.",
      failed: "The export failed. Please try again.",
    },
    started: "Your {{kind}} export runs in the background. It appears in Your exports with a download link when done.",
    ready: "Your {{kind}} export is ready to download.",
    jobs: {
      heading: "Your exports",
      subtitle: "Background exports you started. Files stay here for you to download.",
      tableLabel: "Your exports",
      empty: "No background exports yet. Large exports, or those you run in the background, appear here.",
      loadFailed: "Could not load your exports. Please try again.",
      columns: {
        kind: "Report",
        format: "Format",
        filters: "Filters",
        status: "Status",
        created: "Created",
        file: "File",
      },
      noFilters: "Every row",
      status: {
        queued: "Queued",
        running: "Running",
        done: "Done",
        failed: "Failed",
      },
      progress: "{{done}} of {{total}} rows",
      progressLabel: "Export #{{id}} progress",
      download: "Download",
      downloadName: "Download {{name}}",
      downloadFailed: "Could not download the file. Please try again.",
      size_one: "{{rows}} row · {{size}}",
      size_other: "{{rows}} rows · {{size}}",
    },
  },
} as const;

registerStrings(reportsStrings);
