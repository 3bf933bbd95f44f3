const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One mailbox, however its address is written: lower case, without a +tag (name+x@ reaches name@ at most
 * providers), and for Gmail without dots in the name (they are ignored there) and with googlemail.com
 * folded into gmail.com. Used to refuse self-referrals through an alias and to refer a mailbox once.
 */
export function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let name = address.slice(0, at);
  let domain = address.slice(at + 1);
  name = name.split('+')[0] || name;
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    name = name.replaceAll('.', '') || name;
  }
  return `${name}@${domain}`;
}
