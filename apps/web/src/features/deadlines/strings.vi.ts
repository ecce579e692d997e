import type { Translation } from "../../lib/i18n/translation";

/** Vietnamese strings of application deadlines and passport warnings (keys as in strings.ts). */
export default {
  deadlines: {
    closes: "Hạn nộp hồ sơ {{date}}",
    closed: "Đã hết hạn nộp hồ sơ {{date}}",
    noDeadline: "Chưa đặt hạn nộp hồ sơ",
    daysLeft_other: "Còn {{count}} ngày",
    today: "Hết hạn hôm nay",
    title: "Hạn nộp hồ sơ",
    passport:
      "Hộ chiếu hết hạn ngày {{expiry}}, trước ngày {{needed}} (sáu tháng sau khi kỳ nhập học này bắt đầu): hãy gia hạn trước khi xin thị thực.",
    passportShort: "Hộ chiếu hết hạn {{expiry}}: gia hạn trước khi xin thị thực",
    passportTitle: "Hộ chiếu",
    filters: {
      deadlineSoon: "Hạn nộp trong 14 ngày",
      documentsMissing: "Thiếu giấy tờ",
      passportExpiring: "Hộ chiếu sắp hết hạn",
      label: "Việc cần làm",
    },
    form: {
      title: "Hạn nộp hồ sơ",
      intro: "Ngày hết hạn nộp hồ sơ của từng kỳ nhập học sắp tới. Để trống nếu không có.",
      none: "Chọn các tháng nhập học để đặt hạn nộp.",
      noUpcoming: "Không có kỳ nhập học sắp tới trong các tháng này.",
    },
    compareRow: "Hạn nộp hồ sơ",
  },
} satisfies Translation;
