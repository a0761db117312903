// A message shown when a field is left moves what is under it; during the press that left the field it would
// move the radio or button from under the pointer and the click would be lost, so it waits for the release.
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
