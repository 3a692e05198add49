/* global localStorage, document */
// Applies a stored night-mode choice before the first paint, so the static shell of index.html
// (and the app after it) never flashes light for a visitor who chose night mode (issue 12).
// The app itself decides again once the network config is in (network default, §4).
try {
  var stored = JSON.parse(localStorage.getItem("ark-explorer:preferences") || "null");
  if (stored && stored.state && stored.state.nightMode === true) document.documentElement.classList.add("dark");
} catch {
  // unreadable storage: the app repairs it
}
