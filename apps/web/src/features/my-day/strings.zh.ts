import type { Translation } from "../../lib/i18n/translation";

/** Simplified Chinese strings of My day (keys as in strings.ts). */
export default {
  myDay: {
    title: "我的一天",
    subtitle: "逾期的、今天到期的、即将截止的，以及等待机构处理的事项。",
    loadFailed: "无法加载“我的一天”。",
    retry: "重试",
    seeAll: "查看全部 {{count}} 项",
    nothing: "这里没有需要您处理的事项。祝您愉快。",
    dates: {
      due: "{{date}} 到期",
      closes: "{{date}} 截止",
      answerBy: "请于 {{date}} 前答复",
      expires: "{{date}} 过期",
      waitingSince: "自 {{date}} 起等待",
    },
    taskDone: "完成",
    taskDoneLabel: "将“{{title}}”标记为完成",
    sections: {
      overdue: {
        title: "逾期任务",
        hint: "已过期限的任务。",
        empty: "没有逾期任务，做得好。",
      },
      today: {
        title: "今天到期",
        hint: "您今天的任务。",
        empty: "今天没有到期的任务。",
      },
      deadlines: {
        title: "14 天内截止的申请",
        hint: "课程即将截止、尚未提交的草稿。",
        empty: "未来两周没有草稿截止。",
      },
      documents: {
        title: "即将截止的申请缺少材料",
        hint: "14 天内截止且材料清单不完整的草稿。",
        empty: "即将截止的申请材料均已齐全。",
      },
      offers: {
        title: "等待学生答复的录取",
        hint: "学生尚未答复的有条件和无条件录取。",
        empty: "没有等待答复的录取。",
      },
      passports: {
        title: "即将过期的护照",
        hint: "已过期，或在入学开始后六个月内到期（常见签证规则）。",
        empty: "所有护照有效期均足够。",
      },
      messages: {
        title: "等待机构回复的消息",
        hint: "招生团队已留言、但您的团队尚未阅读的申请。",
        empty: "没有来自招生团队的未读消息。全部处理完毕。",
      },
      tickets: {
        title: "等待机构回复的工单",
        hint: "支持团队需要您的答复。",
        empty: "没有等待您处理的工单。做得好。",
      },
    },
    landing: {
      label: "每天开始于",
      description: "登录后看到的页面。",
      myDay: "我的一天",
      dashboard: "仪表盘",
      saved: "已保存。下次将从{{page}}开始。",
      failed: "无法保存您的选择。",
    },
  },
} satisfies Translation;
