/**
 * The help page's English text. Kept apart from the UI strings in en.ts because only /help needs it: it loads
 * with that page, not with every screen.
 */
export type HelpSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  steps?: string[];
  /** Where the section's screen is, when there is one: [label, path]. */
  link?: [string, string];
};

export const enHelp = {
  intro:
    "Partner Portal is where your agency manages students, their applications to education providers, support requests and commission. This page explains each part and how to work safely with student data.",
  sections: [
    {
      id: "sign-in",
      heading: "Signing in and your session",
      paragraphs: [
        "Sign in with the email address and password of your account. If you leave Remember password unticked, the session lives only in this browser tab and ends when you close it; ticked, it is kept on this device until you log out, so only tick it on a computer that nobody else uses.",
        "After a long time without activity, or when your password is changed elsewhere, the portal asks you to sign in again with the message “Session expired. Please log in again.” Nothing you have saved is lost.",
        "Forgot your password? Use Forgot password? on the sign-in page: we email a single-use link that expires after a short time. To change a password you know, open Profile from the menu under your avatar; every other session is signed out when you do.",
        "Use Log Out in the same menu when you finish on a shared computer.",
      ],
      link: ["Open your profile", "/profile"],
    },
    {
      id: "students",
      heading: "Students and applications",
      paragraphs: [
        "Manage Application lists your agency's students. Each student has a profile (identity, passport, contact details, academic history, English test results and study preferences), their documents, and every application made for them.",
        "Total Applications shows every application across providers and intakes with its current status. Open an application to see its timeline: each status change, who made it and when, and the messages exchanged about it.",
      ],
      steps: [
        "Add the student with their details exactly as they appear on the passport.",
        "Upload their documents: passport, transcripts, English test report and any other document the course asks for.",
        "Choose a course and an intake, then submit the application.",
        "Follow the status on the application's timeline and answer requests from the team promptly.",
      ],
      link: ["Go to Manage Application", "/partner/student"],
    },
    {
      id: "courses",
      heading: "Courses, providers and the shortlist",
      paragraphs: [
        "Courses lets you search by study destination, level, intake, discipline and tuition fee. Education Providers lists the universities and colleges you can apply to, with their courses and contacts.",
        "Add the courses you are considering for a student to the shortlist in the header, compare them side by side, and apply for a student straight from the shortlist.",
      ],
      link: ["Search courses", "/partner/courses"],
    },
    {
      id: "sub-logins",
      heading: "Sub-logins and permissions",
      paragraphs: [
        "The partner account holder can create sub-logins for staff under Sub Logins. Each sub-login gets a role template, which gives a set of permissions, and can be given extra permissions on top.",
        "A sub-login only sees the menu entries and screens its permissions allow: someone without the payments permission, for example, sees neither Update Payment Status nor the payments export. Give each person only what their work needs, and remove a sub-login as soon as the person leaves.",
      ],
      link: ["Manage sub-logins", "/partner/sublogins"],
    },
    {
      id: "click-resolve",
      heading: "Click & Resolve support tickets",
      paragraphs: [
        "Click & Resolve is your line to our team about applications, payments or your account. Raise a ticket with a clear subject and the student or application it concerns, and attach any file that helps.",
        "You are notified when the team replies. When the question is answered, resolve the ticket with a short note and rate the support you received. Mail Inbox in the profile menu opens the same list.",
      ],
      link: ["Open Click & Resolve", "/partner/tickets/list/"],
    },
    {
      id: "updates",
      heading: "Important Updates, Documents Bank and University Experts",
      paragraphs: [
        "Important Updates carries news from the team and the education providers: application deadlines, policy changes and new programmes, newest first.",
        "Documents Bank holds brochures, forms and guides from the providers and the team, ready to download; File Manager in the profile menu opens it too.",
        "University Expert lists provider representatives by country and region. Request a meeting with one when a student's case needs a specialist's view.",
      ],
      link: ["Read Important Updates", "/partner/updates"],
    },
    {
      id: "reports",
      heading: "Export Reports and payments",
      paragraphs: [
        "Export Reports downloads students, applications, payments or sub-logins as CSV or Excel, with the filters you choose. Exports download straight to your computer, however many rows they hold.",
        "Update Payment Status shows the commission for each enrolled application: the expected amount, what you have claimed and what has been received, with the history of each payment. Add your invoice reference and proof of enrolment when you claim.",
      ],
      link: ["Open Export Reports", "/partner/reports"],
    },
    {
      id: "notifications",
      heading: "Notifications",
      paragraphs: [
        "The bell in the header shows how many notifications you have not read yet. Open one to mark it read and go to what it is about, dismiss the ones you no longer need, or mark them all as read at once.",
        "View All opens the full list, where you can page through older notifications and show only the unread ones.",
      ],
      link: ["See all notifications", "/notifications"],
    },
    {
      id: "theme",
      heading: "Theme settings",
      paragraphs: [
        "Settings in the profile menu, or the theme button in the header, opens the theme switcher. Choose light or dark mode, left-to-right or right-to-left, a vertical or horizontal menu and its style, the page style and width, fixed or scrolling menu and header, their colours, a primary colour, a background colour and a background image.",
        "Your choices are kept in this browser and applied as soon as a page opens. Reset returns every option to its default and keeps you signed in.",
      ],
    },
    {
      id: "shortcuts",
      heading: "Search and keyboard shortcuts",
      paragraphs: [
        "Press Ctrl + K (⌘ + K on a Mac) anywhere to jump to the search box, type the start of a screen's name, move through the results with the arrow keys and press Enter to open one. Escape closes the results. On a phone, the search button in the header opens the same search full width.",
        "Every control can be reached with Tab; Escape closes menus, dropdowns and panels.",
      ],
    },
    {
      id: "privacy",
      heading: "Privacy of student data",
      paragraphs: [
        "Add a student or upload their documents only with the student's informed consent (and a parent's or guardian's for anyone under 18). Upload only genuine documents, and only what an application needs.",
        "Your students are visible to your agency and to the education providers they apply to, never to other partners. Keep it that way: never share a login, do not download student data to shared or personal devices, and delete exports you no longer need.",
        "Tell us at once through Click & Resolve if you suspect that an account or a student's data has been misused.",
      ],
      link: ["Read the Privacy Policy", "/pages/privacy-policy"],
    },
    {
      id: "support",
      heading: "Contacting support",
      paragraphs: [
        "For anything about an application, a payment or your account, raise a ticket in Click & Resolve: it reaches the right team and keeps the whole conversation in one place. Your partnership manager can also help with commission terms and provider questions.",
        "If you cannot sign in, use Forgot password? on the sign-in page. Staff with a sub-login should ask their agency's account holder, who can reset their access under Sub Logins.",
      ],
      link: ["Raise a ticket", "/partner/tickets/list/"],
    },
  ] satisfies HelpSection[],
};

export type HelpContent = typeof enHelp;
