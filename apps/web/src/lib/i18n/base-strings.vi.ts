import type { Translation } from "./translation";

/** Vietnamese strings of the sign-in page and every page (keys as in base-strings.ts). */
export default {
  common: {
    productName: "Partner Portal",
    loading: "Đang tải",
    loadingEllipsis: "Đang tải...",
    copyright: "© {{year}} Partner Portal",
    language: "Ngôn ngữ",
  },
  documentKinds: {
    passport: "Hộ chiếu",
    transcript: "Bảng điểm",
    english_test: "Kết quả thi tiếng Anh",
    sop: "Bài luận mục tiêu học tập",
    cv: "CV / sơ yếu lý lịch",
    reference: "Thư giới thiệu",
    other: "Khác",
  },
  errors: {
    network: "Không kết nối được với máy chủ. Vui lòng kiểm tra kết nối mạng và thử lại.",
    timeout: "Máy chủ phản hồi quá lâu. Vui lòng kiểm tra kết nối mạng và thử lại.",
    noToken: "Không tìm thấy mã truy cập (access token). Vui lòng đăng nhập.",
    unknown: "Lỗi không xác định",
  },
  auth: {
    fields: {
      email: "Email",
      emailPlaceholder: "you@agency.com",
      password: "Mật khẩu",
      passwordPlaceholder: "Mật khẩu của bạn",
    },
    validation: {
      emailRequired: "Vui lòng nhập email.",
      emailInvalid: "Vui lòng nhập địa chỉ email hợp lệ.",
      passwordRequired: "Vui lòng nhập mật khẩu.",
    },
    login: {
      title: "Đăng nhập",
      subtitle: "Chào mừng bạn quay lại. Đăng nhập để quản lý sinh viên và hồ sơ.",
      remember: "Ghi nhớ mật khẩu",
      forgot: "Quên mật khẩu?",
      submit: "Đăng nhập",
      noAccount: "Chưa có tài khoản đối tác?",
      signUp: "Đăng ký",
      sessionExpired: "Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.",
    },
    marketing: {
      label: "Giới thiệu Partner Portal",
      eyebrow: "Dành cho đối tác tuyển sinh",
      tagline:
        "Đối tác ứng dụng AI giúp bạn kết nối với sinh viên khắp thế giới, để giáo dục dễ tiếp cận hơn, hiệu quả hơn và tiết kiệm hơn.",
      body: "Một nơi cho sinh viên, hồ sơ, cơ sở giáo dục và hoa hồng của công ty bạn.",
      features: {
        students: {
          title: "Sinh viên và hồ sơ ở cùng một nơi",
          body: "Theo dõi mọi hồ sơ từ tài liệu đầu tiên đến khi nhập học.",
        },
        destinations: {
          title: "Khóa học ở nhiều nước du học",
          body: "Tìm trường và khóa học tại Anh, Mỹ, Canada, Úc và nhiều nước khác.",
        },
        commission: {
          title: "Hoa hồng minh bạch, dễ theo dõi",
          body: "Xem mỗi ca nhập học mang lại bao nhiêu và khi nào được thanh toán.",
        },
      },
    },
  },
  legal: {
    terms: { short: "Điều khoản & điều kiện" },
    privacy: { short: "Chính sách bảo mật" },
  },
} satisfies Translation;
