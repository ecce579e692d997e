import { registerStrings } from "../../lib/i18n/register";

/** English strings of the tasks screen and panels (issue 36, decision 052); registered when the feature loads. */
export const tasksStrings = {
  tasksPage: {
    title: "Tasks",
    intro: "What you and your team must do, and when. Days are counted in UTC.",
    add: "New task",
    listLabel: "Tasks",
    empty: "Nothing here. Tasks you create, and those the portal makes for documents, offers and messages, show here.",
    loadFailed: "The tasks could not be loaded.",
    mine: "Assigned to me",
    due: { all: "All open", overdue: "Overdue", today: "Today", upcoming: "Upcoming", done: "Done" },
    overdue: "Overdue",
    dueAt: "Due {{when}}",
    doneAt: "Done {{when}}",
    assignee: "For {{name}}",
    student: "Student: {{name}}",
    application: "Application #{{id}}",
    source: {
      manual: "Made by a person",
      document: "Missing document",
      offer: "Offer awaiting an answer",
      message: "Unanswered message",
    },
    complete: "Complete",
    reopen: "Reopen",
    completeLabel: "Complete “{{title}}”",
    reopenLabel: "Reopen “{{title}}”",
    form: {
      title: "New task",
      name: "Title",
      notes: "Notes",
      due: "Due date and time",
      assignee: "Who does it",
      me: "Me",
      student: "Student (optional)",
      studentPlaceholder: "Search your students",
      save: "Create task",
      cancel: "Cancel",
      dueRequired: "Choose when it is due.",
    },
    notify: {
      created: "Task created.",
      completed: "Task completed.",
      reopened: "Task reopened.",
      failed: "That did not work. Please try again.",
    },
    panel: {
      title: "Tasks",
      empty: "No open tasks.",
      add: "Add task",
      all: "All tasks",
    },
    offer: {
      label: "Answer the offer by",
      save: "Save date",
      clear: "Clear",
      saved: "Answer date saved.",
      none: "Not set",
    },
  },
};

registerStrings(tasksStrings, import.meta.glob("./strings.{ar,es,vi,zh}.ts"));
