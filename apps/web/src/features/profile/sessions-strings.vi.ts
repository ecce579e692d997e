import type { Translation } from "../../lib/i18n/translation";

/** Vietnamese strings of the Sessions card (keys as in sessions-strings.ts). */
export default {
  sessions: {
    title: "Phiên đăng nhập",
    description:
      "Những nơi tài khoản của bạn đang đăng nhập. Hãy kết thúc phiên nào bạn không nhận ra, rồi đổi mật khẩu.",
    device: "{{browser}} trên {{os}}",
    unknownBrowser: "Trình duyệt không xác định",
    unknownOs: "hệ điều hành không xác định",
    thisDevice: "Thiết bị này",
    address: "Địa chỉ",
    signedIn: "Đăng nhập {{when}}",
    lastActive: "Hoạt động gần nhất {{when}}",
    end: "Đăng xuất",
    endLabel: "Đăng xuất {{device}}",
    endOthers: "Đăng xuất khỏi mọi nơi khác",
    endedOthers_other: "Đã đăng xuất {{count}} phiên khác.",
    ended: "Phiên đó đã được đăng xuất.",
    onlyThis: "Đây là phiên duy nhất của bạn.",
    loadFailed: "Không thể tải các phiên đăng nhập.",
    retry: "Thử lại",
    failed: "Không thể đăng xuất phiên đó. Vui lòng thử lại.",
  },
} satisfies Translation;
