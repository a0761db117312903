/**
 * Runs `then` now or, when a mouse button or a finger is down (the press that took the focus from the
 * field being left), once it is released and its click has landed. A message that appears when a field
 * is left moves what is under it; shown during the press, it would move the radio or button being
 * clicked from under the pointer, and the click would be lost.
 */
export const afterPress = (then: () => void): void => {
  if (typeof document === "undefined" || document.querySelector(":active") === null) {
    then()
    return
  }
  const released = () => {
    window.removeEventListener("pointerup", released, true)
    window.removeEventListener("pointercancel", released, true)
    // After the click the release dispatches.
    window.setTimeout(then, 0)
  }
  window.addEventListener("pointerup", released, true)
  window.addEventListener("pointercancel", released, true)
}
