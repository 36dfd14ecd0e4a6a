/** The name shown for a signed-in person: the name, else the email, else 'User' (SPEC section 3). */
export function displayName(user: { name?: unknown; email?: unknown } | null | undefined): string {
  const name = typeof user?.name === 'string' ? user.name.trim() : '';
  if (name) return name;
  const email = typeof user?.email === 'string' ? user.email.trim() : '';
  if (email) return email;
  return 'User';
}
