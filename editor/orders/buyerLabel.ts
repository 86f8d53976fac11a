/**
 * How the studio names an order's buyer: their address, or, once they deleted their account
 * (issue 35, item 4), that they did, since the order keeps no address to show and an empty cell
 * would read as a fault.
 */
export function buyerLabel(email: string, erased: boolean | undefined): string {
  return erased ? "A former fan (account deleted)" : email;
}
