// The face of this module: what other modules may use. Everything else in the folder is its own.
export { userProfileView } from './account-profile.js';
export { thumbOf } from './change-avatar.js';
export { findUserByEmailOrPhone, findUserById, findUserByPhone } from './find-user.js';
export { notificationDelivery, usersWithoutPush } from './notification-preferences.js';
export { takePhoneVerification } from './phone-verifications.js';
export type { ProfileChanges } from './profile.js';
export { avatarUrl, bankDetailsView, findProfile, saveProfile } from './profile.js';
export { assertPublicSeller, visibleAvatars } from './public-profile.js';
export {
  changeVatRegistration,
  countSellerRequests,
  decideSellerRequest,
  findSellerRequest,
  latestSellerRequest,
  listSellerRequests,
} from './seller-requests.js';
export { toSessionUser } from './session-user.js';
export { accountLanguage, getPreferences, getSavedDisplay, getSecuritySettings, saveSettings } from './settings.js';
export { alertSignIn } from './sign-in-alert.js';
export type { UserRow } from './tables.js';
export { accountDeletionRequests, phoneVerifications, sellerRequests, signInAddresses, userProfiles, users } from './tables.js';
