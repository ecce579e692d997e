import type { Translation } from "../../lib/i18n/translation";

/** Arabic (Modern Standard Arabic) strings of the "Course matches" tab (keys as in matching-strings.ts). */
export default {
  matches: {
    profile: {
      section: "تفضيلات الدراسة",
      gradingScale: "مقياس الدرجات",
      completedLevel: "مستوى الدراسة المكتملة",
      completionYear: "سنة الإتمام",
      subjects: "المواد المدروسة",
      subjectsHint: "اضغط Enter بعد كل مادة.",
      destinations: "وجهات أخرى",
      disciplines: "التخصصات المفضلة",
      intakes: "مواعيد الالتحاق المفضلة",
      budget: "ميزانية الرسوم الدراسية",
      currency: "العملة",
      scales: {
        percentage: "نسبة مئوية",
        gpa4: "المعدل (من 4.0)",
        cgpa10: "المعدل التراكمي (من 10)",
        uk_class: "تصنيف الدرجة البريطاني",
      },
    },
    title: "البرامج المناسبة",
    intro: "البرامج مرتبة لهذا الطالب: هل يستوفي كل شرط من شروط القبول، ثم مدى ملاءمة كل برنامج لرغباته.",
    destination: "الوجهة",
    anyDestination: "أي وجهة",
    score: "التوافق {{score}}",
    scoreLabel: "درجة التوافق {{score}} من 100",
    eligibility: {
      eligible: "مؤهَّل",
      conditional: "مشروط",
      not_eligible: "غير مؤهَّل",
    },
    status: {
      met: "مستوفى",
      not_met: "غير مستوفى",
      unknown: "غير معروف",
    },
    fit: {
      destination: "الوجهة",
      discipline: "التخصص",
      intake: "موعد الالتحاق",
      budget: "ضمن الميزانية",
    },
    fitLabel: "يلائم رغبات الطالب",
    reasonsLabel: "شروط القبول",
    tuition: "الرسوم الدراسية {{fee}}",
    empty: "لا توجد برامج تطابق هذه الفلاتر.",
    loadFailed: "تعذّر تحميل البرامج المناسبة.",
    retry: "إعادة المحاولة",
    pages: "صفحات البرامج المناسبة",
    howTitle: "كيف يُحسب ذلك؟",
    how: "تُقارن شروط القبول لكل برنامج (اختبار اللغة الإنجليزية، والدراسة السابقة، والدرجة، والمواد، والانقطاع عن الدراسة) بملف الطالب. يكون البرنامج مؤهَّلًا عندما يستوفي الطالب كل الشروط، ومشروطًا عندما ينقصه في الإنجليزية نحو نصف درجة فقط أو يقدّم البرنامج دورة لغة تحضيرية، وغير مؤهَّل في غير ذلك. وما لا يذكره الملف يظهر على أنه غير معروف. وتضع درجة التوافق البرامج المؤهَّلة أولًا، ثم تضيف بحسب الوجهات والتخصصات ومواعيد الالتحاق والميزانية التي يفضّلها الطالب.",
    completeProfile: "أكمل في الملف اختبار اللغة الإنجليزية والدرجة والدراسة السابقة للطالب لتكون النتائج أدق.",
  },
} satisfies Translation;
