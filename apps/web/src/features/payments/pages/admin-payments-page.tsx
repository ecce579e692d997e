import "../strings";
import { PaymentsScreen } from "../components/payments-screen";

/** /admin/payments: every partner's commission records; the Superadmin confirms, approves and records payments. */
export function AdminPaymentsPage() {
  return <PaymentsScreen side="admin" />;
}
