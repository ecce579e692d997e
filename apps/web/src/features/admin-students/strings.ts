import { registerStrings } from "../../lib/i18n/register";

/** English strings of the Superadmin's students list (issue 18); registered when the feature's code loads. */
export const adminStudentsStrings = {
  adminStudentsPage: {
    title: "Students",
    subtitle: "Every partner's students, newest first. Partners edit their own students; this list is for reading.",
    tableLabel: "Every partner's students",
    filtersLabel: "Filters",
    search: "Search",
    searchPlaceholder: "Name or e-mail",
    created: "Created between",
    createdPlaceholder: "Any date",
    clearDates: "Clear the dates",
    clear: "Clear filters",
    count: "Students found: {{formatted}}",
    loadFailed: "Could not load the students. Please try again.",
    empty: "No student matches these filters.",
    emptyNone: "No partner has added a student yet.",
    columns: {
      student: "Student",
      partner: "Partner",
      nationality: "Nationality",
      applications: "Applications",
      created: "Created",
    },
  },
};

registerStrings(adminStudentsStrings, import.meta.glob("./strings.{ar,es,vi,zh}.ts"));
