/** Reloads the whole page (after a school is added, as the spec asks); its own module so tests can replace it. */
export function reloadPage(): void {
  window.location.reload();
}
