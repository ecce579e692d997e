import { registerStrings } from "../../lib/i18n/register";

/** English strings of the Superadmin's Background jobs screen; registered when the feature's code loads. */
export const adminJobsStrings = {
  adminJobsPage: {
    title: "Background jobs",
    subtitle:
      "Work the servers do off the request: exports, mail, schedules and sweeps. Retry what failed, cancel what waits.",
    tableLabel: "Background jobs",
    countsLabel: "Jobs by kind and state",
    loadFailed: "Could not load the jobs. Please try again.",
    empty: "No job here.",
    emptyFiltered: "No job of this kind in this state.",
    stateFilter: "Job state",
    kindFilter: "Kind",
    anyKind: "Every kind",
    refreshing: "Refreshes every few seconds",
    tabs: {
      all: "All",
      queued: "Queued",
      running: "Running",
      completed: "Completed",
      failed: "Failed",
      cancelled: "Cancelled",
    },
    state: {
      queued: "Queued",
      running: "Running",
      completed: "Completed",
      failed: "Failed",
      cancelled: "Cancelled",
    },
    columns: {
      kind: "Kind",
      state: "State",
      attempts: "Attempts",
      error: "Error",
      created: "Created",
      finished: "Finished",
      actions: "Actions",
    },
    attempts: "{{attempts}} of {{max}}",
    noError: "—",
    actions: {
      retry: "Retry",
      cancel: "Cancel",
      retryName: "Retry job {{id}}",
      cancelName: "Cancel job {{id}}",
    },
    confirm: {
      retryTitle: "Retry this {{kind}} job?",
      retryBody: "It is queued again and runs on the next free server, from the start.",
      retryConfirm: "Retry job",
      cancelTitle: "Cancel this {{kind}} job?",
      cancelBody: "A queued job will not run; a running one stops at its next safe point.",
      cancelConfirm: "Cancel job",
      keep: "Keep it",
      failed: "The job could not be changed.",
    },
    notify: {
      retried: "The job is queued again.",
      cancelled: "The job is cancelled.",
    },
  },
} as const;

registerStrings(adminJobsStrings, import.meta.glob("./strings.{ar,es,vi,zh}.ts"));
