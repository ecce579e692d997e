import type { Translation } from "../../lib/i18n/translation";

/** Vietnamese strings of the dashboard (keys as in strings.ts). */
export default {
  salesDashboard: {
    eyebrow: "Tổng quan",
    welcome: "Xin chào, {{name}}",
    welcomeFallback: "Xin chào",
    loadFailed: "Không tải được trang tổng quan.",
    retry: "Thử lại",
    scope: {
      label: "Số liệu hiển thị",
      mine: "Của tôi",
      partner: "Toàn công ty",
      mineOnly: "Đây là số liệu về sinh viên và hồ sơ do bạn tạo.",
    },
    kpi: {
      label: "Số liệu chính",
      students: "Sinh viên",
      applications: "Hồ sơ",
      offers: "Thư mời",
      visasGranted: "Visa được cấp",
      enrolments: "Nhập học",
      conversionRate: "Tỷ lệ chuyển đổi",
      conversionHint: "Số ca nhập học trên mỗi hồ sơ đã nộp",
    },
    charts: {
      byStage: "Hồ sơ theo giai đoạn",
      byStageHint: "Vị trí hiện tại của từng hồ sơ trong quy trình.",
      perMonth: "Hồ sơ theo tháng",
      perMonthHint: "Hồ sơ mới trong 12 tháng gần nhất.",
      byDestination: "Theo nước du học",
      byDestinationHint: "Hồ sơ theo quốc gia của trường.",
      topProviders: "Trường hàng đầu",
      topProvidersHint: "5 trường có nhiều hồ sơ nhất.",
      applications: "Hồ sơ",
      applicationsCount_other: "{{formatted}} hồ sơ",
      other: "Khác",
      noData: "Chưa có dữ liệu.",
      loading: "Đang tải biểu đồ",
    },
    recent: {
      title: "Hoạt động gần đây",
      hint: "Các thay đổi trạng thái mới nhất của hồ sơ.",
      movedTo: "chuyển sang",
      by: "bởi {{name}}",
      bySystem: "tự động",
      none: "Chưa có thay đổi trạng thái nào.",
    },
    empty: {
      title: "Trang tổng quan sẽ đầy dần khi bạn làm việc",
      body: "Thêm sinh viên đầu tiên và tạo hồ sơ: số liệu, quy trình và xu hướng của bạn sẽ hiện ở đây.",
      mineBody: "Bạn chưa tạo sinh viên hay hồ sơ nào. Số liệu của bạn sẽ hiện ở đây khi bạn bắt đầu.",
      addStudent: "Đến trang sinh viên",
    },
    admin: {
      subtitle: "Quản trị hệ thống",
      title: "Quản trị",
      body: "Trang tổng quan quản trị với số liệu của mọi đối tác đang được xây dựng. Trong lúc chờ, mục Danh mục trên menu cho phép bạn quản lý vai trò, năm học, kỳ nhập học, quy trình hồ sơ, quốc gia và khu vực.",
    },
  },
} satisfies Translation;
