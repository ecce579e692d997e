/** English UI strings: every text on screen comes from here. */
export const en = {
  common: {
    productName: "Partner Portal",
    loading: "Loading",
    loadingEllipsis: "Loading...",
    copyright: "© {{year}} Partner Portal",
  },
  auth: {
    backToSignIn: "Back to sign in",
    fields: {
      email: "Email",
      emailPlaceholder: "you@agency.com",
      password: "Password",
      passwordPlaceholder: "Your password",
      newPassword: "New password",
      confirmPassword: "Confirm password",
      passwordRule: "At least 8 characters, with an upper-case letter, a lower-case letter and a digit.",
      fullName: "Full name",
      companyName: "Company name",
      country: "Country",
      countryPlaceholder: "Search your country",
      countryNotFound: "No country matches",
    },
    validation: {
      emailRequired: "Email is required.",
      emailInvalid: "Enter a valid email address.",
      passwordRequired: "Password is required.",
      passwordsMismatch: "Passwords do not match.",
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
    signUp: {
      title: "Register your agency",
      subtitle: "Create a partner account. Our team reviews every registration before the first sign-in.",
      terms: "I agree to the <terms>Terms & Conditions</terms> and the <privacy>Privacy Policy</privacy>.",
      submit: "Create Account",
      failed: "Registration failed. Please try again.",
      countriesFailed: "Could not load the list of countries. Please reload the page.",
      haveAccount: "Already registered?",
      signIn: "Sign in",
      doneTitle: "Registration received",
      doneThanks: "Thank you, {{name}}. We have received the registration for {{company}}.",
      doneNext: "Approval is pending: our team will review it, and once it is approved you can sign in as {{email}}.",
      backToSignIn: "Back to sign in",
    },
    reset: {
      title: "Reset your password",
      subtitle: "Enter the email you sign in with and we will send you a link to choose a new password.",
      submit: "Send reset link",
      failed: "Could not send the reset link. Please try again.",
    },
    resetConfirm: {
      title: "Choose a new password",
      subtitle: "Your new password replaces the old one and signs you out everywhere else.",
      submit: "Set new password",
      failed: "Could not change the password. Please try again.",
      requestNew: "Request a new link",
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
  layout: {
    logout: "Log Out",
  },
  dashboard: {
    sales: {
      eyebrow: "Dashboard",
      welcome: "Welcome, {{name}}",
      loadFailed: "Failed to load your account.",
      account: "Signed in as",
      access: "Access",
      subLogin: "Sub-login",
      permissions_one: "{{count}} permission granted",
      permissions_other: "{{count}} permissions granted",
      organisation: "Organisation",
      noPartner: "Platform administration",
      partnerStatus: {
        active: "Active",
        pending: "Awaiting approval",
        suspended: "Suspended",
      },
      nextTitle: "Your workspace",
      nextBody:
        "Students, applications, courses, support tickets and commission reports will appear here as they are added to your account.",
    },
  },
  errors: {
    notFound: {
      title: "Oops, the page you are trying to access does not exist",
      body: "The link may be broken, or the page may have moved.",
      back: "BACK TO HOME PAGE",
    },
    page: {
      title: "This page could not be loaded",
      body: "Something went wrong while opening this page. Reloading usually fixes it.",
      reload: "Reload",
    },
  },
  legal: {
    terms: { short: "Terms & Conditions" },
    privacy: { short: "Privacy Policy" },
  },
};
