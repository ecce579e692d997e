/**
 * The legal documents' English text, as the i18n namespace "legal". Kept apart from the UI strings in
 * en.ts because only the legal pages need it: it loads with them, not with the sign-in page.
 */
export const enLegal = {
  updated: "Last updated: {{date}}",
  updatedDate: "21 November 2026",
  seeAlso: "See also",
  terms: {
    title: "Terms & Conditions",
    intro:
      'These terms govern the use of Partner Portal by recruitment agencies ("partners") and their staff. By registering or signing in you accept them on behalf of your agency. Your signed partner agreement, including its commission schedule, takes precedence where it says something different.',
    sections: [
      {
        heading: "1. Registration and approval",
        paragraphs: [
          "A registration must give the agency's true legal or trading name, a working business email and the country it operates from. Every registration is reviewed before the account can sign in; we may ask for documents such as a business licence, and we may decline a registration without giving reasons.",
          "You must tell us promptly when your agency's details change, including ownership, address or the person responsible for the account.",
        ],
      },
      {
        heading: "2. Accounts and sub-logins",
        paragraphs: [
          "The partner account holder may create sub-logins for staff and decide what each one can do. You are responsible for everything done through your account and its sub-logins.",
          "Keep passwords confidential, never share a login between people, and remove a sub-login as soon as the staff member leaves. Tell us immediately through Click & Resolve if you suspect that an account has been misused.",
        ],
      },
      {
        heading: "3. Working with students",
        paragraphs: [
          "Give students accurate, complete and current advice about courses, entry requirements, tuition fees, living costs and visa rules, and never promise an offer of admission, a scholarship or a visa outcome.",
          "Follow the codes of practice for education agents that apply in each study destination and any code of conduct of the education providers you represent. Do not charge students fees that a provider or the law prohibits.",
        ],
      },
      {
        heading: "4. Student consent and documents",
        paragraphs: [
          "Before adding a student or uploading their documents you must have the student's informed consent (and a parent's or guardian's consent for anyone under 18) to share their information with us and with the education providers they apply to.",
          "Upload only genuine documents. If you suspect that a document is altered or fraudulent, do not submit it and report it to us. Submitting fraudulent documents leads to the immediate suspension of the account.",
        ],
      },
      {
        heading: "5. Applications and decisions",
        paragraphs: [
          "Admission decisions are made by the education providers, and visa decisions by the authorities of the study destination. Application statuses in the portal reflect the latest information we have received and may change.",
        ],
      },
      {
        heading: "6. Commission",
        paragraphs: [
          "Commission is earned only for students who enrol and pay their tuition, and only once the education provider has paid us for that enrolment. Rates, eligible courses and payment dates are set in the commission schedule of your partner agreement.",
          "Amounts shown in the portal are estimates until a payment is confirmed. Commission may be reduced or reclaimed if a provider refunds tuition or reverses its own payment, for example when a student withdraws within the refund period.",
        ],
      },
      {
        heading: "7. Acceptable use",
        paragraphs: [
          "Use the portal only for your agency's own recruitment work. Do not copy the course catalogue in bulk, probe or overload the service, try to reach data that is not yours, or upload files that contain malware.",
        ],
      },
      {
        heading: "8. Confidentiality and data protection",
        paragraphs: [
          "Treat information in the portal, including commission terms and provider contacts, as confidential. Student personal data must be handled as described in the Privacy Policy and under the data-protection laws that apply to you.",
        ],
      },
      {
        heading: "9. Suspension and termination",
        paragraphs: [
          "We may suspend an account that breaches these terms or puts students at risk. Either party may end the relationship as set out in the partner agreement; commission already earned for enrolled students is paid as that agreement provides.",
        ],
      },
      {
        heading: "10. Liability and changes",
        paragraphs: [
          "We work to keep the portal available and accurate but cannot guarantee that it is always uninterrupted or free of errors. Nothing in these terms limits liability that cannot be limited by law.",
          "We may update these terms. We will announce material changes in Important Updates at least 30 days before they take effect; continuing to use the portal after that date means you accept them.",
        ],
      },
      {
        heading: "11. Contact",
        paragraphs: [
          "Questions about these terms can be raised through Click & Resolve in the portal or with your partnership manager.",
        ],
      },
    ],
  },
  privacy: {
    title: "Privacy Policy",
    intro:
      "This policy explains what personal data Partner Portal processes, why, and the choices you have. It covers the staff of partner agencies who use the portal and the students whose applications are managed in it.",
    sections: [
      {
        heading: "1. What we collect",
        paragraphs: [
          "About partner staff: name, business email, phone number, company details, country, and records of sign-ins (time, IP address and browser) used to protect accounts.",
          "About students, as entered by their partner: identity and contact details, date of birth, nationality, passport details, academic history, English test results, study preferences, application documents and the progress of each application.",
          "Messages and files exchanged through support tickets.",
        ],
      },
      {
        heading: "2. Why we use it",
        paragraphs: [
          "To run the portal and its accounts; to submit and follow applications with the education providers a student chooses; to calculate and pay commission; to answer support requests; to keep the service secure and prevent fraud; and to meet our legal obligations, including record keeping required by education providers and immigration authorities.",
          "We do not sell personal data, and we do not use student data for advertising.",
        ],
      },
      {
        heading: "3. Who receives it",
        paragraphs: [
          "The education providers a student applies to, and only for that application; authorities where the law requires it; and the service providers that host the portal and deliver its email, under contracts that oblige them to protect the data and use it only on our instructions.",
          "Each partner sees only its own students. Our staff see student records only when their role requires it, and every access that changes data is recorded.",
        ],
      },
      {
        heading: "4. International transfers",
        paragraphs: [
          "Applications are by nature international: a student's data travels to providers in the destination country. Where data leaves the country it was collected in, we rely on the safeguards that the applicable law requires, such as standard contractual clauses.",
        ],
      },
      {
        heading: "5. How long we keep it",
        paragraphs: [
          "Partner account data is kept while the partnership lasts and for six years afterwards for accounting and legal claims. Student records are kept as long as the application and any commission on it require and are then deleted or anonymised. Sign-in records are kept for 12 months.",
        ],
      },
      {
        heading: "6. Security",
        paragraphs: [
          "Connections are encrypted, passwords are stored only as strong one-way hashes, sessions can be revoked, and sign-in attempts are rate-limited. Access inside the portal follows roles and the permissions each partner gives its sub-logins.",
        ],
      },
      {
        heading: "7. Your rights",
        paragraphs: [
          "Depending on where you live, you may ask to see, correct or delete your data, to restrict or object to its use, or to receive it in a portable format. Students can make these requests through their partner agency or directly to us. You may also complain to your data-protection authority.",
        ],
      },
      {
        heading: "8. Browser storage",
        paragraphs: [
          'Partner Portal does not use advertising or tracking cookies. To keep you signed in it stores your session in the browser\'s session storage, which is cleared when the tab closes; if you tick "Remember password", the session is also kept in local storage so that it survives a restart. Log Out removes both.',
        ],
      },
      {
        heading: "9. Responsibilities of partners",
        paragraphs: [
          "Partners collect student data first and must tell students how it will be used, obtain their consent where required (and a parent's or guardian's consent for students under 18), and keep any copies outside the portal as securely as we keep the data inside it.",
        ],
      },
      {
        heading: "10. Changes and contact",
        paragraphs: [
          "We will publish changes to this policy here and announce significant ones in Important Updates. For any privacy question or request, contact us through Click & Resolve or ask your partnership manager for our data-protection contact.",
        ],
      },
    ],
  },
};
