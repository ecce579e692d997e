/** The demo accounts; later checks sign in with exactly these. */
export const DEMO_ACCOUNTS = {
  admin: { email: "admin@example.com", password: "Admin@12345", name: "Alex Morgan", role: "Superadmin" },
  partner: { email: "partner@example.com", password: "Partner@12345", name: "Priya Sharma", role: "Partner" },
  counsellor: { email: "counsellor@example.com", password: "Counsellor@12345", name: "Arjun Mehta", role: "Partner" },
  partner2: { email: "partner2@example.com", password: "Partner@12345", name: "Chinedu Okafor", role: "Partner" },
} as const;

export const DEMO_PARTNERS = {
  main: { company_name: "Global Pathways Education", country: "IN", phone: "+91 22 4000 1234" },
  second: { company_name: "Bright Future Consultants", country: "NG", phone: "+234 1 700 4455" },
} as const;
