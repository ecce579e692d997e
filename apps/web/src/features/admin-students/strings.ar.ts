import type { Translation } from "../../lib/i18n/translation";

/** Arabic (Modern Standard Arabic) strings of the Superadmin's students list (keys as in strings.ts). */
export default {
  adminStudentsPage: {
    title: "الطلاب",
    subtitle: "طلاب جميع الشركاء، الأحدث أولًا. يعدّل الشركاء طلابهم بأنفسهم؛ هذه القائمة للاطلاع فقط.",
    tableLabel: "طلاب جميع الشركاء",
    filtersLabel: "عوامل التصفية",
    search: "بحث",
    searchPlaceholder: "الاسم أو البريد الإلكتروني",
    created: "تاريخ الإنشاء بين",
    createdPlaceholder: "أي تاريخ",
    clearDates: "مسح التاريخين",
    clear: "مسح عوامل التصفية",
    count: "عدد الطلاب: {{formatted}}",
    loadFailed: "تعذّر تحميل الطلاب. يرجى المحاولة مجددًا.",
    empty: "لا يوجد طالب يطابق عوامل التصفية هذه.",
    emptyNone: "لم يُضف أي شريك طالبًا بعد.",
    columns: {
      student: "الطالب",
      partner: "الشريك",
      nationality: "الجنسية",
      applications: "الطلبات",
      created: "تاريخ الإنشاء",
    },
  },
} satisfies Translation;
