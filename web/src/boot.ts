import "./index.css"
import { isFramedByPortal, reportFramedReturn } from "./framed-return.ts"
import { startApp } from "./main.tsx"

/** The entry index.html runs: the stylesheet, then the app, unless this page is the card page's return in a frame. */
if (isFramedByPortal()) {
  // The card page framed by the portal has sent its frame back here: the framing page takes it from here.
  reportFramedReturn()
} else {
  // The installable app (its worker, its "no answer" notice), once the page has loaded; only in a build.
  if (import.meta.env.PROD) addEventListener("load", () => import("./installable-app/in-app.ts"))
  void startApp()
}
