import { registerStrings } from "../../lib/i18n/register";

/** Strings of a student's "Course matches" tab and matching profile (issue 18). */
export const matchingStrings = {
  matches: {
    profile: {
      section: "Study preferences",
      gradingScale: "Grading scale",
      completedLevel: "Level of studies completed",
      completionYear: "Year of completion",
      subjects: "Subjects studied",
      subjectsHint: "Press Enter after each subject.",
      destinations: "Other destinations",
      disciplines: "Preferred disciplines",
      disciplinesHint: "Pick from the disciplines of the course catalogue.",
      intakes: "Preferred intakes",
      budget: "Tuition budget",
      currency: "Currency",
      scales: {
        percentage: "Percentage",
        gpa4: "GPA (out of 4.0)",
        cgpa10: "CGPA (out of 10)",
        uk_class: "UK degree class",
      },
    },
    title: "Course matches",
    intro:
      "Courses ranked for this student: whether they meet each entry requirement, then how well each fits their wishes.",
    filtersLabel: "Filter the matches",
    destination: "Destination",
    anyDestination: "Any destination",
    wantedLevel: "{{level}} (wanted)",
    score: "Match {{score}}",
    scoreLabel: "Match score {{score}} out of 100",
    eligibility: {
      eligible: "Eligible",
      conditional: "Conditional",
      not_eligible: "Not eligible",
      other_level: "Other level",
    },
    status: {
      met: "Met",
      not_met: "Not met",
      unknown: "Unknown",
    },
    fit: {
      destination: "Destination",
      discipline: "Discipline",
      intake: "Intake",
      budget: "Within budget",
    },
    fitLabel: "Fits the student's wishes",
    reasonsLabel: "Entry requirements",
    tuition: "Tuition {{fee}}",
    empty: "No course matches these filters.",
    loadFailed: "Could not load the course matches.",
    retry: "Try again",
    pages: "Pages of course matches",
    apply: "Apply",
    applyTo: "Apply to {{name}}",
    confirmTitle: "Apply although not eligible?",
    confirmText: "This student does not meet these requirements of {{name}}:",
    confirmRecord: "You can still apply; the application's timeline will record what was not met.",
    cancel: "Cancel",
    applyAnyway: "Apply anyway",
    likelihood: {
      label: "Offer likelihood",
      none: "Not enough history",
      howTitle: "How is the offer likelihood worked out?",
      how: "From our own history: of the past applications of other students like this one (same English and grade band) to this provider, the share that reached an offer. When the provider has fewer than 20 decided applications, the same destination and study level is used instead. Open applications and withdrawals without an offer do not count, and neither does this student. Below 20 decided applications no figure is given. It describes the past; it does not promise an outcome.",
      loadFailed: "Could not load the offer likelihood.",
    },
    finder: {
      forStudent: "Match to a student",
      forStudentHint: "Marks each course eligible, conditional or not and sorts by match",
      searchStudent: "Search a student by name or e-mail",
      sortedByMatch: "Sorted by match for {{name}}",
      clear: "Show all courses",
    },
    howTitle: "How is this worked out?",
    how: "Each course's entry requirements (English test, previous studies, grade, subjects, gap since studying) are checked against the student's profile. A course is eligible when the student meets them all, conditional when only English is short by about half a band or the course offers pre-sessional English, and not eligible otherwise. What the profile does not say is shown as unknown. The match score puts eligible courses first, then adds for the student's preferred destinations, disciplines, intakes and budget. Matches are the courses at the level the student wants; a course at another level (or below what the student has completed) is marked \"Other level\" and scores 0.",
    completeProfile:
      "Complete the student's English test, grade and studies in the profile to make the matches more certain.",
  },
};

registerStrings(matchingStrings, import.meta.glob("./matching-strings.{ar,es,vi,zh}.ts"));
