import type { Translation } from "../../lib/i18n/translation";

/** Vietnamese strings of the Superadmin's students list (keys as in strings.ts). */
export default {
  adminStudentsPage: {
    title: "Sinh viên",
    subtitle: "Sinh viên của mọi đối tác, mới nhất trước. Đối tác tự sửa sinh viên của mình; danh sách này chỉ để xem.",
    tableLabel: "Sinh viên của mọi đối tác",
    filtersLabel: "Bộ lọc",
    search: "Tìm kiếm",
    searchPlaceholder: "Tên hoặc email",
    created: "Tạo trong khoảng",
    createdPlaceholder: "Bất kỳ ngày nào",
    clearDates: "Xóa khoảng ngày",
    clear: "Xóa bộ lọc",
    count: "Số sinh viên tìm thấy: {{formatted}}",
    loadFailed: "Không tải được danh sách sinh viên. Vui lòng thử lại.",
    empty: "Không có sinh viên nào khớp với các bộ lọc này.",
    emptyNone: "Chưa có đối tác nào thêm sinh viên.",
    columns: {
      student: "Sinh viên",
      partner: "Đối tác",
      nationality: "Quốc tịch",
      applications: "Hồ sơ",
      created: "Ngày tạo",
    },
  },
} satisfies Translation;
