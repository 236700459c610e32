/* global document */
// Applies the stored theme before the first paint, so a dark-mode user never sees a white flash.
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
} catch {
  /* storage unavailable: light theme */
}
