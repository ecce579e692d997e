import type { Translation } from "../../lib/i18n/translation";

/** Arabic (Modern Standard Arabic) strings of the account pages (keys as in account-strings.ts). */
export default {
  auth: {
    backToSignIn: "العودة إلى تسجيل الدخول",
    fields: {
      newPassword: "كلمة المرور الجديدة",
      confirmPassword: "تأكيد كلمة المرور",
      passwordRule: "8 أحرف على الأقل، تتضمن حرفًا كبيرًا وحرفًا صغيرًا ورقمًا.",
      fullName: "الاسم الكامل",
      companyName: "اسم الشركة",
      country: "الدولة",
      countryPlaceholder: "ابحث عن دولتك",
      countryNotFound: "لا توجد دولة مطابقة",
    },
    validation: {
      passwordsMismatch: "كلمتا المرور غير متطابقتين.",
    },
    signUp: {
      title: "سجّل وكالتك",
      subtitle: "أنشئ حساب شريك. يراجع فريقنا كل تسجيل قبل أول تسجيل دخول.",
      terms: "أوافق على <terms>الشروط والأحكام</terms> و<privacy>سياسة الخصوصية</privacy>.",
      submit: "إنشاء حساب",
      failed: "تعذّر التسجيل. يرجى المحاولة مجددًا.",
      countriesFailed: "تعذّر تحميل قائمة الدول. يرجى إعادة تحميل الصفحة.",
      haveAccount: "لديك حساب بالفعل؟",
      signIn: "تسجيل الدخول",
      doneTitle: "تم استلام طلب التسجيل",
      doneThanks: "شكرًا لك يا {{name}}. استلمنا طلب تسجيل {{company}}.",
      doneNext: "التسجيل بانتظار الموافقة: سيراجعه فريقنا، وبعد اعتماده يمكنك تسجيل الدخول باستخدام {{email}}.",
      backToSignIn: "العودة إلى تسجيل الدخول",
    },
    reset: {
      title: "إعادة تعيين كلمة المرور",
      subtitle: "أدخل البريد الإلكتروني الذي تسجّل الدخول به، وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.",
      submit: "إرسال رابط إعادة التعيين",
      failed: "تعذّر إرسال رابط إعادة التعيين. يرجى المحاولة مجددًا.",
    },
    resetConfirm: {
      title: "اختر كلمة مرور جديدة",
      subtitle: "تحل كلمة المرور الجديدة محل القديمة، ويُسجَّل خروجك من أي مكان آخر.",
      submit: "تعيين كلمة المرور",
      failed: "تعذّر تغيير كلمة المرور. يرجى المحاولة مجددًا.",
      requestNew: "اطلب رابطًا جديدًا",
      firstTitle: "اختر كلمة المرور",
      firstSubtitle: "اختر كلمة المرور التي ستسجّل الدخول بها. يمكنك تغييرها لاحقًا من ملفك الشخصي.",
      firstSubmit: "تعيين كلمة المرور",
    },
  },
} satisfies Translation;
