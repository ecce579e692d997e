import type { Translation } from "../../lib/i18n/translation";

/** Vietnamese strings of the password strength meter (keys as in strings.ts). */
export default {
  passwordStrength: {
    label: "Độ mạnh mật khẩu",
    summary: "Độ mạnh mật khẩu: {{level}}",
    levels: {
      veryWeak: "Rất yếu",
      weak: "Yếu",
      fair: "Trung bình",
      strong: "Mạnh",
      veryStrong: "Rất mạnh",
    },
    common: "Mật khẩu này nằm trong danh sách mật khẩu phổ biến và sẽ không được chấp nhận.",
    hint: "Càng dài càng mạnh: vài từ không liên quan đến nhau tạo nên mật khẩu dễ nhớ mà khó đoán.",
  },
} satisfies Translation;
