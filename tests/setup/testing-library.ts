import { configure } from "@testing-library/dom"

// waitFor and findBy* give up after 1 s by default; a part that loads a module on first use (a form's
// rules, a dialog) can take longer than that on a CI machine running 2 test files per core.
configure({ asyncUtilTimeout: 5_000 })
