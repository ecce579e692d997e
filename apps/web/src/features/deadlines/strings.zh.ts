import type { Translation } from "../../lib/i18n/translation";

/** Chinese (Simplified) strings of application deadlines and passport warnings (keys as in strings.ts). */
export default {
  deadlines: {
    closes: "申请截止日期：{{date}}",
    closed: "申请已于 {{date}} 截止",
    noDeadline: "未设申请截止日期",
    daysLeft_other: "还剩 {{count}} 天",
    today: "今天截止",
    title: "申请截止日期",
    passport: "护照将于 {{expiry}} 到期，早于 {{needed}}（本期入学开始后六个月）：请在申请签证前续办护照。",
    passportShort: "护照 {{expiry}} 到期：办签证前请续办",
    passportTitle: "护照",
    filters: {
      deadlineSoon: "14 天内截止",
      documentsMissing: "缺少文件",
      passportExpiring: "护照即将到期",
      label: "待办",
    },
    form: {
      title: "申请截止日期",
      intro: "每个即将到来的入学批次的申请截止日。没有则留空。",
      none: "请先选择入学月份，再设置截止日期。",
      noUpcoming: "这些月份没有即将到来的入学批次。",
    },
    compareRow: "申请截止日期",
  },
} satisfies Translation;
