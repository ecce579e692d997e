import type { Translation } from "../../lib/i18n/translation";

/** Vietnamese strings of the "Course matches" tab (keys as in matching-strings.ts). */
export default {
  matches: {
    profile: {
      section: "Nguyện vọng học tập",
      gradingScale: "Thang điểm",
      completedLevel: "Trình độ đã hoàn thành",
      completionYear: "Năm hoàn thành",
      subjects: "Các môn đã học",
      subjectsHint: "Nhấn Enter sau mỗi môn.",
      destinations: "Điểm đến khác",
      disciplines: "Ngành học mong muốn",
      intakes: "Kỳ nhập học mong muốn",
      budget: "Ngân sách học phí",
      currency: "Tiền tệ",
      scales: {
        percentage: "Phần trăm",
        gpa4: "GPA (thang 4.0)",
        cgpa10: "CGPA (thang 10)",
        uk_class: "Xếp loại bằng của Anh",
      },
    },
    title: "Khóa học phù hợp",
    intro:
      "Các khóa học được xếp hạng cho sinh viên này: sinh viên có đáp ứng từng điều kiện đầu vào không, sau đó là mức phù hợp với mong muốn của sinh viên.",
    destination: "Điểm đến",
    anyDestination: "Mọi điểm đến",
    score: "Phù hợp {{score}}",
    scoreLabel: "Điểm phù hợp {{score}} trên 100",
    eligibility: {
      eligible: "Đủ điều kiện",
      conditional: "Có điều kiện",
      not_eligible: "Không đủ điều kiện",
    },
    status: {
      met: "Đạt",
      not_met: "Chưa đạt",
      unknown: "Chưa rõ",
    },
    fit: {
      destination: "Điểm đến",
      discipline: "Ngành học",
      intake: "Kỳ nhập học",
      budget: "Trong ngân sách",
    },
    fitLabel: "Phù hợp với mong muốn của sinh viên",
    reasonsLabel: "Điều kiện đầu vào",
    tuition: "Học phí {{fee}}",
    empty: "Không có khóa học nào khớp với bộ lọc này.",
    loadFailed: "Không thể tải các khóa học phù hợp.",
    retry: "Thử lại",
    pages: "Các trang khóa học phù hợp",
    apply: "Tạo hồ sơ",
    applyTo: "Tạo hồ sơ cho {{name}}",
    confirmTitle: "Vẫn tạo hồ sơ dù không đủ điều kiện?",
    confirmText: "Sinh viên này chưa đáp ứng các điều kiện sau của {{name}}:",
    confirmRecord: "Bạn vẫn có thể tạo hồ sơ; lịch sử hồ sơ sẽ ghi lại những điều kiện chưa đạt.",
    cancel: "Hủy",
    applyAnyway: "Vẫn tạo hồ sơ",
    howTitle: "Cách tính như thế nào?",
    how: "Điều kiện đầu vào của từng khóa học (bài thi tiếng Anh, trình độ trước đó, điểm, môn học, khoảng nghỉ học) được so với thông tin của sinh viên. Khóa học là đủ điều kiện khi sinh viên đáp ứng tất cả, có điều kiện khi chỉ thiếu khoảng nửa band tiếng Anh hoặc khóa học có tiếng Anh dự bị, và không đủ điều kiện trong các trường hợp khác. Những gì thông tin chưa ghi sẽ hiện là chưa rõ. Điểm phù hợp xếp các khóa đủ điều kiện lên trước, rồi cộng thêm theo điểm đến, ngành học, kỳ nhập học và ngân sách mà sinh viên mong muốn.",
    completeProfile:
      "Hãy bổ sung bài thi tiếng Anh, điểm và trình độ học vấn của sinh viên trong phần thông tin để kết quả chắc chắn hơn.",
  },
} satisfies Translation;
