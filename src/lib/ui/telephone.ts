/** A tel: link for a number as written ('0113 496 0240' -> 'tel:01134960240'): digits and '+' only. */
export function telephoneHref(phoneNumber: string): string {
  return `tel:${phoneNumber.replace(/[^\d+]/g, '')}`;
}
