/** Indirection so tests can observe a full page reload. */
export function reloadPage(): void {
  window.location.reload();
}
