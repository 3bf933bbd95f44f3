const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** '$120' for whole dollars, '$13.50' otherwise. */
export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? whole.format(amount) : cents.format(amount);
}

/** Always with cents, for the purchase summary's lines: '$120.00'. */
export function formatAmount(amount: number): string {
  return cents.format(amount);
}
