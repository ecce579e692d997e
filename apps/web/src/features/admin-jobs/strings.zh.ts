import type { Translation } from "../../lib/i18n/translation";

/** Simplified Chinese (Mainland China usage) strings of the Superadmin's Background jobs screen (keys as in strings.ts). */
export default {
  adminJobsPage: {
    title: "后台任务",
    subtitle: "服务器在请求之外执行的工作：导出、邮件、定时任务和清理。可重试失败的任务，取消等待中的任务。",
    tableLabel: "后台任务",
    countsLabel: "按类型和状态统计的任务",
    loadFailed: "无法加载任务，请重试。",
    empty: "暂无任务。",
    emptyFiltered: "没有该类型、该状态的任务。",
    stateFilter: "任务状态",
    kindFilter: "类型",
    anyKind: "全部类型",
    refreshing: "每隔几秒自动刷新",
    tabs: {
      all: "全部",
      queued: "排队中",
      running: "运行中",
      completed: "已完成",
      failed: "失败",
      cancelled: "已取消",
    },
    state: {
      queued: "排队中",
      running: "运行中",
      completed: "已完成",
      failed: "失败",
      cancelled: "已取消",
    },
    columns: {
      kind: "类型",
      state: "状态",
      attempts: "尝试次数",
      error: "错误",
      created: "创建时间",
      finished: "完成时间",
      actions: "操作",
    },
    attempts: "{{attempts}}/{{max}}",
    noError: "—",
    actions: {
      retry: "重试",
      cancel: "取消",
      retryName: "重试任务{{id}}",
      cancelName: "取消任务{{id}}",
    },
    confirm: {
      retryTitle: "重试此{{kind}}任务？",
      retryBody: "任务将重新排队，由下一台空闲服务器从头开始执行。",
      retryConfirm: "重试任务",
      cancelTitle: "取消此{{kind}}任务？",
      cancelBody: "排队中的任务将不再执行；运行中的任务会在下一个安全点停止。",
      cancelConfirm: "取消任务",
      keep: "保留",
      failed: "无法更改该任务。",
    },
    notify: {
      retried: "任务已重新排队。",
      cancelled: "任务已取消。",
    },
  },
} satisfies Translation;
