import { useLocation } from "react-router";
import { LoginScreen, type LoginState } from "../components/login-screen";

/** /login inside the app: the state comes from the page that sent the visitor here. */
export function LoginPage() {
  return <LoginScreen state={useLocation().state as LoginState} />;
}
