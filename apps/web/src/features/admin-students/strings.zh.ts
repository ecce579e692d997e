import type { Translation } from "../../lib/i18n/translation";

/** Simplified Chinese strings of the Superadmin's students list (keys as in strings.ts). */
export default {
  adminStudentsPage: {
    title: "学生",
    subtitle: "所有合作机构的学生，最新的在前。合作机构自行编辑其学生；此列表仅供查看。",
    tableLabel: "所有合作机构的学生",
    filtersLabel: "筛选",
    search: "搜索",
    searchPlaceholder: "姓名或电子邮件",
    created: "创建时间范围",
    createdPlaceholder: "任意日期",
    clearDates: "清除日期",
    clear: "清除筛选",
    count: "找到的学生：{{formatted}}",
    loadFailed: "无法加载学生。请重试。",
    empty: "没有符合这些筛选条件的学生。",
    emptyNone: "还没有合作机构添加学生。",
    columns: {
      student: "学生",
      partner: "合作机构",
      nationality: "国籍",
      applications: "申请",
      created: "创建时间",
    },
  },
} satisfies Translation;
