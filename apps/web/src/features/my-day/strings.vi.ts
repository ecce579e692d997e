import type { Translation } from "../../lib/i18n/translation";

/** Vietnamese strings of My day (keys as in strings.ts). */
export default {
  myDay: {
    title: "Ngày của tôi",
    subtitle: "Việc trễ hạn, việc hôm nay, hồ sơ sắp đóng và những gì đang chờ công ty.",
    loadFailed: "Không thể tải Ngày của tôi.",
    retry: "Thử lại",
    seeAll: "Xem tất cả {{count}}",
    nothing: "Không có việc gì chờ bạn ở đây. Chúc bạn một ngày tốt lành.",
    dates: {
      due: "Hạn {{date}}",
      closes: "Đóng ngày {{date}}",
      answerBy: "Trả lời trước {{date}}",
      expires: "Hết hạn {{date}}",
      waitingSince: "Đang chờ từ {{date}}",
    },
    taskDone: "Xong",
    taskDoneLabel: "Đánh dấu “{{title}}” là đã xong",
    sections: {
      overdue: {
        title: "Việc trễ hạn",
        hint: "Các việc của bạn đã quá ngày.",
        empty: "Không có việc trễ hạn. Làm tốt lắm.",
      },
      today: {
        title: "Đến hạn hôm nay",
        hint: "Các việc của bạn trong hôm nay.",
        empty: "Hôm nay không có việc đến hạn.",
      },
      deadlines: {
        title: "Hồ sơ đóng trong 14 ngày",
        hint: "Bản nháp chưa nộp có khóa học sắp đóng.",
        empty: "Không có bản nháp nào đóng trong hai tuần tới.",
      },
      documents: {
        title: "Thiếu giấy tờ cho hồ sơ sắp đến hạn",
        hint: "Bản nháp đóng trong 14 ngày còn thiếu giấy tờ.",
        empty: "Mọi hồ sơ sắp đến hạn đều đủ giấy tờ.",
      },
      offers: {
        title: "Thư mời chờ sinh viên trả lời",
        hint: "Thư mời có điều kiện và không điều kiện sinh viên chưa trả lời.",
        empty: "Không có thư mời nào chờ trả lời.",
      },
      passports: {
        title: "Hộ chiếu sắp hết hạn",
        hint: "Đã hết hạn, hoặc hết hạn trước ngày nhập học cộng sáu tháng (quy tắc thị thực thông thường).",
        empty: "Mọi hộ chiếu đều còn đủ hạn.",
      },
      messages: {
        title: "Tin nhắn đang chờ văn phòng",
        hint: "Hồ sơ mà bộ phận tuyển sinh đã viết và chưa ai trong nhóm của bạn đọc.",
        empty: "Không có tin nhắn chưa đọc từ bộ phận tuyển sinh. Bạn đã xem hết.",
      },
      tickets: {
        title: "Yêu cầu hỗ trợ đang chờ văn phòng",
        hint: "Nhóm hỗ trợ cần câu trả lời từ bạn.",
        empty: "Không có yêu cầu nào đang chờ bạn. Làm tốt lắm.",
      },
    },
    landing: {
      label: "Bắt đầu ngày của tôi tại",
      description: "Trang bạn thấy sau khi đăng nhập.",
      myDay: "Ngày của tôi",
      dashboard: "Tổng quan",
      saved: "Đã lưu. Lần sau bạn sẽ bắt đầu tại {{page}}.",
      failed: "Không thể lưu lựa chọn của bạn.",
    },
  },
} satisfies Translation;
