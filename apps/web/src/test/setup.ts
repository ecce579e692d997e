import { configure } from "@testing-library/react";

// `findBy…` and `waitFor` give up after 1 s by default. A whole screen rendered in jsdom while the CI runs the server
// tests beside it took 1.8 s (the partner dashboard, a fresh-clone run of cdecaad); 5 s still fails a screen that
// never shows what it should, well within the project's 15 s test timeout.
configure({ asyncUtilTimeout: 5_000 });
