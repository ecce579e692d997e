import type { Translation } from "../../lib/i18n/translation";

/** Vietnamese strings of the conversation on an application (keys as in strings.ts). */
export default {
  conversation: {
    headingPartner: "Trao đổi với bộ phận tuyển sinh",
    headingAdmin: "Trao đổi với đối tác",
    newCount_other: "{{count}} tin mới",
    empty: "Chưa có tin nhắn. Hãy viết tin nhắn đầu tiên bên dưới.",
    emptyReadOnly: "Chưa có tin nhắn.",
    readOnly:
      "Vai trò của bạn cho phép đọc cuộc trao đổi này nhưng không được viết. Hãy nhờ quản trị viên đối tác nếu cần.",
    listLabel: "Chuỗi tin nhắn",
    unknownAuthor: "Người dùng cũ",
    sides: {
      ownTeam: "Nhóm của bạn",
      admissions: "Tuyển sinh",
      partner: "Đối tác",
    },
    newMark: "Mới",
    read: "Đã đọc",
    label: "Tin nhắn mới",
    placeholderPartner: "Viết cho bộ phận tuyển sinh về hồ sơ này",
    placeholderAdmin: "Trả lời đối tác về hồ sơ này",
    attach: "Đính kèm tệp",
    attachHelp: "PDF, JPG hoặc PNG, tối đa 10 MB.",
    removeFile: "Bỏ {{name}}",
    send: "Gửi",
    failed: "Không gửi được tin nhắn.",
    fileType: "Hãy chọn tệp PDF, JPG hoặc PNG.",
    fileSize: "Tệp lớn hơn 10 MB.",
    download: "Tải xuống {{name}}",
    downloadFailed: "Không tải xuống được tệp.",
    unreadInList_other: "{{count}} tin nhắn chưa đọc",
  },
} satisfies Translation;
