/** A bound e-mail address shown with most of its name hidden: "trader@example.com" -> "tr****@example.com". */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email;
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}

/** A bound phone number with its middle hidden: "09012345678" -> "090****5678". */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return `${phone.slice(0, 2)}***${phone.slice(-2)}`;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}
