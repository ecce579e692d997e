import type { Translation } from "../../lib/i18n/translation";

/** Arabic (Modern Standard Arabic) strings of the Superadmin's Background jobs screen (keys as in strings.ts). */
export default {
  adminJobsPage: {
    title: "المهام الخلفية",
    subtitle:
      "أعمال تنفّذها الخوادم خارج الطلبات المباشرة: التصدير والبريد والجدولة وعمليات التنظيف. أعد تشغيل ما فشل، وألغِ ما ينتظر.",
    tableLabel: "المهام الخلفية",
    countsLabel: "المهام حسب النوع والحالة",
    loadFailed: "تعذّر تحميل المهام. يرجى المحاولة مجددًا.",
    empty: "لا توجد مهام هنا.",
    emptyFiltered: "لا توجد مهام من هذا النوع بهذه الحالة.",
    stateFilter: "حالة المهمة",
    kindFilter: "النوع",
    anyKind: "كل الأنواع",
    refreshing: "يتحدّث كل بضع ثوانٍ",
    tabs: {
      all: "الكل",
      queued: "في الانتظار",
      running: "قيد التشغيل",
      completed: "مكتملة",
      failed: "فاشلة",
      cancelled: "ملغاة",
    },
    state: {
      queued: "في الانتظار",
      running: "قيد التشغيل",
      completed: "مكتملة",
      failed: "فاشلة",
      cancelled: "ملغاة",
    },
    columns: {
      kind: "النوع",
      state: "الحالة",
      attempts: "المحاولات",
      error: "الخطأ",
      created: "تاريخ الإنشاء",
      finished: "تاريخ الانتهاء",
      actions: "الإجراءات",
    },
    attempts: "{{attempts}} من {{max}}",
    noError: "—",
    actions: {
      retry: "إعادة المحاولة",
      cancel: "إلغاء",
      retryName: "إعادة محاولة المهمة {{id}}",
      cancelName: "إلغاء المهمة {{id}}",
    },
    confirm: {
      retryTitle: "إعادة محاولة مهمة {{kind}} هذه؟",
      retryBody: "ستُعاد إلى قائمة الانتظار وتعمل من البداية على أول خادم متاح.",
      retryConfirm: "إعادة محاولة المهمة",
      cancelTitle: "إلغاء مهمة {{kind}} هذه؟",
      cancelBody: "لن تعمل المهمة المنتظرة؛ أما المهمة قيد التشغيل فتتوقف عند نقطة التوقف الآمنة التالية.",
      cancelConfirm: "إلغاء المهمة",
      keep: "الإبقاء عليها",
      failed: "تعذّر تغيير المهمة.",
    },
    notify: {
      retried: "أُعيدت المهمة إلى قائمة الانتظار.",
      cancelled: "أُلغيت المهمة.",
    },
  },
} satisfies Translation;
