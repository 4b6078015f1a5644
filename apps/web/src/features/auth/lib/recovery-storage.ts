/**
 * The password recovery steps hand over the identifier and the reset token in sessionStorage,
 * so a reload keeps the step and closing the tab forgets them.
 */
const KEYS = { identifier: 'recovery.emailOrPhone', resetToken: 'recovery.resetToken' } as const;

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the router state still carries the identifier for this visit.
  }
}

export const recoveryStorage = {
  getIdentifier: () => read(KEYS.identifier),
  setIdentifier: (value: string) => {
    write(KEYS.identifier, value);
    write(KEYS.resetToken, null);
  },
  getResetToken: () => read(KEYS.resetToken),
  setResetToken: (value: string) => write(KEYS.resetToken, value),
  clear: () => {
    write(KEYS.identifier, null);
    write(KEYS.resetToken, null);
  },
};
