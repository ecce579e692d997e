import type { Translation } from "../../lib/i18n/translation";

/** Vietnamese strings of sub-logins (keys as in strings.ts). */
export default {
  subLoginsPage: {
    title: "Tài khoản phụ",
    intro: "Tài khoản cho nhân viên của bạn. Mỗi tài khoản có một mẫu vai trò và, nếu cần, thêm quyền bổ sung.",
    add: "Thêm tài khoản phụ",
    tableLabel: "Tài khoản phụ",
    empty: "Chưa có tài khoản phụ nào. Hãy tạo một tài khoản cho mỗi nhân viên.",
    loadFailed: "Không tải được danh sách tài khoản phụ.",
    columns: {
      name: "Họ tên",
      email: "Email",
      role: "Mẫu vai trò",
      status: "Trạng thái",
      lastLogin: "Đăng nhập cuối",
      performance: "Hiệu suất",
      actions: "Thao tác",
    },
    noRole: "Chưa có mẫu",
    never: "Chưa bao giờ",
    performance: {
      students_other: "{{count}} sinh viên",
      applications_other: "{{count}} hồ sơ",
    },
    status: {
      active: "Đang hoạt động",
      disabled: "Đã vô hiệu hóa",
      invited: "Đã mời",
      invitedHint: "Chưa đăng nhập lần nào",
    },
    actions: {
      menu: "Thao tác với {{name}}",
      edit: "Sửa",
      disable: "Vô hiệu hóa",
      enable: "Kích hoạt lại",
      reset: "Gửi liên kết đặt lại mật khẩu",
      delete: "Xóa",
    },
    notify: {
      created: "Đã thêm {{name}}. Lời mời đặt mật khẩu đã được gửi đến {{email}}.",
      updated: "Đã lưu {{name}}.",
      disabled: "Đã vô hiệu hóa {{name}} và đăng xuất khỏi mọi thiết bị.",
      enabled: "{{name}} có thể đăng nhập lại.",
      deleted: "Đã xóa {{name}}.",
      failed: "Thao tác không thành công. Vui lòng thử lại.",
      successTitle: "Thành công",
      errorTitle: "Chưa thực hiện được",
    },
    form: {
      addTitle: "Thêm tài khoản phụ",
      editTitle: "Sửa {{name}}",
      name: "Họ và tên",
      email: "Email",
      emailHint: "Lời mời đặt mật khẩu sẽ được gửi đến địa chỉ này.",
      emailLocked: "Không thể đổi địa chỉ email.",
      phone: "Điện thoại",
      role: "Mẫu vai trò",
      rolePlaceholder: "Chọn mẫu vai trò",
      rolesFailed: "Không tải được các mẫu vai trò.",
      includes: "Có sẵn trong mẫu này",
      extras: "Quyền bổ sung",
      extrasHint: "Ngoài các quyền của mẫu.",
      chooseRoleFirst: "Chọn mẫu vai trò để xem những quyền bạn có thể bổ sung.",
      allIncluded: "Mẫu này đã bao gồm mọi quyền.",
      failed: "Không lưu được tài khoản phụ.",
      cancel: "Hủy",
      close: "Đóng biểu mẫu",
      create: "Thêm và gửi lời mời",
      save: "Lưu thay đổi",
    },
    delete: {
      title: "Xóa {{name}}?",
      close: "Đóng",
      body: "Tài khoản sẽ bị xóa vĩnh viễn. Chỉ có thể xóa tài khoản phụ chưa từng sử dụng cổng; nếu không, hãy vô hiệu hóa.",
      cancel: "Hủy",
      confirm: "Xóa",
    },
    permissions: {
      students: {
        view: "Xem sinh viên",
        manage: "Thêm và sửa sinh viên",
      },
      applications: {
        view: "Xem hồ sơ",
        manage: "Tạo và cập nhật hồ sơ",
      },
      courses: {
        view: "Xem trường và khóa học",
      },
      tickets: {
        manage: "Tạo và theo dõi phiếu hỗ trợ",
      },
      updates: {
        view: "Đọc cập nhật quan trọng",
      },
      documents: {
        view: "Dùng kho tài liệu",
      },
      experts: {
        view: "Liên hệ chuyên gia trường",
      },
      reports: {
        export: "Xuất báo cáo",
      },
      payments: {
        view: "Xem thanh toán hoa hồng",
      },
    },
  },
} satisfies Translation;
