/** Messages the server and the client both show. */
export const messages = {
  invalidCredentials: "Invalid email or password.",
  awaitingApproval: "Your registration is awaiting approval.",
  partnerSuspended: "Your partner account is suspended. Please contact support.",
  accountDisabled: "This account has been disabled by your partner administrator.",
  partnerRejected: "Your registration was not approved. Please contact support.",
  sessionExpired: "Session expired. Please log in again.",
  noToken: "No access token found. Please log in.",
  tooManyAttempts: "Too many sign-in attempts. Please try again later.",
  timeout: "The server took too long to answer. Please check your connection and try again.",
  network: "Could not reach the server. Please check your connection and try again.",
  loginFailed: "Login failed",
  unknownError: "Unknown error",
  resetSent:
    "If an account exists for that email, we have sent a link to reset the password. The link is valid for one hour.",
  resetInvalid: "This reset link is invalid or has expired. Please request a new one.",
  passwordChanged: "Your password has been changed. Please sign in.",
  emailTaken: "An account with this email already exists.",
} as const;

export const loaderMessages = {
  partnerApplications: "Failed to load Partner Applications",
  partnerStudents: "Failed to load partner students",
  partnerSubLogins: "Failed to load Partner Sub Logins",
  studyLevels: "Failed to fetch study levels.",
  partnerCompanies: "Failed to fetch partner companies.",
} as const;
