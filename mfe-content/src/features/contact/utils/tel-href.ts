/** A tel: link of a phone number written with spaces ('+48 12 345 67 89' → 'tel:+48123456789'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
