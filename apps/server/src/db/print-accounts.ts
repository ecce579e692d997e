import { DEMO_ACCOUNTS } from "../seed/demo-accounts";

export function demoAccountsBanner() {
  const rows = Object.values(DEMO_ACCOUNTS).map((a) => `  ${a.role.padEnd(11)} ${a.email.padEnd(24)} ${a.password}`);
  return ["Demo accounts:", ...rows].join("\n");
}
