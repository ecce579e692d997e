import type { Translation } from "../../lib/i18n/translation";

/** Simplified Chinese strings of the password strength meter (keys as in strings.ts). */
export default {
  passwordStrength: {
    label: "密码强度",
    summary: "密码强度：{{level}}",
    levels: {
      veryWeak: "非常弱",
      weak: "弱",
      fair: "一般",
      strong: "强",
      veryStrong: "非常强",
    },
    common: "此密码属于常见密码，将不被接受。",
    hint: "越长越安全：几个互不相关的词组成的密码既好记又难猜。",
  },
} satisfies Translation;
