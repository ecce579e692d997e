import type { Translation } from "../../lib/i18n/translation";

/** Simplified Chinese (Mainland China usage) strings of Sub-logins (keys as in strings.ts). */
export default {
  subLoginsPage: {
    title: "子账号",
    intro: "为员工创建的账号。每个账号分配一个角色模板，必要时可添加额外权限。",
    add: "添加子账号",
    tableLabel: "子账号",
    empty: "暂无子账号。请为每位员工添加一个。",
    loadFailed: "无法加载子账号。",
    columns: {
      name: "姓名",
      email: "邮箱",
      role: "角色模板",
      status: "状态",
      lastLogin: "上次登录",
      performance: "业绩",
      actions: "操作",
    },
    noRole: "无模板",
    never: "从未登录",
    performance: {
      students_other: "{{count}}名学生",
      applications_other: "{{count}}份申请",
    },
    status: {
      active: "启用",
      disabled: "已停用",
      invited: "已邀请",
      invitedHint: "尚未登录",
    },
    actions: {
      menu: "{{name}}的操作",
      edit: "编辑",
      disable: "停用",
      enable: "启用",
      reset: "发送密码重置链接",
      delete: "删除",
    },
    notify: {
      created: "已添加{{name}}，设置密码的邀请已发送至{{email}}。",
      updated: "{{name}}已保存。",
      disabled: "{{name}}已停用，并已在所有设备上退出登录。",
      enabled: "{{name}}可以重新登录了。",
      deleted: "{{name}}已删除。",
      failed: "操作失败，请重试。",
      successTitle: "操作成功",
      errorTitle: "操作失败",
    },
    form: {
      addTitle: "添加子账号",
      editTitle: "编辑{{name}}",
      name: "姓名",
      email: "邮箱",
      emailHint: "设置密码的邀请将发送到此邮箱。",
      emailLocked: "邮箱地址无法更改。",
      phone: "电话",
      role: "角色模板",
      rolePlaceholder: "选择角色模板",
      rolesFailed: "无法加载角色模板。",
      includes: "此模板包含的权限",
      extras: "额外权限",
      extrasHint: "在模板基础上额外授予。",
      chooseRoleFirst: "选择角色模板后，即可查看可添加的权限。",
      allIncluded: "此模板已包含全部权限。",
      failed: "子账号保存失败。",
      cancel: "取消",
      close: "关闭表单",
      create: "添加并发送邀请",
      save: "保存更改",
    },
    delete: {
      title: "删除{{name}}？",
      close: "关闭",
      body: "该账号将被永久删除。只有从未使用过门户的子账号才能删除，否则请将其停用。",
      cancel: "取消",
      confirm: "删除",
    },
    permissions: {
      students: {
        view: "查看学生",
        manage: "添加和编辑学生",
      },
      applications: {
        view: "查看申请",
        manage: "创建和更新申请",
      },
      courses: {
        view: "浏览院校和课程",
      },
      tickets: {
        manage: "提交和跟进支持工单",
      },
      updates: {
        view: "阅读重要公告",
      },
      documents: {
        view: "使用资料库",
      },
      experts: {
        view: "联系院校专家",
      },
      reports: {
        export: "导出报表",
      },
      payments: {
        view: "查看佣金付款",
      },
    },
  },
} satisfies Translation;
