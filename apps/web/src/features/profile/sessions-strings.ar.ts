import type { Translation } from "../../lib/i18n/translation";

/** Arabic (Modern Standard Arabic) strings of the Sessions card (keys as in sessions-strings.ts). */
export default {
  sessions: {
    title: "الجلسات",
    description: "الأماكن التي سُجّل فيها الدخول إلى حسابك. أنهِ أي جلسة لا تعرفها، ثم غيّر كلمة المرور.",
    device: "{{browser}} على {{os}}",
    unknownBrowser: "متصفح غير معروف",
    unknownOs: "نظام غير معروف",
    thisDevice: "هذا الجهاز",
    address: "العنوان",
    signedIn: "سُجّل الدخول {{when}}",
    lastActive: "آخر نشاط {{when}}",
    end: "تسجيل الخروج",
    endLabel: "تسجيل خروج {{device}}",
    endOthers: "تسجيل الخروج من كل الأجهزة الأخرى",
    endedOthers_zero: "لم تكن هناك جلسات أخرى.",
    endedOthers_one: "تم تسجيل الخروج من جلسة أخرى واحدة.",
    endedOthers_two: "تم تسجيل الخروج من جلستين أخريين.",
    endedOthers_few: "تم تسجيل الخروج من {{count}} جلسات أخرى.",
    endedOthers_many: "تم تسجيل الخروج من {{count}} جلسة أخرى.",
    endedOthers_other: "تم تسجيل الخروج من {{count}} جلسة أخرى.",
    ended: "تم تسجيل الخروج من تلك الجلسة.",
    onlyThis: "هذه هي جلستك الوحيدة.",
    loadFailed: "تعذّر تحميل جلساتك.",
    retry: "إعادة المحاولة",
    failed: "تعذّر تسجيل الخروج من تلك الجلسة. يرجى المحاولة مرة أخرى.",
  },
} satisfies Translation;
