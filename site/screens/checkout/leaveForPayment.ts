/** Sends the browser to the payment provider's page (another site, so a full page load). Tests replace this module. */
export function leaveForPayment(url: string): void {
  window.location.assign(url);
}
