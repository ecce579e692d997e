import type { Translation } from "../../lib/i18n/translation";

/** Simplified Chinese (Mainland China usage) strings of the dashboard (keys as in strings.ts). */
export default {
  salesDashboard: {
    eyebrow: "仪表盘",
    welcome: "欢迎，{{name}}",
    welcomeFallback: "欢迎",
    loadFailed: "无法加载仪表盘。",
    retry: "重试",
    scope: {
      label: "数据范围",
      mine: "我的数据",
      partner: "全机构",
      mineOnly: "以下为您创建的学生和申请的数据。",
    },
    kpi: {
      label: "关键指标",
      students: "学生",
      applications: "申请",
      offers: "录取",
      visasGranted: "获签",
      enrolments: "入学",
      conversionRate: "转化率",
      conversionHint: "入学人数占已提交申请的比例",
    },
    charts: {
      byStage: "各阶段申请",
      byStageHint: "当前每份申请所处的流程阶段。",
      perMonth: "每月申请数",
      perMonthHint: "近12个月的新增申请。",
      byDestination: "按目的地",
      byDestinationHint: "按院校所在国家/地区统计的申请。",
      topProviders: "热门院校",
      topProvidersHint: "申请数最多的5所院校。",
      applications: "申请",
      applicationsCount_other: "{{formatted}}份申请",
      other: "其他",
      noData: "暂无数据。",
      loading: "正在加载图表",
    },
    recent: {
      title: "最近动态",
      hint: "您的申请最近的状态变更。",
      movedTo: "变更为",
      by: "操作人：{{name}}",
      bySystem: "系统自动",
      none: "暂无状态变更。",
    },
    empty: {
      title: "随着工作开展，仪表盘将逐步充实",
      body: "添加第一位学生并发起申请后，您的数据、申请流程和趋势将显示在这里。",
      mineBody: "您还没有创建学生或申请。创建后，您的数据将显示在这里。",
      addStudent: "前往学生管理",
    },
    admin: {
      subtitle: "平台管理",
      title: "管理",
      body: "包含所有合作机构数据的管理仪表盘即将上线。在此期间，您可以通过菜单中的基础数据管理角色、年份、入学批次、申请流程、国家/地区和区域。",
    },
  },
} satisfies Translation;
