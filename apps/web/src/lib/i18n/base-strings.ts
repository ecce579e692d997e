/** English strings of the sign-in page and of every page; account pages, the shell and features add theirs. */
export const baseStrings = {
  common: {
    productName: "Partner Portal",
    loading: "Loading",
    loadingEllipsis: "Loading...",
    copyright: "© {{year}} Partner Portal",
    language: "Language",
  },
  // The client's own errors, when the server gives no answer (lib/api-client.ts); the same English as @pp/shared.
  /** Kinds of a student's documents and the application checklist's items (fixed codes, DOCUMENT_KINDS). */
  documentKinds: {
    passport: "Passport",
    transcript: "Academic transcripts",
    english_test: "English test result",
    sop: "Statement of purpose",
    cv: "CV / résumé",
    reference: "References",
    other: "Other",
  },
  errors: {
    network: "Could not reach the server. Please check your connection and try again.",
    timeout: "The server took too long to answer. Please check your connection and try again.",
    noToken: "No access token found. Please log in.",
    unknown: "Unknown error",
  },
  auth: {
    fields: {
      email: "Email",
      emailPlaceholder: "you@agency.com",
      password: "Password",
      passwordPlaceholder: "Your password",
    },
    validation: {
      emailRequired: "Email is required.",
      emailInvalid: "Enter a valid email address.",
      passwordRequired: "Password is required.",
    },
    login: {
      title: "Sign in",
      subtitle: "Welcome back. Sign in to manage your students and applications.",
      remember: "Remember password",
      forgot: "Forgot password?",
      submit: "Sign In",
      noAccount: "New partner agency?",
      signUp: "Sign Up",
      sessionExpired: "Session expired. Please log in again.",
    },
    marketing: {
      label: "About Partner Portal",
      eyebrow: "For recruitment partners",
      tagline:
        "Your AI-powered partner for engaging with students worldwide, making education more accessible, efficient and affordable.",
      body: "One place for your agency's students, applications, education providers and commission.",
      features: {
        students: {
          title: "Students and applications together",
          body: "Follow every application from first document to enrolment.",
        },
        destinations: {
          title: "Courses across study destinations",
          body: "Search providers and courses in the UK, USA, Canada, Australia and more.",
        },
        commission: {
          title: "Commission you can follow",
          body: "See what each enrolment earns and when it is paid.",
        },
      },
    },
  },
  legal: {
    terms: { short: "Terms & Conditions" },
    privacy: { short: "Privacy Policy" },
  },
};
