import { registerStrings } from "../../lib/i18n/register";

/** English strings of application deadlines and passport warnings (issue 36); registered when the feature's code loads. */
export const deadlinesStrings = {
  deadlines: {
    closes: "Applications close {{date}}",
    closed: "Applications closed {{date}}",
    noDeadline: "No application deadline set",
    daysLeft_one: "{{count}} day left",
    daysLeft_other: "{{count}} days left",
    today: "Closes today",
    title: "Application deadline",
    passport:
      "The passport expires on {{expiry}}, before {{needed}} (six months after this intake starts): renew it before applying for the visa.",
    passportShort: "Passport expires {{expiry}}: renew before the visa",
    passportTitle: "Passport",
    filters: {
      deadlineSoon: "Deadline within 14 days",
      documentsMissing: "Documents missing",
      passportExpiring: "Passport expiring",
      label: "Needs doing",
    },
    form: {
      title: "Application deadlines",
      intro: "The day applications close for each upcoming intake. Leave a day empty when there is none.",
      none: "Choose intake months to set their deadlines.",
      noUpcoming: "No upcoming intake in these months.",
    },
    compareRow: "Application deadlines",
  },
};

registerStrings(deadlinesStrings, import.meta.glob("./strings.{ar,es,vi,zh}.ts"));
