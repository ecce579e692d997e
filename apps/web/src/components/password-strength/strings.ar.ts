import type { Translation } from "../../lib/i18n/translation";

/** Arabic (Modern Standard Arabic) strings of the password strength meter (keys as in strings.ts). */
export default {
  passwordStrength: {
    label: "قوة كلمة المرور",
    summary: "قوة كلمة المرور: {{level}}",
    levels: {
      veryWeak: "ضعيفة جدًا",
      weak: "ضعيفة",
      fair: "مقبولة",
      strong: "قوية",
      veryStrong: "قوية جدًا",
    },
    common: "كلمة المرور هذه موجودة في قوائم كلمات المرور الشائعة ولن تُقبل.",
    hint: "كلما طالت كلمة المرور زادت قوتها: بضع كلمات لا رابط بينها تصنع كلمة مرور يسهل تذكرها ويصعب تخمينها.",
  },
} satisfies Translation;
