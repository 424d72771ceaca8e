/** A sign-in return address: only a path on this site (not //host or a full URL), else the default. */
export function safeCallbackUrl(value: unknown, fallback = '/auth/verify-success'): string {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v !== 'string' || v.length > 500) return fallback;
  return v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\') ? v : fallback;
}
