import { registerStrings } from "../../lib/i18n/register";

/** English strings of My day (issue 36); registered when the feature's code loads. */
export const myDayStrings = {
  myDay: {
    title: "My day",
    subtitle: "What is late, due today or closing soon, and what waits for the agency.",
    loadFailed: "My day could not be loaded.",
    retry: "Try again",
    seeAll: "See all {{count}}",
    nothing: "Nothing here for you to look after. Enjoy your day.",
    dates: {
      due: "Due {{date}}",
      closes: "Closes {{date}}",
      answerBy: "Answer by {{date}}",
      expires: "Expires {{date}}",
      waitingSince: "Waiting since {{date}}",
    },
    taskDone: "Done",
    taskDoneLabel: "Mark “{{title}}” as done",
    sections: {
      overdue: {
        title: "Overdue tasks",
        hint: "Your tasks whose day has passed.",
        empty: "Nothing overdue. Well done.",
      },
      today: {
        title: "Due today",
        hint: "Your tasks for today.",
        empty: "No task is due today.",
      },
      deadlines: {
        title: "Applications closing within 14 days",
        hint: "Drafts not yet submitted whose course closes soon.",
        empty: "No draft closes in the next two weeks.",
      },
      documents: {
        title: "Documents missing for applications due soon",
        hint: "Drafts closing within 14 days whose checklist is incomplete.",
        empty: "Every application due soon has its documents.",
      },
      offers: {
        title: "Offers awaiting the student's answer",
        hint: "Conditional and unconditional offers the student has not answered yet.",
        empty: "No offer is waiting for an answer.",
      },
      passports: {
        title: "Passports expiring",
        hint: "Expired, or ending before an intake's start plus six months (the usual visa rule).",
        empty: "Every passport lasts long enough.",
      },
      messages: {
        title: "Messages waiting for the agency",
        hint: "Applications where admissions wrote and nobody on your team has read it yet.",
        empty: "No unread messages from admissions. All caught up.",
      },
      tickets: {
        title: "Tickets waiting for the agency",
        hint: "The support team needs an answer from you.",
        empty: "No ticket is waiting for you. Well done.",
      },
    },
    landing: {
      label: "Start my day on",
      description: "The page you see after signing in.",
      myDay: "My day",
      dashboard: "Dashboard",
      saved: "Saved. You will start on {{page}} next time.",
      failed: "Your choice could not be saved.",
    },
  },
};

registerStrings(myDayStrings, import.meta.glob("./strings.{ar,es,vi,zh}.ts"));
