/* global localStorage, document */
// Applies a stored night-mode choice before the first paint, so the static shell of index.html
// (and the app after it) never flashes light for a visitor who chose night mode.
// The app itself decides again once the network config is in (with no stored choice, night mode
// is on for the Development network and off elsewhere).
try {
  var stored = JSON.parse(localStorage.getItem("ark-explorer:preferences") || "null");
  if (stored && stored.state && stored.state.nightMode === true)
    document.documentElement.classList.add("dark");
} catch {
  // unreadable storage: the app repairs it
}
