import type { Translation } from "./translation";

/** Arabic (Modern Standard Arabic) strings of the sign-in page and of every page (keys as in base-strings.ts). */
export default {
  common: {
    productName: "Partner Portal",
    loading: "جارٍ التحميل",
    loadingEllipsis: "جارٍ التحميل...",
    copyright: "© {{year}} Partner Portal",
    language: "اللغة",
  },
  documentKinds: {
    passport: "جواز السفر",
    transcript: "كشوف الدرجات",
    english_test: "نتيجة اختبار اللغة الإنجليزية",
    sop: "خطاب الغرض من الدراسة",
    cv: "السيرة الذاتية",
    reference: "خطابات التوصية",
    other: "أخرى",
  },
  errors: {
    network: "تعذّر الوصول إلى الخادم. يرجى التحقق من اتصالك والمحاولة مجددًا.",
    timeout: "استغرق الخادم وقتًا طويلًا للرد. يرجى التحقق من اتصالك والمحاولة مجددًا.",
    noToken: "لم يُعثر على رمز الوصول. يرجى تسجيل الدخول.",
    unknown: "خطأ غير معروف",
  },
  auth: {
    fields: {
      email: "البريد الإلكتروني",
      emailPlaceholder: "you@agency.com",
      password: "كلمة المرور",
      passwordPlaceholder: "كلمة المرور الخاصة بك",
    },
    validation: {
      emailRequired: "البريد الإلكتروني مطلوب.",
      emailInvalid: "أدخل بريدًا إلكترونيًا صالحًا.",
      passwordRequired: "كلمة المرور مطلوبة.",
    },
    login: {
      title: "تسجيل الدخول",
      subtitle: "مرحبًا بعودتك. سجّل الدخول لإدارة طلابك وطلباتهم.",
      remember: "تذكّر كلمة المرور",
      forgot: "نسيت كلمة المرور؟",
      submit: "تسجيل الدخول",
      noAccount: "وكالة شريكة جديدة؟",
      signUp: "أنشئ حسابًا",
      sessionExpired: "انتهت الجلسة. يرجى تسجيل الدخول مجددًا.",
    },
    marketing: {
      label: "عن Partner Portal",
      eyebrow: "لشركاء استقطاب الطلاب",
      tagline:
        "شريكك المدعوم بالذكاء الاصطناعي للتواصل مع الطلاب حول العالم، لتعليم أيسر وصولًا وأكثر كفاءة وأقل تكلفة.",
      body: "مكان واحد لطلاب وكالتك وطلباتهم والمؤسسات التعليمية والعمولات.",
      features: {
        students: {
          title: "الطلاب والطلبات في مكان واحد",
          body: "تابع كل طلب من أول مستند حتى الالتحاق.",
        },
        destinations: {
          title: "برامج في مختلف وجهات الدراسة",
          body: "ابحث عن المؤسسات التعليمية والبرامج في المملكة المتحدة والولايات المتحدة وكندا وأستراليا وغيرها.",
        },
        commission: {
          title: "عمولات يمكنك متابعتها",
          body: "اعرف عمولة كل التحاق وموعد سدادها.",
        },
      },
    },
  },
  legal: {
    terms: { short: "الشروط والأحكام" },
    privacy: { short: "سياسة الخصوصية" },
  },
} satisfies Translation;
