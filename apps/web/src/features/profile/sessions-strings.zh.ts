import type { Translation } from "../../lib/i18n/translation";

/** Simplified Chinese strings of the Sessions card (keys as in sessions-strings.ts). */
export default {
  sessions: {
    title: "登录会话",
    description: "您的账号当前在这些地方登录。结束任何您不认识的会话，然后修改密码。",
    device: "{{os}} 上的 {{browser}}",
    unknownBrowser: "未知浏览器",
    unknownOs: "未知系统",
    thisDevice: "本设备",
    address: "地址",
    signedIn: "{{when}}登录",
    lastActive: "{{when}}活跃",
    end: "退出登录",
    endLabel: "退出 {{device}}",
    endOthers: "退出所有其他设备",
    endedOthers_other: "已退出其他 {{count}} 个会话。",
    ended: "该会话已退出登录。",
    onlyThis: "这是您唯一的会话。",
    loadFailed: "无法加载您的会话。",
    retry: "重试",
    failed: "无法退出该会话，请重试。",
  },
} satisfies Translation;
