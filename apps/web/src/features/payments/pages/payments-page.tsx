import "../strings";
import { PaymentsScreen } from "../components/payments-screen";

/** /partner/payments ("Update Payment Status"): the partner's commission records, totals, claims and disputes. */
export function PaymentsPage() {
  return <PaymentsScreen side="partner" />;
}
