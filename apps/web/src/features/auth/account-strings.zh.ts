import type { Translation } from "../../lib/i18n/translation";

/** Simplified Chinese (Mainland China usage) strings of the account pages (keys as in account-strings.ts). */
export default {
  auth: {
    backToSignIn: "返回登录",
    fields: {
      newPassword: "新密码",
      confirmPassword: "确认密码",
      passwordRule: "至少8个字符，需包含大写字母、小写字母和数字。",
      fullName: "姓名",
      companyName: "公司名称",
      country: "国家/地区",
      countryPlaceholder: "搜索国家/地区",
      countryNotFound: "没有匹配的国家/地区",
    },
    validation: {
      passwordsMismatch: "两次输入的密码不一致。",
    },
    signUp: {
      title: "注册贵机构",
      subtitle: "创建合作机构账号。每个注册申请都会经我们团队审核后才能首次登录。",
      terms: "我已阅读并同意<terms>条款与条件</terms>和<privacy>隐私政策</privacy>。",
      submit: "创建账号",
      failed: "注册失败，请重试。",
      countriesFailed: "无法加载国家/地区列表，请刷新页面。",
      haveAccount: "已有账号？",
      signIn: "登录",
      doneTitle: "注册申请已收到",
      doneThanks: "{{name}}，感谢您！我们已收到{{company}}的注册申请。",
      doneNext: "正在等待审核：我们的团队会尽快审核，通过后您即可使用{{email}}登录。",
      backToSignIn: "返回登录",
    },
    reset: {
      title: "重置密码",
      subtitle: "请输入您的登录邮箱，我们将发送设置新密码的链接。",
      submit: "发送重置链接",
      failed: "重置链接发送失败，请重试。",
    },
    resetConfirm: {
      title: "设置新密码",
      subtitle: "新密码将替换旧密码，并使您在其他所有设备上退出登录。",
      submit: "设置新密码",
      failed: "密码修改失败，请重试。",
      requestNew: "重新获取链接",
      firstTitle: "设置您的密码",
      firstSubtitle: "设置您登录时使用的密码。之后可以在个人资料中修改。",
      firstSubmit: "设置密码",
    },
  },
} satisfies Translation;
