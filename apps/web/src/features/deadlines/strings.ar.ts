import type { Translation } from "../../lib/i18n/translation";

/** Arabic strings of application deadlines and passport warnings (keys as in strings.ts), with Arabic's plural forms. */
export default {
  deadlines: {
    closes: "يُغلق التقديم في {{date}}",
    closed: "أُغلق التقديم في {{date}}",
    noDeadline: "لم يُحدَّد موعد نهائي للتقديم",
    daysLeft_zero: "لم يبقَ أي يوم",
    daysLeft_one: "بقي يوم واحد",
    daysLeft_two: "بقي يومان",
    daysLeft_few: "بقيت {{count}} أيام",
    daysLeft_many: "بقي {{count}} يومًا",
    daysLeft_other: "بقي {{count}} يوم",
    today: "يُغلق اليوم",
    title: "الموعد النهائي للتقديم",
    passport:
      "ينتهي جواز السفر في {{expiry}}، قبل {{needed}} (بعد ستة أشهر من بدء هذه الدفعة): جدِّده قبل التقدم بطلب التأشيرة.",
    passportShort: "ينتهي جواز السفر في {{expiry}}: جدِّده قبل التأشيرة",
    passportTitle: "جواز السفر",
    filters: {
      deadlineSoon: "موعد نهائي خلال 14 يومًا",
      documentsMissing: "مستندات ناقصة",
      passportExpiring: "جواز سفر على وشك الانتهاء",
      label: "ما يجب إنجازه",
    },
    form: {
      title: "مواعيد التقديم النهائية",
      intro: "اليوم الذي يُغلق فيه التقديم لكل دفعة قادمة. اترك اليوم فارغًا إن لم يكن هناك موعد.",
      none: "اختر أشهر الدفعات لتحديد مواعيدها النهائية.",
      noUpcoming: "لا توجد دفعة قادمة في هذه الأشهر.",
    },
    compareRow: "مواعيد التقديم النهائية",
  },
} satisfies Translation;
