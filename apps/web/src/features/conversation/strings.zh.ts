import type { Translation } from "../../lib/i18n/translation";

/** Simplified Chinese strings of the conversation on an application (keys as in strings.ts). */
export default {
  conversation: {
    headingPartner: "与招生团队的对话",
    headingAdmin: "与合作伙伴的对话",
    newCount_other: "{{count}} 条新消息",
    empty: "还没有消息。请在下方写第一条。",
    emptyReadOnly: "还没有消息。",
    readOnly: "您的角色可以阅读此对话，但不能发言。如有需要，请联系合作伙伴管理员。",
    listLabel: "消息记录",
    unknownAuthor: "已离开的用户",
    sides: {
      ownTeam: "您的团队",
      admissions: "招生团队",
      partner: "合作伙伴",
    },
    newMark: "新",
    read: "已读",
    label: "新消息",
    placeholderPartner: "就此申请给招生团队留言",
    placeholderAdmin: "就此申请回复合作伙伴",
    attach: "附加文件",
    attachHelp: "PDF、JPG 或 PNG，最大 10 MB。",
    removeFile: "移除 {{name}}",
    send: "发送",
    failed: "消息未能发送。",
    fileType: "请选择 PDF、JPG 或 PNG 文件。",
    fileSize: "文件超过 10 MB。",
    download: "下载 {{name}}",
    downloadFailed: "文件未能下载。",
    unreadInList_other: "{{count}} 条未读消息",
  },
} satisfies Translation;
