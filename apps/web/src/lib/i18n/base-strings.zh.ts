import type { Translation } from "./translation";

/** Simplified Chinese (Mainland China usage) strings of the sign-in page and of every page (keys as in base-strings.ts). */
export default {
  common: {
    productName: "Partner Portal",
    loading: "加载中",
    loadingEllipsis: "加载中…",
    copyright: "© {{year}} Partner Portal",
    language: "语言",
  },
  documentKinds: {
    passport: "护照",
    transcript: "成绩单",
    english_test: "英语考试成绩",
    sop: "个人陈述",
    cv: "简历",
    reference: "推荐信",
    other: "其他",
  },
  errors: {
    network: "无法连接服务器，请检查网络连接后重试。",
    timeout: "服务器响应超时，请检查网络连接后重试。",
    noToken: "未找到访问令牌，请登录。",
    unknown: "未知错误",
  },
  auth: {
    fields: {
      email: "邮箱",
      emailPlaceholder: "you@agency.com",
      password: "密码",
      passwordPlaceholder: "请输入密码",
    },
    validation: {
      emailRequired: "请输入邮箱。",
      emailInvalid: "请输入有效的邮箱地址。",
      passwordRequired: "请输入密码。",
    },
    login: {
      title: "登录",
      subtitle: "欢迎回来。登录后即可管理您的学生和申请。",
      remember: "记住密码",
      forgot: "忘记密码？",
      submit: "登录",
      noAccount: "新合作机构？",
      signUp: "注册",
      sessionExpired: "登录已过期，请重新登录。",
    },
    marketing: {
      label: "关于 Partner Portal",
      eyebrow: "面向招生合作机构",
      tagline: "AI 赋能的合作伙伴，助您连接全球学生，让教育更普及、更高效、更实惠。",
      body: "在一个平台上管理贵机构的学生、申请、院校和佣金。",
      features: {
        students: {
          title: "学生与申请一站管理",
          body: "从第一份材料到入学，全程跟进每一份申请。",
        },
        destinations: {
          title: "覆盖多个留学目的地的课程",
          body: "搜索英国、美国、加拿大、澳大利亚等地的院校和课程。",
        },
        commission: {
          title: "佣金清晰可查",
          body: "查看每位入学学生带来的佣金及付款时间。",
        },
      },
    },
  },
  legal: {
    terms: { short: "条款与条件" },
    privacy: { short: "隐私政策" },
  },
} satisfies Translation;
