import { registerStrings } from "../../lib/i18n/register";

/** Strings of "Import students" (issue 36). */
export const studentImportStrings = {
  studentImport: {
    open: "Import students",
    title: "Import students",
    subtitle:
      "Add many students at once from a spreadsheet. Every row is checked first; nothing is saved until every row is right.",
    back: "Back to students",
    notAllowed: "Your account may not add students. Ask your partner administrator.",
    template: {
      title: "1. Start from the template",
      intro:
        "One row per student, one column per field of the Add student form. Keep the header row; you may leave out the columns you do not use, except the required ones.",
      csv: "Template (CSV)",
      xlsx: "Template (Excel)",
      failed: "Could not download the template.",
      columnsTitle: "What goes in each column",
      required: "Required",
      optional: "Optional",
      groups: {
        required: "The student's name, e-mail, nationality, study destination and study level.",
        profile: "Phone, date of birth (YYYY-MM-DD), gender, passport, address, studies and notes.",
        english: "The English test (IELTS, TOEFL, PTE, Duolingo or none) and its scores.",
        matching:
          "The matching profile, all optional: grading scale, completed level, subjects, preferred intakes, budget, destinations and disciplines.",
        team: "The counsellor (the e-mail of yourself or one of your sub-logins) and your own tags.",
      },
      rules:
        "Countries by name in any of the portal's languages or by code (IN, IND); study levels as the portal names them; several values in one cell separated by a semicolon (;); months by name or number. Cells must hold values, not formulas.",
    },
    upload: {
      title: "2. Check your file",
      intro:
        "Drop the file here. Every row is checked against your students and the reference lists; nothing is saved yet.",
      drop: "Drop a CSV or Excel file here",
      hint: "Up to 10,000 students and 10 MB. Files over 500 rows are checked in the background.",
      choose: "Choose a file",
      inputLabel: "Students file",
      checking: "Checking…",
      size: "{{size}}",
      another: "Choose another file",
      unreadable: "This file cannot be imported",
      failed: "The file could not be checked. Please try again.",
      problems: {
        type: "Choose a CSV or XLSX file.",
        size: "The file is too large (at most 10 MB).",
        empty: "The file is empty.",
      },
    },
    review: {
      title: "3. Review and import",
      intro: "Each row as it will be saved. Fix the rows with errors in your spreadsheet and drop the file again.",
      rows: "Rows",
      ready: "Ready",
      withErrors: "With errors",
      allReady_one: "The row is ready to import.",
      allReady_other: "All {{count}} rows are ready to import.",
      hasErrors_one: "1 row has errors. Nothing can be imported until it is fixed.",
      hasErrors_other: "{{count}} rows have errors. Nothing can be imported until they are fixed.",
      import_one: "Import 1 student",
      import_other: "Import {{count}} students",
      importBlocked: "Fix the errors to import",
      importFailed: "Nothing was imported",
      onlyErrors: "Rows with errors ({{count}})",
      allRows: "All rows ({{count}})",
      show: "Show",
      tableLabel: "Rows of the file",
      empty: "No rows to show.",
      line: "Line {{line}}",
      okBadge: "Ready",
      errorBadge_one: "1 error",
      errorBadge_other: "{{count}} errors",
      existing: "Already a student: {{name}}",
      columns: {
        line: "Line",
        student: "Student",
        destination: "Destination / level",
        result: "Check",
      },
    },
    job: {
      queued: "Waiting to start…",
      checking: "Checking rows: {{done}} of {{total}}",
      importing: "Importing students: {{done}} of {{total}}",
      progressLabel: "Progress of the import",
      failed: "The import stopped",
      background:
        "This file has more than 500 rows, so it is checked in the background. You may leave this page; the result stays under Recent imports.",
      result: "Download the file with the result of each row",
      resultFailed: "Could not download the result file.",
      problemsTitle: "First rows with errors",
      more: "The result file lists every row.",
    },
    done: {
      title_one: "1 student imported",
      title_other: "{{count}} students imported",
      body: "From {{file}}. Each student is in your list now, with an entry in the activity log.",
      view: "View students",
      again: "Import another file",
    },
    recent: {
      title: "Recent imports",
      empty: "No imports in the background yet.",
      check: "Check only",
      import: "Import",
      status: {
        queued: "Queued",
        checking: "Checking",
        importing: "Importing",
        done: "Done",
        failed: "Failed",
      },
      imported: "{{count}} imported",
      errors: "{{count}} with errors",
      download: "Result",
    },
  },
};

registerStrings(studentImportStrings, import.meta.glob("./import-strings.{ar,es,vi,zh}.ts"));
