import type { Translation } from "../../lib/i18n/translation";

/** Vietnamese strings of the account pages (keys as in account-strings.ts). */
export default {
  auth: {
    backToSignIn: "Quay lại đăng nhập",
    fields: {
      newPassword: "Mật khẩu mới",
      confirmPassword: "Xác nhận mật khẩu",
      passwordRule: "Tối thiểu 8 ký tự, gồm chữ hoa, chữ thường và chữ số.",
      fullName: "Họ và tên",
      companyName: "Tên công ty",
      country: "Quốc gia",
      countryPlaceholder: "Tìm quốc gia của bạn",
      countryNotFound: "Không có quốc gia phù hợp",
    },
    validation: {
      passwordsMismatch: "Mật khẩu không khớp.",
    },
    signUp: {
      title: "Đăng ký công ty",
      subtitle: "Tạo tài khoản đối tác. Đội ngũ của chúng tôi xét duyệt mọi đăng ký trước lần đăng nhập đầu tiên.",
      terms: "Tôi đồng ý với <terms>Điều khoản & điều kiện</terms> và <privacy>Chính sách bảo mật</privacy>.",
      submit: "Tạo tài khoản",
      failed: "Đăng ký không thành công. Vui lòng thử lại.",
      countriesFailed: "Không tải được danh sách quốc gia. Vui lòng tải lại trang.",
      haveAccount: "Đã có tài khoản?",
      signIn: "Đăng nhập",
      doneTitle: "Đã nhận đăng ký",
      doneThanks: "Cảm ơn {{name}}. Chúng tôi đã nhận được đăng ký của {{company}}.",
      doneNext:
        "Đăng ký đang chờ duyệt: đội ngũ của chúng tôi sẽ xem xét, và khi được duyệt, bạn có thể đăng nhập bằng {{email}}.",
      backToSignIn: "Quay lại đăng nhập",
    },
    reset: {
      title: "Đặt lại mật khẩu",
      subtitle: "Nhập email bạn dùng để đăng nhập, chúng tôi sẽ gửi liên kết để bạn đặt mật khẩu mới.",
      submit: "Gửi liên kết đặt lại",
      failed: "Không gửi được liên kết đặt lại. Vui lòng thử lại.",
    },
    resetConfirm: {
      title: "Đặt mật khẩu mới",
      subtitle: "Mật khẩu mới sẽ thay thế mật khẩu cũ và đăng xuất bạn khỏi mọi thiết bị khác.",
      submit: "Lưu mật khẩu mới",
      failed: "Không đổi được mật khẩu. Vui lòng thử lại.",
      requestNew: "Yêu cầu liên kết mới",
      firstTitle: "Chọn mật khẩu của bạn",
      firstSubtitle: "Chọn mật khẩu bạn sẽ dùng để đăng nhập. Bạn có thể đổi nó sau trong hồ sơ của mình.",
      firstSubmit: "Đặt mật khẩu",
    },
  },
} satisfies Translation;
