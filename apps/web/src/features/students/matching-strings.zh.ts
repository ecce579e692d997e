import type { Translation } from "../../lib/i18n/translation";

/** Simplified Chinese strings of the "Course matches" tab (keys as in matching-strings.ts). */
export default {
  matches: {
    profile: {
      section: "留学意向",
      gradingScale: "评分制",
      completedLevel: "已完成的学历层次",
      completionYear: "完成年份",
      subjects: "修读科目",
      subjectsHint: "每输入一个科目后按回车。",
      destinations: "其他目的地",
      disciplines: "意向学科",
      intakes: "意向入学批次",
      budget: "学费预算",
      currency: "币种",
      scales: {
        percentage: "百分制",
        gpa4: "GPA（4.0分制）",
        cgpa10: "CGPA（10分制）",
        uk_class: "英国学位等级",
      },
    },
    title: "匹配课程",
    intro: "为该学生排序的课程：先看是否满足每项入学要求，再看与学生意向的契合程度。",
    destination: "目的地",
    anyDestination: "任意目的地",
    score: "匹配度 {{score}}",
    scoreLabel: "匹配度 {{score}}（满分100）",
    eligibility: {
      eligible: "符合条件",
      conditional: "有条件符合",
      not_eligible: "不符合条件",
    },
    status: {
      met: "满足",
      not_met: "未满足",
      unknown: "未知",
    },
    fit: {
      destination: "目的地",
      discipline: "学科",
      intake: "入学批次",
      budget: "预算内",
    },
    fitLabel: "符合学生意向",
    reasonsLabel: "入学要求",
    tuition: "学费 {{fee}}",
    empty: "没有符合这些筛选条件的课程。",
    loadFailed: "无法加载匹配课程。",
    retry: "重试",
    pages: "匹配课程分页",
    howTitle: "是如何计算的？",
    how: "将每门课程的入学要求（英语考试、此前学历、成绩、科目、学习间断）与学生资料逐项对照。学生全部满足时为符合条件；仅英语相差约半分或课程提供语言预科时为有条件符合；其他情况为不符合条件。资料中没有的信息显示为未知。匹配度先把符合条件的课程排在前面，再按学生偏好的目的地、学科、入学批次和预算加分。",
    completeProfile: "在资料中补全学生的英语考试、成绩和学历，匹配结果会更准确。",
  },
} satisfies Translation;
