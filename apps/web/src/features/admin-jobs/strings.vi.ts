import type { Translation } from "../../lib/i18n/translation";

/** Vietnamese strings of the Background jobs screen (keys as in strings.ts). */
export default {
  adminJobsPage: {
    title: "Tác vụ nền",
    subtitle:
      "Việc máy chủ xử lý ngoài yêu cầu: xuất dữ liệu, gửi thư, lịch chạy và dọn dẹp. Chạy lại tác vụ lỗi, hủy tác vụ đang chờ.",
    tableLabel: "Tác vụ nền",
    countsLabel: "Tác vụ theo loại và trạng thái",
    loadFailed: "Không tải được danh sách tác vụ. Vui lòng thử lại.",
    empty: "Không có tác vụ nào.",
    emptyFiltered: "Không có tác vụ nào thuộc loại này ở trạng thái này.",
    stateFilter: "Trạng thái tác vụ",
    kindFilter: "Loại",
    anyKind: "Mọi loại",
    refreshing: "Tự làm mới sau vài giây",
    tabs: {
      all: "Tất cả",
      queued: "Đang chờ",
      running: "Đang chạy",
      completed: "Hoàn tất",
      failed: "Lỗi",
      cancelled: "Đã hủy",
    },
    state: {
      queued: "Đang chờ",
      running: "Đang chạy",
      completed: "Hoàn tất",
      failed: "Lỗi",
      cancelled: "Đã hủy",
    },
    columns: {
      kind: "Loại",
      state: "Trạng thái",
      attempts: "Số lần chạy",
      error: "Lỗi",
      created: "Tạo lúc",
      finished: "Kết thúc",
      actions: "Thao tác",
    },
    attempts: "{{attempts}}/{{max}}",
    noError: "—",
    actions: {
      retry: "Chạy lại",
      cancel: "Hủy",
      retryName: "Chạy lại tác vụ {{id}}",
      cancelName: "Hủy tác vụ {{id}}",
    },
    confirm: {
      retryTitle: "Chạy lại tác vụ {{kind}} này?",
      retryBody: "Tác vụ được đưa lại vào hàng đợi và chạy lại từ đầu trên máy chủ rảnh tiếp theo.",
      retryConfirm: "Chạy lại",
      cancelTitle: "Hủy tác vụ {{kind}} này?",
      cancelBody: "Tác vụ đang chờ sẽ không chạy; tác vụ đang chạy sẽ dừng ở điểm an toàn kế tiếp.",
      cancelConfirm: "Hủy tác vụ",
      keep: "Giữ lại",
      failed: "Không thay đổi được tác vụ.",
    },
    notify: {
      retried: "Tác vụ đã được đưa lại vào hàng đợi.",
      cancelled: "Tác vụ đã bị hủy.",
    },
  },
} satisfies Translation;
