export const ROLES = ['admin', 'trader', 'user', 'buyer'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Post-login landing by role (buyer §2). */
export function homePathForRole(role: unknown): string {
  switch (role) {
    case 'admin':
      return '/admin/dashboard';
    case 'trader':
      return '/trader/dashboard';
    case 'user':
    case 'buyer':
      return '/home';
    default:
      return '/auth';
  }
}

export const canUseTraderArea = (role: unknown) => role === 'trader' || role === 'admin';
export const canUseAdminArea = (role: unknown) => role === 'admin';
